import { and, asc, eq, getTableColumns, isNull, or, sql } from 'drizzle-orm';
import { nullableJsonb, setTo, statementCache, type Db } from '../../platform/db/index.ts';
import { defaultBillingPlaces } from '../addresses/index.ts';
import { currentDocumentOf } from '../catalogue/index.ts';
import { customerContacts } from '../customer/index.ts';
import { pickupPlaces } from '../pickup/index.ts';
import { cartRules } from './cart-rules.tables.ts';
import { cartItems, carts } from './cart.tables.ts';
import type { CartTotals } from './cart.types.ts';

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
    // A portal purchase's side cart, made with its placement lease when it is placed at once.
    sideCart: db
      .insert(carts)
      .values({
        maskedId,
        customerId: sql.placeholder('customerId'),
        storeCode: sql.placeholder('storeCode'),
        email: sql.placeholder('email'),
        source: sql.placeholder('source'),
        studentName: sql.placeholder('studentName'),
        totals: sql.placeholder('totals'),
        billingAddress: nullableJsonb('billingAddress'),
        paymentMethod: nullableJsonb('paymentMethod'),
        placingUntil: sql`now() + make_interval(secs => ${sql.placeholder('placingFor')}::int)`,
      })
      .returning()
      .prepare('cart_side_new'),
    // The totals an order is placed at, and its number reserved once (storeTotalsWithNumber).
    totalsWithNumber: db
      .update(carts)
      .set({ totals: setTo<CartTotals>('totals'), reservedOrderId: sql`coalesce(${carts.reservedOrderId}, nextval('commerce.order_number_seq')::text)` })
      .where(eq(carts.id, cartId))
      .returning({ number: carts.reservedOrderId })
      .prepare('cart_totals_with_number'),
    // A cart closed (closeCart by id); no `now`: its time of change stays.
    close: db
      .update(carts)
      .set({ isActive: false, placingUntil: null, updatedAt: sql`coalesce(${sql.placeholder('now')}::timestamptz, ${carts.updatedAt})` })
      .where(eq(carts.id, cartId))
      .prepare('cart_close'),
    // The rules that may discount a cart on a day (rulesFor): those without a coupon, and the coupon's rule (null: none).
    rules: db
      .select()
      .from(cartRules)
      .where(
        and(
          eq(cartRules.isActive, true),
          sql`${sql.placeholder('storeCode')} = any(${cartRules.storeCodes})`,
          or(isNull(cartRules.fromDate), sql`${cartRules.fromDate} <= ${sql.placeholder('today')}`),
          or(isNull(cartRules.toDate), sql`${cartRules.toDate} >= ${sql.placeholder('today')}`),
          or(eq(cartRules.couponType, 'no_coupon'), eq(cartRules.id, sql.placeholder('couponRuleId'))),
        ),
      )
      .orderBy(asc(cartRules.sortOrder), asc(cartRules.id))
      .prepare('cart_rules_for'),
    // Where a cart is taxed (taxDestinationOf): goods at the pickup place, virtual carts at an address.
    taxPlacesGoods: taxPlaces(db, false).prepare('cart_tax_places_goods'),
    taxPlacesVirtual: taxPlaces(db, true).prepare('cart_tax_places_virtual'),
  };
}

/** The pickup place (goods only: the cart's own, else the customer's center) and the default billing address of a cart's customer. */
function taxPlaces(db: Db, isVirtual: boolean) {
  return db
    .select({
      pickupCountry: pickupPlaces.countryCode,
      pickupRegion: pickupPlaces.regionCode,
      pickupPostcode: pickupPlaces.postcode,
      bookCountry: defaultBillingPlaces.countryCode,
      bookRegion: defaultBillingPlaces.regionCode,
      bookPostcode: defaultBillingPlaces.postcode,
    })
    .from(customerContacts)
    .leftJoin(
      pickupPlaces,
      isVirtual ? sql`false` : eq(pickupPlaces.code, sql`coalesce(${sql.placeholder('cartPickup')}::text, ${customerContacts.pickupLocationCode})`),
    )
    .leftJoin(defaultBillingPlaces, eq(defaultBillingPlaces.customerId, customerContacts.id))
    .where(eq(customerContacts.id, sql.placeholder('customerId')))
    .limit(1);
}

/** The statements of a database handle, prepared on first use. */
export const cartStatements = statementCache(prepareAll);
