import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { customerAddresses } from './addresses.tables.ts';

/** Customers' default billing places as a read-only subquery, for the cart to join in its one tax-place statement. */
export const defaultBillingPlaces = new QueryBuilder()
  .select({
    customerId: customerAddresses.customerId,
    countryCode: customerAddresses.countryCode,
    regionCode: customerAddresses.regionCode,
    postcode: customerAddresses.postcode,
  })
  .from(customerAddresses)
  .where(eq(customerAddresses.isDefaultBilling, true))
  .as('default_billing_places');
