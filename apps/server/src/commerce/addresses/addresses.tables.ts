import { sql } from 'drizzle-orm';
import { boolean, index, integer, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { commerceSchema } from '../../platform/db/index.ts';
import { customers } from '../customer/customer.tables.ts';

/**
 * A customer's address book (Magento's customer_address_entity). A customer has at most one default
 * billing and one default shipping address: the partial unique indexes refuse a second one, so two
 * concurrent "make this my default" requests cannot leave two defaults behind.
 */
export const customerAddresses = commerceSchema.table(
  'customer_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    prefix: text('prefix'),
    firstname: text('firstname').notNull(),
    middlename: text('middlename'),
    lastname: text('lastname').notNull(),
    suffix: text('suffix'),
    company: text('company'),
    street: text('street').array().notNull(),
    city: text('city').notNull(),
    postcode: text('postcode'),
    countryCode: text('country_code').notNull(),
    /** The region's code when the country has a list of regions, else null. */
    regionCode: text('region_code'),
    /** The region's name (from the list, or as the customer typed it). */
    regionName: text('region_name'),
    regionId: integer('region_id'),
    telephone: text('telephone'),
    fax: text('fax'),
    vatId: text('vat_id'),
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    isDefaultShipping: boolean('is_default_shipping').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId, t.id),
    uniqueIndex('customer_addresses_default_billing_key')
      .on(t.customerId)
      .where(sql`${t.isDefaultBilling}`),
    uniqueIndex('customer_addresses_default_shipping_key')
      .on(t.customerId)
      .where(sql`${t.isDefaultShipping}`),
  ],
);
