import type { Resolvers } from '../graphql/index.ts';
import { requireCustomer } from '../graphql/index.ts';
import { authenticate3ds, cardLookup } from './three-d-secure.service.ts';

export const paymentsResolvers: Resolvers = {
  Mutation: {
    cardLookup: (_, args, context) => {
      requireCustomer(context);
      return cardLookup(context.ctx, { customer: context.customer, store: context.store }, args.cart_id, args.cc_number, args.store_id);
    },
    processMpi3DAuthentication: (_, args, context) => {
      requireCustomer(context);
      const c = args.card_data;
      return authenticate3ds(
        context.ctx,
        { customer: context.customer, store: context.store },
        {
          incrementId: args.increment_id,
          cardName: c.card_name,
          expMonth: c.cc_exp_month,
          expYear: c.cc_exp_year,
          ccNumber: c.cc_number,
          userAgent: args.user_agent,
          callbackUrl: args.challenge_callback_url,
          baseUrl: context.baseUrl,
        },
      );
    },
  },
};
