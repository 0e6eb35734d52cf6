// Returns' face for the rest of the program: its resolvers, routes and refund allocation.
export { returnsResolvers } from './returns.resolvers.ts';
export { returnsRoutes } from './returns.routes.ts';
export { shareOfUnits } from './refund-allocation.ts';
