import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { onTransaction, type Tx } from '../../../platform/db/index.ts';
import { stockStatements } from './stock-statements.ts';
import { productStock } from './products.tables.ts';

/** Units of each stocked product (a variant's own id for a configurable's child). */
export type StockUnits = Map<number, Decimal>;

/**
 * The one way units leave stock (an order, an exchange): in the caller's transaction, in product id
 * order (so concurrent orders lock rows in the same order and never deadlock), each decrement
 * conditional on enough units being there: with the last unit, exactly one of any number of
 * concurrent orders gets it. Answers the id of the first product that is short or not for sale (the
 * caller rolls back), or null when every unit was taken. Products that do not manage stock only
 * have to be in stock.
 */
export async function takeStock(tx: Tx, units: StockUnits, now: Date): Promise<number | null> {
  const ids = [...units.keys()].sort((a, b) => a - b);
  if (!ids.length) return null;
  const rows = await onTransaction(tx, stockStatements, (s) => s.state).execute({ ids });
  for (const id of ids) {
    const row = rows.find((r) => r.productId === id);
    if (!row || !row.isInStock) return id;
    if (!row.manageStock) continue;
    const n = units.get(id)!.toFixed();
    const taken = await onTransaction(tx, stockStatements, (s) => s.take).execute({ productId: id, units: n, now });
    if (!taken.length) return id;
  }
  return null;
}

/** The one way units come back (a declined payment's order, a resellable return). */
export async function giveBackStock(tx: Tx, units: StockUnits, now: Date): Promise<void> {
  for (const id of [...units.keys()].sort((a, b) => a - b)) {
    await tx
      .update(productStock)
      .set({ qty: sql`${productStock.qty} + ${units.get(id)!.toFixed()}`, updatedAt: now })
      .where(and(eq(productStock.productId, id), eq(productStock.manageStock, true)));
  }
}

/** Adds units to a map of units (lines of one product add up). */
export function addUnits(units: StockUnits, productId: number, n: Decimal.Value): StockUnits {
  units.set(productId, (units.get(productId) ?? new Decimal(0)).plus(n));
  return units;
}
