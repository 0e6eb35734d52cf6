import type { SubscriptionView } from '@golf/contracts';
import type { CommerceContext, Resolvers } from '../graphql/index.ts';
import { requireCustomer } from '../graphql/index.ts';
import { logText } from './subscription-log-texts.ts';
import type { LogView } from './subscription-view.ts';
import {
  changeSubscriptionStatus,
  getSubscription,
  listSubscriptions,
  rescheduleShipDate,
  skipNextRun,
  updateSubscription,
  type Actor,
} from './subscriptions.service.ts';

const actorOf = (context: CommerceContext): Actor => ({ agent: 'customer', customerId: requireCustomer(context).id });
// The views the subscription's GraphQL types resolve from (see graphql/parents.ts).
declare module '../graphql/parents.ts' {
  interface ResolverParents {
    Subscription: SubscriptionView;
    SubscriptionLog: LogView;
  }
}

export const subscriptionsResolvers: Resolvers = {
  Query: {
    subscriptions: async (_, args, context) => {
      const actor = actorOf(context);
      // The product and plan read in the language of the request, as the history does.
      if (args.entity_id) return [await getSubscription(context.ctx, actor, args.entity_id, context.locale)];
      return listSubscriptions(context.ctx, requireCustomer(context).id, context.locale);
    },
  },
  // The history reads in the language of the request (Accept-Language), whatever the store's.
  SubscriptionLog: {
    description: (log, _, context) => (log.entry ? logText(log.entry, context.locale) : log.description),
  },
  StoreConfig: {
    timeZone: (_, __, context) => context.store.timezone,
  },
  Mutation: {
    changeSubscriptionStatus: (_, args, context) => changeSubscriptionStatus(context.ctx, actorOf(context), args.entity_id, args.status),
    updateSubscription: (_, args, context) =>
      updateSubscription(context.ctx, requireCustomer(context), args.input.entity_id, {
        billingAddress: args.input.billing_address,
        shippingAddress: args.input.shipping_address,
        cardToken: args.input.payment_token,
      }),
    skipSubscriptionOnce: (_, args, context) => skipNextRun(context.ctx, actorOf(context), args.entity_id),
    rescheduleSubscriptionShipDate: (_, args, context) => rescheduleShipDate(context.ctx, actorOf(context), args.entity_id, args.ship_date),
  },
};
