import { QueryBuilder } from 'drizzle-orm/pg-core';
import { pickupLocations } from './pickup.tables.ts';

/** Pickup locations' tax places as a read-only subquery, for the cart to join in its one tax-place statement. */
export const pickupPlaces = new QueryBuilder()
  .select({ code: pickupLocations.code, countryCode: pickupLocations.countryCode, regionCode: pickupLocations.regionCode, postcode: pickupLocations.postcode })
  .from(pickupLocations)
  .as('pickup_places');
