import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/index.ts';
import type { CartRow } from './cart-access.ts';
import { cartRules, coupons } from './cart-rules.tables.ts';
import { cartItems, carts } from './cart.tables.ts';
import type { CartItemRow } from './totals/price-lines.ts';

// The cart's reads for checkout, club orders, payments and subscriptions: rows by id or key, one
// statement each.

type Reader = Db | Tx;
export type CouponRow = typeof coupons.$inferSelect;
export type CartRuleRow = typeof cartRules.$inferSelect;

/** A cart by id, active or not. */
export async function cartById(db: Reader, id: number): Promise<CartRow | undefined> {
  const [row] = await (db as Db).select().from(carts).where(eq(carts.id, id));
  return row;
}

/** A cart by its masked id, active or not. */
export async function cartByMaskedId(db: Reader, maskedId: string): Promise<CartRow | undefined> {
  const [row] = await (db as Db).select().from(carts).where(eq(carts.maskedId, maskedId));
  return row;
}

/** A cart by id if it is still active (not placed or closed). */
export async function activeCartById(db: Reader, id: number): Promise<CartRow | undefined> {
  const [row] = await (db as Db)
    .select()
    .from(carts)
    .where(and(eq(carts.id, id), eq(carts.isActive, true)));
  return row;
}

/** The masked ids of those of some carts that are still active (one statement). */
export async function activeCartKeys(db: Reader, ids: readonly number[]): Promise<{ id: number; maskedId: string }[]> {
  return ids.length
    ? (db as Db)
        .select({ id: carts.id, maskedId: carts.maskedId })
        .from(carts)
        .where(and(inArray(carts.id, [...ids]), eq(carts.isActive, true)))
    : [];
}

/** The customer's active cart that reserved an order number, if any. */
export async function activeCartWithOrderNumber(db: Reader, customerId: number, orderNumber: string): Promise<CartRow | undefined> {
  const [row] = await (db as Db)
    .select()
    .from(carts)
    .where(and(eq(carts.reservedOrderId, orderNumber), eq(carts.customerId, customerId), eq(carts.isActive, true)));
  return row;
}

/** A cart's lines in id order, optionally of one product type. */
export async function cartLinesOf(db: Reader, cartId: number, productType?: string): Promise<CartItemRow[]> {
  return (db as Db)
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), productType ? eq(cartItems.productType, productType) : undefined))
    .orderBy(asc(cartItems.id));
}

/** The coupon of a code, whatever its case. */
export async function couponOfCode(db: Reader, code: string): Promise<CouponRow | undefined> {
  const [row] = await (db as Db)
    .select()
    .from(coupons)
    .where(sql`lower(${coupons.code}) = lower(${code})`);
  return row;
}

/** A cart price rule by id. */
export async function cartRuleById(db: Reader, id: number): Promise<CartRuleRow | undefined> {
  const [row] = await (db as Db).select().from(cartRules).where(eq(cartRules.id, id));
  return row;
}
