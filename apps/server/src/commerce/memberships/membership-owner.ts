import type { Locale } from '@golf/contracts';
import type { FastifyRequest } from 'fastify';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { notFound, ServiceError } from '../../platform/errors.ts';
import { bearer } from '../../platform/http/auth-hooks.ts';
import { localeOf } from '../../platform/i18n.ts';
import { isRegion, storesOfRegion } from '../../platform/regions.ts';
import { findPlayer } from '../../portal/account/index.ts';
import { customerOfToken, ensureCustomer } from '../customer/index.ts';
import { findStore, type Store } from '../store/index.ts';

/** The launch-monitor customer a call acts for, in their launch-monitor store. */
export interface Owner {
  customerId: number;
  email: string;
  firstname: string | null;
  store: Store;
  /** The reader's language (Accept-Language): plan names are shown in it. */
  locale?: Locale;
}

const noShop = () => new ServiceError('rule', 'The launch-monitor shop is not sold in your region, so devices and memberships are not available here.');

/** The owner of a portal call (/api/skytrak/*): the signed-in player's own shop customer. */
export async function ownerOfPlayer(ctx: Ctx, caller: PlayerCaller): Promise<Owner> {
  const player = await findPlayer(ctx.db, caller.parentPlayerId ?? caller.subjectId);
  if (!player?.email) throw notFound('Your launch-monitor account');
  const code = storesOfRegion(isRegion(player.region) ? player.region : 'US').launchMonitor;
  const store = findStore(code ?? undefined);
  if (!store) throw noShop();
  const customer = await ensureCustomer(ctx.db, { email: player.email, firstname: player.firstName ?? '', lastname: player.lastName ?? '' });
  return { customerId: customer.id, email: customer.email, firstname: customer.firstname, store };
}

/** The owner of a shop call (/rest/{store}/V1/subscription/*): a customer token of the launch-monitor website. */
export async function ownerOfToken(ctx: Ctx, request: FastifyRequest, storeCode: string): Promise<Owner> {
  const store = findStore(storeCode);
  if (!store || store.websiteCode !== 'launch_monitor') throw notFound(`The launch-monitor store "${storeCode}"`);
  const token = bearer(request);
  const customer = token ? await customerOfToken(ctx.db, token, ctx.clock.now()) : null;
  if (!customer || findStore(customer.storeCode)?.websiteCode !== 'launch_monitor')
    throw new ServiceError('unauthenticated', "The consumer isn't authorized to access this resource.");
  return { customerId: customer.id, email: customer.email, firstname: customer.firstname, store, locale: localeOf(request.headers['accept-language']) };
}

/** The owner of a GraphQL call: the customer of the token, in the store of the `Store` header. */
export function ownerOfCustomer(customer: { id: number; email: string; firstname: string | null }, store: Store): Owner {
  if (store.websiteCode !== 'launch_monitor')
    throw new ServiceError('rule', 'Prepaid memberships are redeemed in the launch-monitor shop (store STSVEN or STSVCA).');
  return { customerId: customer.id, email: customer.email, firstname: customer.firstname, store };
}
