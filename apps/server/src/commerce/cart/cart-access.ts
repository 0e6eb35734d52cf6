import { and, eq, sql } from 'drizzle-orm';
import { onTransaction, type Db, type Tx } from '../../platform/db/index.ts';
import { randomToken } from '../../platform/crypto.ts';
import { ServiceError } from '../../platform/errors.ts';
import type { CommerceCustomer } from '../customer/index.ts';
import type { Store } from '../store/index.ts';
import { carts, type CartSource } from './cart.tables.ts';
import { cartStatements } from './cart-statements.ts';
import { emptyTotals } from './totals/compute-totals.ts';

export type CartRow = typeof carts.$inferSelect;
/** A transaction handle; it reads and writes like the database. */
export type { Tx } from '../../platform/db/index.ts';
export const asDb = (tx: Tx | Db): Db => tx as unknown as Db;

/** Magento's cart errors (QuoteGraphQl's GetCartForUser), word for word. */
export const cartErrors = {
  missingId: () => new ServiceError('invalid', 'Required parameter "cart_id" is missing'),
  notFound: (id: string) => new ServiceError('not-found', `Could not find a cart with ID "${id}"`, { code: 'CART_NOT_FOUND' }),
  inactive: () => new ServiceError('not-found', "The cart isn't active.", { code: 'CART_NOT_ACTIVE' }),
  foreign: (id: string) => new ServiceError('forbidden', `The current user cannot perform operations on cart "${id}"`),
  busy: () => new ServiceError('conflict', 'The order for this cart is being placed. Wait a moment and try again.'),
};

/**
 * A cart the customer may use: it exists in this store, is active and is theirs. With `lock`, the
 * row is locked for the rest of the transaction, so changes to one cart happen one after another.
 */
export async function cartForCustomer(
  db: Db | Tx,
  maskedId: string | null | undefined,
  customer: CommerceCustomer | null,
  store: Store,
  opts: { lock?: boolean; allowInactive?: boolean } = {},
): Promise<CartRow> {
  if (!maskedId?.trim()) throw cartErrors.missingId();
  const query = asDb(db).select().from(carts).where(eq(carts.maskedId, maskedId));
  const [cart] = opts.lock ? await query.for('update') : await query;
  return usableCart(cart, maskedId, customer, store, opts.allowInactive ?? false);
}

/** The cart read by a masked id, when the customer may use it: Magento's refusals otherwise, in its order. */
export function usableCart(cart: CartRow | undefined, maskedId: string, customer: CommerceCustomer | null, store: Store, allowInactive = false): CartRow {
  if (!cart || cart.storeCode !== store.code) throw cartErrors.notFound(maskedId);
  if (!cart.isActive && !allowInactive) throw cartErrors.inactive();
  if (!customer || cart.customerId !== customer.id) throw cartErrors.foreign(maskedId);
  return cart;
}

/**
 * Refuses changes while the cart's order is being placed. The placement lease is a technical timer
 * (a crashed process's hold runs out in real seconds), set and taken on the database's own clock, so
 * it is compared with real time here, not with the service clock.
 */
export function assertNotPlacing(cart: CartRow): void {
  if (cart.placingUntil && cart.placingUntil.getTime() > Date.now()) throw cartErrors.busy();
}

/** A new cart id: random, unguessable, Magento's 32 characters. */
export const newMaskedId = () => randomToken(24);

/**
 * The customer's active shop cart in a store, made when there is none. Two concurrent first calls
 * make one cart: the partial unique index keeps one active shop cart per customer and store.
 */
export async function activeCartOf(db: Db, customer: CommerceCustomer, store: Store): Promise<CartRow> {
  const find = () =>
    db
      .select()
      .from(carts)
      .where(and(eq(carts.customerId, customer.id), eq(carts.storeCode, store.code), eq(carts.isActive, true), eq(carts.source, 'shop')))
      .limit(1);
  const [found] = await find();
  if (found) return found;
  await db
    .insert(carts)
    .values({ maskedId: newMaskedId(), customerId: customer.id, storeCode: store.code, email: customer.email, totals: emptyTotals(store.currency) })
    .onConflictDoNothing();
  const [made] = await find();
  return made!;
}

/** A cart outside the customer's shop cart (a portal purchase, a club order). */
export async function createSideCart(
  db: Db | Tx,
  customer: CommerceCustomer,
  store: Store,
  source: Exclude<CartSource, 'shop'>,
  studentName: string | null = null,
  choices: Partial<Pick<CartRow, 'billingAddress' | 'paymentMethod'>> & { placingFor?: number } = {},
): Promise<CartRow> {
  const [row] = await onTransaction(db as Tx, cartStatements, (s) => s.sideCart).execute({
    maskedId: newMaskedId(),
    customerId: customer.id,
    storeCode: store.code,
    email: customer.email,
    source,
    studentName,
    totals: emptyTotals(store.currency),
    billingAddress: choices.billingAddress ?? null,
    paymentMethod: choices.paymentMethod ?? null,
    // A cart made to be placed at once starts with its placement lease (no claim after).
    placingFor: choices.placingFor || null,
  });
  return row!;
}

/** Closes every active cart of a customer (Magento's deActiveAllCustomerCart): returns how many. */
export async function deactivateCarts(db: Db, customerId: number): Promise<number> {
  const rows = await db
    .update(carts)
    .set({ isActive: false, updatedAt: sql`now()` })
    .where(and(eq(carts.customerId, customerId), eq(carts.isActive, true), sql`(${carts.placingUntil} is null or ${carts.placingUntil} < now())`))
    .returning({ id: carts.id });
  return rows.length;
}
