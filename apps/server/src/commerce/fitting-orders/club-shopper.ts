import type { Locale } from '@golf/contracts';
import type { FastifyRequest } from 'fastify';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { notFound, ServiceError } from '../../platform/errors.ts';
import { bearer } from '../../platform/http/auth-hooks.ts';
import { findPlayer } from '../../portal/account/index.ts';
import { customerOfToken, findCustomerByEmail } from '../customer/index.ts';
import { viewLocaleOf } from '../catalogue/index.ts';
import { findStore } from '../store/index.ts';
import { localeOf } from '../../platform/i18n.ts';
import type { ClubShopper } from './fitting-orders.service.ts';

const refuse = () => new ServiceError('unauthenticated', "The consumer isn't authorized to access this resource.");

/**
 * The customer of a club-order call: the bearer is a customer token generated for their e-mail
 * (POST /rest/{store}/V1/customer/generateToken), valid in the store's website.
 */
export async function clubShopperOf(ctx: Ctx, request: FastifyRequest, storeCode: string, token = bearer(request)): Promise<ClubShopper> {
  const store = findStore(storeCode);
  if (!store) throw notFound(`The store "${storeCode}"`);
  if (!token) throw refuse();
  const customer = await customerOfToken(ctx.db, token, ctx.clock.now());
  if (!customer || findStore(customer.storeCode)?.websiteCode !== store.websiteCode) throw refuse();
  return { customer, store, token, locale: viewLocaleOf(store, localeOf(request.headers['accept-language'])) };
}

/** The shop customer of a signed-in portal player (their own e-mail, or their family parent's), reading in `locale`. */
export async function clubShopperOfPlayer(ctx: Ctx, caller: PlayerCaller, storeCode: string | undefined, locale: Locale): Promise<ClubShopper> {
  const store = findStore(storeCode ?? (caller.region === 'JP' ? 'JP' : caller.region === 'CA' ? 'CA' : 'US'));
  if (!store) throw notFound(`The store "${storeCode}"`);
  const player = await findPlayer(ctx.db, caller.parentPlayerId ?? caller.subjectId);
  const customer = player?.email ? await findCustomerByEmail(ctx.db, player.email) : undefined;
  if (!customer) throw notFound('A custom club order');
  return { customer, store, token: null, locale: viewLocaleOf(store, locale) };
}
