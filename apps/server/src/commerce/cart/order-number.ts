import { eq, sql } from 'drizzle-orm';
import { carts } from './cart.tables.ts';
import type { Tx } from '../../platform/db/transaction.ts';
import type { CartRow } from './cart-access.ts';
import { rowsOf } from '../../platform/db/index.ts';

/** The cart's order number, reserved once: a retry after a declined card keeps the same number. */
export async function reserveOrderNumber(tx: Tx, cart: CartRow): Promise<string> {
  if (cart.reservedOrderId) return cart.reservedOrderId;
  const [row] = await rowsOf<{ n: string }>(tx, sql`select nextval('commerce.order_number_seq')::text as n`);
  const number = row!.n;
  await tx.update(carts).set({ reservedOrderId: number }).where(eq(carts.id, cart.id));
  return number;
}
