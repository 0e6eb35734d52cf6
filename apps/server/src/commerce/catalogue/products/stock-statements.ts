import { and, eq, sql } from 'drizzle-orm';
import { statementCache, unplannedValue, type Db } from '../../../platform/db/index.ts';
import { productStock } from './products.tables.ts';

const p = (name: string) => sql.placeholder(name);

/** Taking stock for an order (takeStock), prepared once per pool: every purchase of goods runs both. */
function prepareAll(db: Db) {
  return {
    // The ids hidden from the planner (unplannedValue): in view, PostgreSQL planned the look-up on every call.
    state: db
      .select({ productId: productStock.productId, manageStock: productStock.manageStock, isInStock: productStock.isInStock })
      .from(productStock)
      .where(sql`${productStock.productId} = any(${unplannedValue('ids', 'int[]')})`)
      .prepare('stock_state'),
    // Conditional on enough units: with the last unit, one of any number of concurrent orders gets it.
    take: db
      .update(productStock)
      .set({ qty: sql`${productStock.qty} - ${p('units')}::numeric`, updatedAt: sql`${p('now')}::timestamptz` })
      .where(and(eq(productStock.productId, p('productId')), eq(productStock.manageStock, true), sql`${productStock.qty} >= ${p('units')}::numeric`))
      .returning({ productId: productStock.productId })
      .prepare('stock_take'),
  };
}

export const stockStatements = statementCache(prepareAll);
