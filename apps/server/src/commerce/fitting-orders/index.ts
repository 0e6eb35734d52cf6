// Club orders' face for the seed and other domains.
export { clubComponents, customClubItems, customClubOrders, depositGiftCodes, type ClubOrderAddress } from './fitting-orders.tables.ts';
export { depositDueOf } from './fitting-orders.service.ts';
