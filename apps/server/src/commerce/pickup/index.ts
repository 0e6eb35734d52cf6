// Pickup locations (the golf centers orders are picked up at): what the cart, checkout and portal may use.
export { pickupLocations } from './pickup.tables.ts';
export { centerPickupCode, findPickupLocation, savePickupLocation, type PickupLocation } from './pickup.service.ts';
