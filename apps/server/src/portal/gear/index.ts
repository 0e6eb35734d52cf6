// Recommended gear: routes and the table the seed fills.
export { gearRoutes } from './gear.routes.ts';
export { gearRecommendations } from './gear.tables.ts';
