import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../platform/db/index.ts';
import { customers } from './customer.tables.ts';

export type CustomerRow = typeof customers.$inferSelect;

/** A customer by id, or undefined. */
export async function customerById(db: Db | Tx, id: number): Promise<CustomerRow | undefined> {
  const [row] = await (db as Db).select().from(customers).where(eq(customers.id, id));
  return row;
}

/** The golf center the customer picks orders up at (a pickup location code), if any. */
export async function pickupCodeOfCustomer(db: Db | Tx, id: number): Promise<string | null> {
  const [row] = await (db as Db).select({ code: customers.pickupLocationCode }).from(customers).where(eq(customers.id, id)).limit(1);
  return row?.code ?? null;
}

/** Locks the customer's row until the transaction ends, so their writes (e.g. address book limits) queue. */
export async function lockCustomer(tx: Tx, id: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).for('update');
}

/**
 * Customers' contact fields as a read-only subquery, for another domain to join in its own single
 * statement (a cart's tax place, a return's e-mail) without holding the table.
 */
export const customerContacts = new QueryBuilder()
  .select({
    id: customers.id,
    email: customers.email,
    firstname: customers.firstname,
    lastname: customers.lastname,
    pickupLocationCode: customers.pickupLocationCode,
  })
  .from(customers)
  .as('customer_contacts');
