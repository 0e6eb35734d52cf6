// Returns' face for the rest of the program: its tables (for the schema) and its seed.
export {
  returnRules,
  shopManagers,
  returnRequests,
  returnRequestItems,
  returnTrackingNumbers,
  returnMessages,
  returnFiles,
  returnRefunds,
} from './returns.tables.ts';
export { returnsResolvers } from './returns.resolvers.ts';
export { returnsRoutes } from './returns.routes.ts';
export { shareOfUnits } from './refund-allocation.ts';
