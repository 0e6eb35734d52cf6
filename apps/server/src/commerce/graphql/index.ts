// The commerce GraphQL layer's face for the domains: the request context their resolvers read.
export { type CommerceContext, requireCustomer } from './context.ts';
