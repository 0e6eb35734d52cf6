import { text, timestamp } from 'drizzle-orm/pg-core';
import { commerceSchema } from '../../platform/db/index.ts';

/**
 * The places an order can be picked up at (Magento's in-store pickup sources): the golf centers.
 * Sales tax on a picked-up order is the tax of this address, not of the customer's. The portal
 * keeps the row current when a player of the center signs in (commerce never reads the portal).
 */
export const pickupLocations = commerceSchema.table('pickup_locations', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  regionCode: text('region_code'),
  postcode: text('postcode').notNull(),
  countryCode: text('country_code').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
