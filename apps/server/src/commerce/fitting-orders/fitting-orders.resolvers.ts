import { ServiceError } from '../../platform/errors.ts';
import type { CommerceContext, QueryListTecfitSessionArgs, Resolvers } from '../graphql/index.ts';
import { customerOfToken } from '../customer/index.ts';
import { viewLocaleOf } from '../catalogue/index.ts';
import { findStore } from '../store/index.ts';
import { convertCustomClubToCart, listClubSessions, listCustomClubOrders, type ClubShopper } from './fitting-orders.service.ts';

type TokenArgs = QueryListTecfitSessionArgs;

/** The shopper of a club-order call: the token and store given as arguments, else the request's. */
async function shopperOf(context: CommerceContext, args: TokenArgs): Promise<ClubShopper> {
  const store = args.store_code ? findStore(args.store_code) : context.store;
  if (!store) throw new ServiceError('not-found', 'Requested store is not found');
  if (!args.customer_token) {
    if (!context.customer) throw new ServiceError('unauthenticated', "The current customer isn't authorized.");
    return { customer: context.customer, store, token: context.token, locale: viewLocaleOf(store, context.locale) };
  }
  const customer = await customerOfToken(context.ctx.db, args.customer_token, context.ctx.clock.now());
  if (!customer || findStore(customer.storeCode)?.websiteCode !== store.websiteCode)
    throw new ServiceError('unauthenticated', "The current customer isn't authorized.");
  return { customer, store, token: args.customer_token, locale: viewLocaleOf(store, context.locale) };
}

export const fittingOrdersResolvers: Resolvers = {
  Query: {
    listTecfitSession: async (_, args, context) => listClubSessions(context.ctx, await shopperOf(context, args)),
    listCustomClubOrder: async (_, args, context) => listCustomClubOrders(context.ctx, await shopperOf(context, args)),
  },
  Mutation: {
    convertCustomClubToCart: async (_, args, context) => convertCustomClubToCart(context.ctx, await shopperOf(context, args), args.custom_club_increment_id),
  },
};
