import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  Envelope,
  RescheduleBody,
  SubscriptionByCustomerQuery,
  SubscriptionByIdQuery,
  SubscriptionIdBody,
  SubscriptionStorePath,
  SubscriptionView,
} from '@golf/contracts';
import type { Ctx } from '../../platform/context.ts';
import { safeEqual } from '../../platform/crypto.ts';
import { notFound, ServiceError } from '../../platform/errors.ts';
import { bearer } from '../../platform/http/auth-hooks.ts';
import { ok } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { customerOfToken, findCustomerByEmail } from '../customer/index.ts';
import { findStore, type Store } from '../store/index.ts';
import { changeSubscriptionStatus, getSubscription, listSubscriptions, rescheduleShipDate, skipNextRun, type Actor } from './subscriptions.service.ts';
import './subscription-jobs.ts';

const BASE = '/rest/:storeCode/V1/square/subscription';
const unauthorized = () => new ServiceError('unauthenticated', "The consumer isn't authorized to access this resource.");

/** The caller: a trusted back office with the integration token (staff), or the customer of a shop token of this store's website. */
async function actorOf(ctx: Ctx, request: FastifyRequest): Promise<{ actor: Actor; store: Store; email: string | null }> {
  const { storeCode } = request.params as { storeCode: string };
  const store = findStore(storeCode);
  if (!store) throw notFound(`The store "${storeCode}"`);
  const token = bearer(request);
  if (!token) throw unauthorized();
  if (safeEqual(token, ctx.config.secrets.integrationToken)) return { actor: { agent: 'staff' }, store, email: null };
  const customer = await customerOfToken(ctx.db, token, ctx.clock.now());
  if (!customer || findStore(customer.storeCode)?.websiteCode !== store.websiteCode) throw unauthorized();
  return { actor: { agent: 'customer', customerId: customer.id }, store, email: customer.email.toLowerCase() };
}

/**
 * The subscription REST calls (spec §7 "Subscriptions") over the same verbs as GraphQL. A customer
 * reaches only their own subscriptions (another's answers 404); the back office, with the
 * integration token, any (logged as staff).
 */
export const subscriptionRoutes: RoutePlugin = async (app, { ctx }) => {
  const One = Envelope(SubscriptionView);
  app.get(
    `${BASE}/get-by-customer`,
    {
      schema: {
        tags: ['commerce'],
        params: SubscriptionStorePath,
        querystring: SubscriptionByCustomerQuery,
        response: { 200: Envelope(Type.Object({ subscriptions: Type.Array(SubscriptionView), timezone: Type.String() })) },
      },
    },
    async (request) => {
      const { actor, store, email } = await actorOf(ctx, request);
      const wanted = request.query.customer_email.toLowerCase();
      const notTheirs = () => new ServiceError('not-found', 'No customer with this e-mail was found.');
      let customerId: number;
      if (actor.agent === 'customer') {
        if (wanted !== email) throw notTheirs();
        customerId = actor.customerId;
      } else {
        const customer = await findCustomerByEmail(ctx.db, wanted);
        if (!customer) throw notTheirs();
        customerId = customer.id;
      }
      return ok({ subscriptions: await listSubscriptions(ctx, customerId), timezone: store.timezone });
    },
  );
  app.get(
    `${BASE}/get-by-id`,
    { schema: { tags: ['commerce'], params: SubscriptionStorePath, querystring: SubscriptionByIdQuery, response: { 200: One } } },
    async (request) => {
      const { actor } = await actorOf(ctx, request);
      return ok(await getSubscription(ctx, actor, request.query.id));
    },
  );
  app.post(
    `${BASE}/gtshop/skip-once`,
    { schema: { tags: ['commerce'], params: SubscriptionStorePath, body: SubscriptionIdBody, response: { 200: One } } },
    async (request) => {
      const { actor } = await actorOf(ctx, request);
      return ok(await skipNextRun(ctx, actor, request.body.subscription_id), 'The next billing is skipped.');
    },
  );
  app.post(
    `${BASE}/gtshop/cancel`,
    { schema: { tags: ['commerce'], params: SubscriptionStorePath, body: SubscriptionIdBody, response: { 200: One } } },
    async (request) => {
      const { actor } = await actorOf(ctx, request);
      return ok(await changeSubscriptionStatus(ctx, actor, request.body.subscription_id, 'canceled'), 'The subscription is cancelled.');
    },
  );
  app.post(
    `${BASE}/gtshop/reschedule-ship-date`,
    { schema: { tags: ['commerce'], params: SubscriptionStorePath, body: RescheduleBody, response: { 200: One } } },
    async (request) => {
      const { actor } = await actorOf(ctx, request);
      return ok(await rescheduleShipDate(ctx, actor, request.body.subscription_id, request.body.ship_date), 'The ship date is changed.');
    },
  );
};
