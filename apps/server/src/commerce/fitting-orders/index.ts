// Club orders' face for the seed and other domains.
export { type ClubOrderAddress } from './fitting-orders.tables.ts';
export { depositDueOf } from './fitting-orders.service.ts';
