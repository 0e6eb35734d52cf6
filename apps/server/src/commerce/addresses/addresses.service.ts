import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { statementCache, unplannedValue, type Db, type Tx } from '../../platform/db/index.ts';
import { ServiceError } from '../../platform/errors.ts';
import { lockCustomer } from '../customer/index.ts';
import { validateAddress, type AddressFields, type ValidAddress } from './address-rules.ts';
import { customerAddresses } from './addresses.tables.ts';
import { inTransaction } from '../../platform/db/index.ts';

export type AddressRow = typeof customerAddresses.$inferSelect;

export interface AddressInput extends AddressFields {
  defaultBilling?: boolean | null;
  defaultShipping?: boolean | null;
}

/** Magento's message for an address id that is not the customer's (another customer's reads the same). */
export const addressNotFound = (id: number | string) =>
  new ServiceError('not-found', `Could not find a address with ID "${id}"`, { data: { reason: 'not_found', id: String(id) } });

/** A customer may keep this many addresses. */
export const MAX_ADDRESSES = 50;

// A customer's address book, prepared once per database handle: the account page, checkout, a portal
// purchase and the membership plans' billing country all read it. The customer is out of the
// planner's sight (unplannedValue): for a customer with no address the plan for the value looked
// cheaper than the kept one, and every call was planned anew (0.06 ms) for the same index scan.
const bookStatement = statementCache((db: Db) =>
  db
    .select()
    .from(customerAddresses)
    .where(sql`${customerAddresses.customerId} = ${unplannedValue('customerId', 'int')}`)
    .orderBy(asc(customerAddresses.id))
    .prepare('addresses_of_customer'),
);

export async function listAddresses(db: Db, customerId: number): Promise<AddressRow[]> {
  return bookStatement(db).execute({ customerId });
}

/** One of the customer's addresses; another customer's address is not found. */
export async function findAddress(db: Db, customerId: number, id: number): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)));
  if (!row) throw addressNotFound(id);
  return row;
}

/** Takes the default flags off the customer's other addresses before one becomes the default. */
async function clearDefaults(tx: Tx, customerId: number, billing: boolean, shipping: boolean): Promise<void> {
  if (billing)
    await tx
      .update(customerAddresses)
      .set({ isDefaultBilling: false })
      .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefaultBilling, true)));
  if (shipping)
    await tx
      .update(customerAddresses)
      .set({ isDefaultShipping: false })
      .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefaultShipping, true)));
}

/**
 * Adds an address. The first address becomes the default billing and shipping address, as a
 * customer expects; refuses invalid addresses (Magento's messages) and more than MAX_ADDRESSES.
 */
export async function createAddress(ctx: Ctx, customerId: number, input: AddressInput): Promise<AddressRow> {
  const valid = validateAddress(input);
  return inTransaction(ctx.db, async (tx) => {
    await lockCustomer(tx, customerId);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(customerAddresses).where(eq(customerAddresses.customerId, customerId));
    if (n >= MAX_ADDRESSES)
      throw new ServiceError('rule', `An address book holds up to ${MAX_ADDRESSES} addresses. Delete one you no longer use first.`, {
        data: { reason: 'book_full', max: String(MAX_ADDRESSES) },
      });
    const billing = n === 0 || !!input.defaultBilling;
    const shipping = n === 0 || !!input.defaultShipping;
    await clearDefaults(tx, customerId, billing, shipping);
    const [row] = await tx
      .insert(customerAddresses)
      .values({ customerId, ...valid, isDefaultBilling: billing, isDefaultShipping: shipping })
      .returning();
    return row!;
  });
}

const current = (row: AddressRow): AddressFields => ({
  ...row,
  region: { code: row.regionCode, name: row.regionName, id: row.regionId },
});

/** Changes an address; fields not given keep their values. Unsetting the only default is refused quietly (it stays). */
export async function updateAddress(ctx: Ctx, customerId: number, id: number, input: AddressInput): Promise<AddressRow> {
  return inTransaction(ctx.db, async (tx) => {
    await lockCustomer(tx, customerId);
    const [row] = await tx
      .select()
      .from(customerAddresses)
      .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)));
    if (!row) throw addressNotFound(id);
    const defined = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null)) as AddressInput;
    // A new country without a region must not keep the old country's region.
    const base = current(row);
    if (defined.countryCode && defined.countryCode !== row.countryCode && !defined.region) base.region = null;
    const valid: ValidAddress = validateAddress({ ...base, ...defined });
    const billing = input.defaultBilling === true;
    const shipping = input.defaultShipping === true;
    await clearDefaults(tx, customerId, billing && !row.isDefaultBilling, shipping && !row.isDefaultShipping);
    const [updated] = await tx
      .update(customerAddresses)
      .set({ ...valid, isDefaultBilling: row.isDefaultBilling || billing, isDefaultShipping: row.isDefaultShipping || shipping, updatedAt: ctx.clock.now() })
      .where(eq(customerAddresses.id, id))
      .returning();
    return updated!;
  });
}

/** Deletes an address. Refuses a default address, as Magento does: choose another default first. */
export async function deleteAddress(ctx: Ctx, customerId: number, id: number): Promise<boolean> {
  const row = await findAddress(ctx.db, customerId, id);
  // Magento's wording for API clients; the reason lets the storefront say it in its reader's language.
  if (row.isDefaultBilling)
    throw new ServiceError('invalid', `Customer Address ${id} is set as default billing address and can not be deleted`, {
      data: { reason: 'default_billing' },
    });
  if (row.isDefaultShipping)
    throw new ServiceError('invalid', `Customer Address ${id} is set as default shipping address and can not be deleted`, {
      data: { reason: 'default_shipping' },
    });
  await ctx.db.delete(customerAddresses).where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)));
  return true;
}
