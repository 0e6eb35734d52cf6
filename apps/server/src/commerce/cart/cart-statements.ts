import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { statementCache, type Db } from '../../platform/db/index.ts';
import { currentDocumentOf } from '../catalogue/index.ts';
import { cartItems, carts } from './cart.tables.ts';
import type { CartTotals } from './cart.types.ts';

/**
 * A placeholder where an update's `set` takes a value: Drizzle fills it through the column's encoder
 * (jsonb, timestamps) as it does for `insert … values`, but `set`'s types do not list placeholders.
 */
const setTo = <T>(name: string) => sql.placeholder(name) as unknown as T;

/**
 * A cart read (the cart page, the mini cart, checkout's summary) as two prepared statements that run
 * side by side: the cart row by its masked id, and its items, with their products' documents, found
 * by the same masked id rather than after the row. Carts are read far more often than they change,
 * and building and planning these selects cost more than running them. Placeholders: maskedId, and
 * for the items the catalogue's documentParams.
 */
function prepareAll(db: Db) {
  const maskedId = sql.placeholder('maskedId');
  const cartId = sql.placeholder('cartId');
  return {
    cart: db.select().from(carts).where(eq(carts.maskedId, maskedId)).limit(1).prepare('cart_by_masked_id'),
    // Each line with its product's current storefront document (placeholders of currentDocumentOf):
    // the lines' product fields then cost no round trip of their own.
    items: db
      .select({ item: getTableColumns(cartItems), doc: currentDocumentOf(sql`${cartItems}.product_id`) })
      .from(cartItems)
      .where(sql`${cartItems.cartId} = (select ${carts.id} from ${carts} where ${carts.maskedId} = ${maskedId})`)
      .orderBy(asc(cartItems.id))
      .prepare('cart_items_by_masked_id'),
    // The lines alone (what a change of the cart prices), by the same masked id.
    lines: db
      .select()
      .from(cartItems)
      .where(sql`${cartItems.cartId} = (select ${carts.id} from ${carts} where ${carts.maskedId} = ${maskedId})`)
      .orderBy(asc(cartItems.id))
      .prepare('cart_lines_by_masked_id'),
    // The writes' statements, run on the transaction's connection (onTransaction): the cart locked,
    // its lines after the lock, a line written, the totals stored.
    lockedCart: db.select().from(carts).where(eq(carts.maskedId, maskedId)).for('update').prepare('cart_by_masked_id_for_update'),
    linesOfCart: db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.id)).prepare('cart_lines_by_cart_id'),
    lineQty: db
      .update(cartItems)
      .set({ qty: setTo<string>('qty') })
      .where(eq(cartItems.id, sql.placeholder('id')))
      .returning()
      .prepare('cart_line_qty'),
    newLine: db
      .insert(cartItems)
      .values({
        cartId,
        productId: sql.placeholder('productId'),
        variantId: sql.placeholder('variantId'),
        productType: sql.placeholder('productType'),
        qty: sql.placeholder('qty'),
        options: sql.placeholder('options'),
        optionsKey: sql.placeholder('optionsKey'),
      })
      .returning()
      .prepare('cart_line_new'),
    storeTotals: db
      .update(carts)
      .set({ totals: setTo<CartTotals>('totals'), couponCode: setTo<string | null>('couponCode'), updatedAt: setTo<Date>('updatedAt') })
      .where(eq(carts.id, cartId))
      .returning()
      .prepare('cart_store_totals'),
  };
}

/** The statements of a database handle, prepared on first use. */
export const cartStatements = statementCache(prepareAll);
