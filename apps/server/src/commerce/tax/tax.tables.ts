import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, numeric, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { commerceSchema } from '../../platform/db/index.ts';

export const TAX_CLASSES = ['goods', 'digital_service', 'center_membership'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

/**
 * Tax rates by place (Magento's tax_calculation_rate): the one table every sale is taxed from, in
 * the shop, renewals and Plus alike. A row with a null region applies to the whole country, one with
 * a postcode pattern (`100*`) only there; a place takes the rates of its most specific match (a New
 * York City postcode its combined city rate instead of the state's), and a region may have several
 * rates (Quebec: GST and QST), each shown.
 */
export const taxRates = commerceSchema.table(
  'tax_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    countryCode: text('country_code').notNull(),
    regionCode: text('region_code'),
    /** A postcode, or a prefix ending in `*`; null: the whole region (or country). */
    postcode: text('postcode'),
    title: text('title').notNull(),
    /** The title in each language the product speaks (`fr`, `ja`, `zh`); `title` where one is missing. */
    titles: jsonb('titles').$type<Record<string, string>>().notNull().default({}),
    /** Percent, e.g. 7.2500. */
    rate: numeric('rate', { precision: 7, scale: 4 }).notNull(),
    /** Whether shipping is taxed at this rate too. */
    appliesToShipping: boolean('applies_to_shipping').notNull().default(true),
    /** Prices shown to consumers include this tax (Japan's 消費税, 総額表示). */
    includedInPrice: boolean('included_in_price').notNull().default(false),
    /**
     * What it taxes: goods (the shop, lesson packages), or digital services (launch-monitor
     * memberships, taxed where the buyer is: the EU's VAT under its one-stop shop), or memberships
     * and digital services supplied at a golf center (Plus, taxed at the player's home center).
     */
    productClass: text('product_class', { enum: TAX_CLASSES }).notNull().default('goods'),
  },
  (t) => [
    uniqueIndex('tax_rates_key').on(t.productClass, t.countryCode, sql`coalesce(${t.regionCode}, '*')`, sql`coalesce(${t.postcode}, '*')`, t.title),
    check('tax_rates_rate_check', sql`${t.rate} >= 0 and ${t.rate} < 100`),
  ],
);
