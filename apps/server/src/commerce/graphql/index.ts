// The commerce GraphQL layer's face for the domains: the request context their resolvers read.
export { type CommerceContext, requireCustomer } from './context.ts';
// The resolver types generated from the SDL files (npm run codegen): each domain types its map with Resolvers.
export type * from './generated/resolvers.ts';
