import type { CommerceContext } from '../graphql/index.ts';
import { requireCustomer } from '../graphql/index.ts';
import type { CartAddressInput } from '../checkout/index.ts';
import { logText } from './subscription-log-texts.ts';
import type { LogView } from './subscription-view.ts';
import { changeSubscriptionStatus, getSubscription, listSubscriptions, rescheduleShipDate, skipNextRun, updateSubscription, type Actor } from './subscriptions.service.ts';

const actorOf = (context: CommerceContext): Actor => ({ agent: 'customer', customerId: requireCustomer(context).id });
type AddressArg = { customer_address_id?: number | null; address?: CartAddressInput | null } | null;

export const subscriptionsResolvers = {
  Query: {
    subscriptions: async (_: unknown, args: { entity_id?: number | null }, context: CommerceContext) => {
      const actor = actorOf(context);
      if (args.entity_id) return [await getSubscription(context.ctx, actor, args.entity_id)];
      return listSubscriptions(context.ctx, requireCustomer(context).id);
    },
  },
  // The history reads in the language of the request (Accept-Language), whatever the store's.
  SubscriptionLog: {
    description: (log: LogView, _: unknown, context: CommerceContext) => (log.entry ? logText(log.entry, context.locale) : log.description),
  },
  StoreConfig: {
    timeZone: (_: unknown, __: unknown, context: CommerceContext) => context.store.timezone,
  },
  Mutation: {
    changeSubscriptionStatus: (_: unknown, args: { entity_id: number; status: string }, context: CommerceContext) => changeSubscriptionStatus(context.ctx, actorOf(context), args.entity_id, args.status),
    updateSubscription: (_: unknown, args: { input: { entity_id: number; billing_address?: AddressArg; shipping_address?: AddressArg; payment_token?: string | null } }, context: CommerceContext) =>
      updateSubscription(context.ctx, requireCustomer(context), args.input.entity_id, { billingAddress: args.input.billing_address, shippingAddress: args.input.shipping_address, cardToken: args.input.payment_token }),
    skipSubscriptionOnce: (_: unknown, args: { entity_id: number }, context: CommerceContext) => skipNextRun(context.ctx, actorOf(context), args.entity_id),
    rescheduleSubscriptionShipDate: (_: unknown, args: { entity_id: number; ship_date: string }, context: CommerceContext) => rescheduleShipDate(context.ctx, actorOf(context), args.entity_id, args.ship_date),
  },
};
