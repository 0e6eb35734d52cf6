import type { Resolvers } from '../graphql/index.ts';
import { requireCustomer } from '../graphql/index.ts';
import { revokeCustomerToken } from './customer.service.ts';

export const customerResolvers: Resolvers = {
  Query: {
    customer: (_, __, context) => {
      const customer = requireCustomer(context);
      return { id: customer.id, email: customer.email, firstname: customer.firstname, lastname: customer.lastname, is_subscribed: false };
    },
  },
  Mutation: {
    revokeCustomerToken: async (_, __, context) => {
      requireCustomer(context);
      return { result: await revokeCustomerToken(context.ctx.db, context.token!, context.ctx.clock.now()) };
    },
  },
};
