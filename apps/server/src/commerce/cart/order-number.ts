import { eq, sql } from 'drizzle-orm';
import { carts } from './cart.tables.ts';
import { onTransaction, rowsOf, type Db, type Tx } from '../../platform/db/index.ts';
import { cartStatements } from './cart-statements.ts';
import type { CartRow } from './cart-access.ts';
import type { CartTotals } from './cart.types.ts';

/**
 * The next shop order number from the sequence every order shares (checkout, fitting balances,
 * return exchanges, demo orders), so no two orders ever get one number. The sequence is defined
 * with the orders' tables; it is named here because orders import the cart, not the other way.
 */
export async function nextOrderNumber(db: Db | Tx): Promise<string> {
  const [row] = await rowsOf<{ n: string }>(db, sql`select nextval('commerce.order_number_seq')::text as n`);
  return row!.n;
}

/** The cart's order number, reserved once: a retry after a declined card keeps the same number. */
export async function reserveOrderNumber(tx: Tx, cart: CartRow): Promise<string> {
  if (cart.reservedOrderId) return cart.reservedOrderId;
  const number = await nextOrderNumber(tx);
  await tx.update(carts).set({ reservedOrderId: number }).where(eq(carts.id, cart.id));
  return number;
}

/**
 * Stores the totals an order is placed at and reserves the cart's order number (once: a retry after a
 * declined card keeps it), in one statement: `coalesce` takes a number from the sequence only when
 * the cart has none.
 */
export async function storeTotalsWithNumber(tx: Tx, cartId: number, totals: CartTotals): Promise<string> {
  const [row] = await onTransaction(tx, cartStatements, (s) => s.totalsWithNumber).execute({ cartId, totals });
  return row!.number!;
}
