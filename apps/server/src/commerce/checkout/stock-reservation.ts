import Decimal from 'decimal.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { productStock } from '../catalogue/index.ts';
import { stockNeeds, type CartItemRow, type Tx } from '../cart/index.ts';

/** Units of each stocked product an order takes, summed over its lines. */
export function unitsOf(items: CartItemRow[]): Map<number, Decimal> {
  const total = new Map<number, Decimal>();
  for (const item of items) for (const [id, n] of stockNeeds(item)) total.set(id, (total.get(id) ?? new Decimal(0)).plus(n));
  return total;
}

/**
 * Takes the units out of stock in the order's transaction, in product id order (so concurrent orders
 * lock rows in the same order and never deadlock). Each decrement is conditional on enough units
 * being there: with the last unit, exactly one of any number of concurrent orders gets it.
 * Returns false (and the caller rolls back) when any product is short.
 */
export async function reserveStock(tx: Tx, units: Map<number, Decimal>, now: Date): Promise<boolean> {
  const ids = [...units.keys()].sort((a, b) => a - b);
  if (!ids.length) return true;
  const rows = await tx
    .select({ productId: productStock.productId, manageStock: productStock.manageStock, isInStock: productStock.isInStock })
    .from(productStock)
    .where(inArray(productStock.productId, ids));
  for (const id of ids) {
    const row = rows.find((r) => r.productId === id);
    if (!row || !row.isInStock) return false;
    if (!row.manageStock) continue;
    const n = units.get(id)!.toFixed();
    const taken = await tx
      .update(productStock)
      .set({ qty: sql`${productStock.qty} - ${n}`, updatedAt: now })
      .where(and(eq(productStock.productId, id), eq(productStock.manageStock, true), sql`${productStock.qty} >= ${n}`))
      .returning({ productId: productStock.productId });
    if (!taken.length) return false;
  }
  return true;
}

/** Puts units back (an order's payment was declined). */
export async function releaseStock(tx: Tx, units: Map<number, Decimal>, now: Date): Promise<void> {
  for (const id of [...units.keys()].sort((a, b) => a - b)) {
    await tx
      .update(productStock)
      .set({ qty: sql`${productStock.qty} + ${units.get(id)!.toFixed()}`, updatedAt: now })
      .where(and(eq(productStock.productId, id), eq(productStock.manageStock, true)));
  }
}
