import { eq, sql } from 'drizzle-orm';
import { carts } from './cart.tables.ts';
import type { Tx } from '../../platform/db/transaction.ts';
import type { CartRow } from './cart-access.ts';

/** The cart's order number, reserved once: a retry after a declined card keeps the same number. */
export async function reserveOrderNumber(tx: Tx, cart: CartRow): Promise<string> {
  if (cart.reservedOrderId) return cart.reservedOrderId;
  const result = await tx.execute(sql`select nextval('commerce.order_number_seq')::text as n`);
  const number = (result as unknown as { rows: { n: string }[] }).rows[0]!.n;
  await tx.update(carts).set({ reservedOrderId: number }).where(eq(carts.id, cart.id));
  return number;
}
