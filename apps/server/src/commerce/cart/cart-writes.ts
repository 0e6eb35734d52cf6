import { and, eq, sql } from 'drizzle-orm';
import { onTransaction, type Db } from '../../platform/db/index.ts';
import { cartStatements } from './cart-statements.ts';
import { asDb, type CartRow, type Tx } from './cart-access.ts';
import { carts } from './cart.tables.ts';

/** What checkout, club orders and subscription billing set on a cart before it is placed. */
export type CheckoutChoices = Partial<Pick<CartRow, 'billingAddress' | 'shippingAddress' | 'shippingMethod' | 'paymentMethod' | 'totals'>>;

/** Saves checkout's choices on a cart (the cart's own rules were checked by the caller's `changeCart`). */
export async function saveCheckoutChoices(db: Db | Tx, cartId: number, choices: CheckoutChoices): Promise<void> {
  await asDb(db).update(carts).set(choices).where(eq(carts.id, cartId));
}

/** Closes a cart: placed, abandoned by its purchase, or replaced. A closed cart takes no more changes. */
export async function closeCart(db: Db | Tx, cart: { id: number } | { maskedId: string }, now?: Date): Promise<void> {
  // A closed cart is placed by no one: its placement lease goes with it (no release after).
  if ('id' in cart) {
    await onTransaction(db as Tx, cartStatements, (s) => s.close).execute({ cartId: cart.id, now: now ?? null });
    return;
  }
  await asDb(db)
    .update(carts)
    .set({ isActive: false, placingUntil: null, ...(now ? { updatedAt: now } : {}) })
    .where(eq(carts.maskedId, cart.maskedId));
}

/**
 * Takes a cart's placement lease with one conditional update: of any number of requests, one wins
 * (the others wait); a crashed holder's lease lapses after `seconds`.
 */
export async function claimPlacement(db: Db, cartId: number, seconds: number): Promise<CartRow | null> {
  const [row] = await db
    .update(carts)
    .set({ placingUntil: sql`now() + make_interval(secs => ${seconds})` })
    .where(and(eq(carts.id, cartId), eq(carts.isActive, true), sql`(${carts.placingUntil} is null or ${carts.placingUntil} < now())`))
    .returning();
  return row ?? null;
}

export async function releasePlacement(db: Db, cartId: number): Promise<void> {
  await db.update(carts).set({ placingUntil: null }).where(eq(carts.id, cartId));
}
