import { Type } from 'typebox';
import {
  Device,
  DeviceCheck,
  DeviceCheckQuery,
  DeviceIdBody,
  DeviceRegisterBody,
  DeviceReportBody,
  Envelope,
  EuCountry,
  Membership,
  MembershipChargeBody,
  MembershipChargeResult,
  MembershipPlans,
  PlansQuery,
  MembershipQuery,
  MembershipStatusBody,
  PurchasePage,
  PurchaseQuery,
  UpgradePlanBody,
} from '@golf/contracts';
import { playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok, originOf } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { checkDevice, listDevices, registerDevice, reportDevice, unregisterDevice } from './devices.service.ts';
import { ownerOfPlayer, ownerOfToken } from './membership-owner.ts';
import { localeOf } from '../../platform/i18n.ts';
import { euCountries } from './membership-pricing.ts';
import { purchaseMembership } from './membership-purchase.service.ts';
import { upgradePlan } from './membership-upgrade.service.ts';
import { listPlayerMemberships, listPlayerPlans, listPurchases, setAutoRenew } from './memberships.service.ts';
import { MEMBERSHIP_SOURCES, type MembershipSource } from './memberships.tables.ts';
import './membership-jobs.ts';

const tags = ['memberships'];
const StoreParams = Type.Object({ storeCode: Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_]+$' }) });

/**
 * Launch-monitor devices and memberships: the portal's /api/skytrak/* calls (player token) and the
 * launch-monitor shop's charge and upgrade calls (customer token of the STSVEN or STSVCA store).
 */
export const membershipRoutes: RoutePlugin = async (app, { ctx }) => {
  const signedIn = requireCaller(ctx);
  const owner = async (request: Parameters<typeof playerOf>[0]) => ({
    ...(await ownerOfPlayer(ctx, playerOf(request))),
    locale: localeOf(request.headers['accept-language']),
  });

  app.get(
    '/api/skytrak/devices',
    { onRequest: signedIn, schema: { tags, summary: 'The owner’s launch monitors', response: { 200: Envelope(Type.Array(Device)) } } },
    async (request) => ok(await listDevices(ctx, await owner(request))),
  );
  app.get(
    '/api/skytrak/device/check',
    {
      onRequest: signedIn,
      schema: { tags, summary: 'Whether an ESN can be registered', querystring: DeviceCheckQuery, response: { 200: Envelope(DeviceCheck) } },
    },
    async (request) => {
      const check = await checkDevice(ctx, await owner(request), request.query.esn);
      return ok(check, check.advice);
    },
  );
  app.post(
    '/api/skytrak/device/register',
    { onRequest: signedIn, schema: { tags, summary: 'Register (or rename) a launch monitor', body: DeviceRegisterBody, response: { 200: Envelope(Device) } } },
    async (request) => ok(await registerDevice(ctx, await owner(request), request.body), 'Device registered'),
  );
  app.post(
    '/api/skytrak/device/unregister',
    {
      onRequest: signedIn,
      schema: { tags, summary: 'Unregister a launch monitor', body: DeviceIdBody, response: { 200: Envelope(Type.Object({ deviceId: Type.Integer() })) } },
    },
    async (request) => ok(await unregisterDevice(ctx, await owner(request), request.body.deviceId), 'Device unregistered'),
  );
  app.put(
    '/api/skytrak/device/report',
    {
      onRequest: signedIn,
      schema: { tags, summary: 'Report a launch monitor lost, stolen or found', body: DeviceReportBody, response: { 200: Envelope(Device) } },
    },
    async (request) => ok(await reportDevice(ctx, await owner(request), request.body), 'Report saved'),
  );

  app.get(
    '/api/skytrak/membership',
    {
      onRequest: signedIn,
      schema: { tags, summary: 'Memberships from every source', querystring: MembershipQuery, response: { 200: Envelope(Type.Array(Membership)) } },
    },
    async (request) => {
      const sources = (request.query.source?.split(',') ?? [...MEMBERSHIP_SOURCES]) as MembershipSource[];
      return ok(await listPlayerMemberships(ctx, playerOf(request), localeOf(request.headers['accept-language']), [...new Set(sources)]));
    },
  );
  app.get(
    '/api/skytrak/membership/plans',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The plans of the owner’s store, with VAT and totals for a billing country',
        querystring: PlansQuery,
        response: { 200: Envelope(MembershipPlans) },
      },
    },
    async (request) => ok(await listPlayerPlans(ctx, playerOf(request), localeOf(request.headers['accept-language']), request.query.country)),
  );
  app.put(
    '/api/skytrak/membership/status',
    { onRequest: signedIn, schema: { tags, summary: 'Turn auto-renew on or off', body: MembershipStatusBody, response: { 200: Envelope(Membership) } } },
    async (request) => ok(await setAutoRenew(ctx, await owner(request), request.body), 'Saved'),
  );
  app.get(
    '/api/skytrak/purchase',
    { onRequest: signedIn, schema: { tags, summary: 'Membership purchases', querystring: PurchaseQuery, response: { 200: Envelope(PurchasePage) } } },
    async (request) => ok(await listPurchases(ctx, await owner(request), request.query.page ?? 1, request.query.size ?? 20)),
  );

  app.get(
    '/STSVEN/rest/all/V1/getCountryEU',
    { schema: { tags, summary: 'EU countries and their VAT rate', response: { 200: Type.Array(EuCountry) } } },
    async () => euCountries(ctx.db),
  );

  const charge = (path: string, storeCode: string, summary: string) =>
    app.post(path, { schema: { tags, summary, body: MembershipChargeBody, response: { 200: Envelope(MembershipChargeResult) } } }, async (request) => {
      const result = await purchaseMembership(ctx, await ownerOfToken(ctx, request, storeCode), request.body, originOf(request, ctx.config));
      return ok(result, result.message);
    });
  charge('/rest/STSVEN/V1/subscription/chargeFuture', 'STSVEN', 'Buy a membership (US store): charged now, or on the day it starts');
  charge('/rest/STSVCA/V1/subscription/chargeMoneris', 'STSVCA', 'Buy a membership (Canadian store, Moneris)');

  app.post(
    '/rest/:storeCode/V1/subscription/upgradePlan',
    {
      schema: {
        tags,
        summary: 'Upgrade a membership, prorated for the rest of the term',
        params: StoreParams,
        body: UpgradePlanBody,
        response: { 200: Envelope(MembershipChargeResult) },
      },
    },
    async (request) => {
      const result = await upgradePlan(ctx, await ownerOfToken(ctx, request, request.params.storeCode), request.body, originOf(request, ctx.config));
      return ok(result, result.message);
    },
  );
};
