// Pickup locations (the golf centers orders are picked up at): what the cart, checkout and portal may use.
export { centerPickupCode, findPickupLocation, savePickupLocation, type PickupLocation } from './pickup.service.ts';
export { pickupPlaces } from './pickup-reads.ts';
