// Recommended gear: its routes.
export { gearRoutes } from './gear.routes.ts';
