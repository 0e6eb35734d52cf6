import { sql } from 'drizzle-orm';
import { nullableJsonb, statementCache, type Db } from '../../platform/db/index.ts';
import { orders } from './orders.tables.ts';

const p = (name: string) => sql.placeholder(name);

/**
 * An order's insert, prepared once per pool: building it (some forty columns) cost several times
 * what running it did. Run on the placement's transaction with onTransaction. Its move to paid is
 * the lifecycle's (order-lifecycle.ts).
 */
function prepareAll(db: Db) {
  return {
    insert: db
      .insert(orders)
      .values({
        number: p('number'),
        createdAt: p('now'),
        updatedAt: p('now'),
        cartId: p('cartId'),
        customerId: p('customerId'),
        storeCode: p('storeCode'),
        source: p('source'),
        status: p('status'),
        email: p('email'),
        customerFirstname: p('customerFirstname'),
        customerLastname: p('customerLastname'),
        currency: p('currency'),
        subtotal: p('subtotal'),
        discountTotal: p('discountTotal'),
        taxTotal: p('taxTotal'),
        shippingTotal: p('shippingTotal'),
        grandTotal: p('grandTotal'),
        totals: p('totals'),
        couponCode: p('couponCode'),
        billingAddress: nullableJsonb('billingAddress'),
        shippingAddress: nullableJsonb('shippingAddress'),
        carrierCode: p('carrierCode'),
        carrierTitle: p('carrierTitle'),
        shippingMethod: p('shippingMethod'),
        payment: p('payment'),
        studentName: p('studentName'),
      })
      .returning()
      .prepare('order_insert'),
  };
}

export const orderStatements = statementCache(prepareAll);
