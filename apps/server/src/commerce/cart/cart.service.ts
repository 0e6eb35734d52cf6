import Decimal from 'decimal.js';
import { and, count, eq } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { ServiceError } from '../../platform/errors.ts';
import { catalogueForStore, primeProductsById, type Catalogue } from '../catalogue/index.ts';
import type { CommerceCustomer } from '../customer/index.ts';
import type { Store } from '../store/index.ts';
import { asDb, assertNotPlacing, cartErrors, cartForCustomer, usableCart, type CartRow, type Tx } from './cart-access.ts';
import { cartStatements } from './cart-statements.ts';
import { loadTotalsContext, recalculate, type ReadBefore } from './cart-recalc.ts';
import { cartItems, carts } from './cart.tables.ts';
import { invalidCoupon, usableCoupon } from './coupons.ts';
import { ItemRefused, type ItemRequest, type UserErrorCode } from './item-input.ts';
import { quantityProblem, resolveItem, type ResolvedItem } from './resolve-item.ts';
import { loadPricing, priceLines, primePricing, productIdsToPrice, stockNeeds, stockProblem, type CartItemRow } from './totals/price-lines.ts';
import { inTransaction, onTransaction } from '../../platform/db/index.ts';
import type { CheckoutChoices } from './cart-writes.ts';

export interface UserError {
  code: UserErrorCode;
  message: string;
  quantity: number | null;
}

/** A cart holds at most this many lines. */
export const MAX_LINES = 100;

export interface Shopper {
  customer: CommerceCustomer | null;
  store: Store;
}

/** Runs a change of one cart in a transaction with the cart locked, then stores its new totals. */
export async function changeCart<T>(
  ctx: Ctx,
  shopper: Shopper,
  maskedId: string | null | undefined,
  change: (tx: Tx, cart: CartRow, catalogue: Catalogue) => Promise<T>,
): Promise<{ cart: CartRow; result: T }> {
  return inTransaction(ctx.db, async (tx) => {
    const cart = await lockCart(tx, shopper, maskedId);
    assertNotPlacing(cart);
    const result = await change(tx, cart, catalogueForStore(asDb(tx), shopper.store, '', ctx.clock.now()));
    const fresh = (await tx.select().from(carts).where(eq(carts.id, cart.id)))[0]!;
    return { cart: await recalculate(tx, fresh, ctx.clock.now()), result };
  });
}

/** The shopper's cart, locked for the rest of the transaction (Magento's refusals when they may not use it). */
async function lockCart(tx: Tx, shopper: Shopper, maskedId: string | null | undefined): Promise<CartRow> {
  if (!maskedId?.trim()) throw cartErrors.missingId();
  const [row] = await onTransaction(tx, cartStatements, (s) => s.lockedCart).execute({ maskedId });
  return usableCart(row, maskedId, shopper.customer, shopper.store);
}

/** Whether the line's units, with `qty` in place of its quantity, are in stock (a user error if not). */
async function stockCheck(catalogue: Catalogue, line: Parameters<typeof stockNeeds>[0]): Promise<UserError | null> {
  for (const [productId, need] of stockNeeds(line)) {
    const problem = stockProblem(await catalogue.products.stock.load(productId), need);
    if (problem) return { code: problem.startsWith('The requested') ? 'INSUFFICIENT_STOCK' : 'NOT_SALABLE', message: problem, quantity: null };
  }
  return null;
}

/** The cart as it is now, unlocked, with its lines: two prepared statements side by side. Undefined when the shopper may not use it. */
async function cartAsItIs(ctx: Ctx, shopper: Shopper, maskedId: string) {
  const statements = cartStatements(ctx.db);
  const [[row], items] = await Promise.all([statements.cart.execute({ maskedId }), statements.lines.execute({ maskedId })]);
  try {
    return { cart: usableCart(row, maskedId, shopper.customer, shopper.store), items };
  } catch {
    return undefined;
  }
}

/** The lines a cart will hold once the resolved items are added (new lines with negative ids). */
function linesAfter(cartId: number, items: CartItemRow[], added: ResolvedItem[]): CartItemRow[] {
  const lines = [...items];
  added.forEach((item, i) => {
    const at = lines.findIndex((l) => l.productId === item.productId && l.optionsKey === item.optionsKey);
    if (at >= 0) lines[at] = { ...lines[at]!, qty: item.qty.plus(lines[at]!.qty).toFixed() };
    else lines.push({ ...item, id: -1 - i, cartId, qty: item.qty.toFixed(), createdAt: new Date(0) });
  });
  return lines;
}

/**
 * Adds products of every type. Each refused item is a user error (Magento's codes and messages)
 * and the others are still added; the same product with the same options raises one line's quantity.
 *
 * Everything the change reads besides the cart's own rows is read before the cart is locked, on the
 * pool and side by side: what each request names, the catalogue data the cart's lines will be priced
 * from, its rules and tax rates. The locked section is then the cart row, its lines, the line written,
 * the gift codes and the totals stored: fifty shoppers adding at once hold their carts (and database
 * connections) for a few statements each. What the cart turned out to hold that was not foreseen (a
 * line added meanwhile) is read in the transaction.
 */
export async function addProducts(
  ctx: Ctx,
  shopper: Shopper,
  maskedId: string,
  requests: ItemRequest[],
  opts: { fresh?: CartRow; whenGoods?: Pick<CartRow, 'shippingAddress' | 'shippingMethod'> } = {},
): Promise<{ cart: CartRow; userErrors: UserError[]; read: ReadBefore }> {
  if (!requests.length) throw new ServiceError('invalid', 'Required parameter "cart_items" is missing');
  // A side cart its caller has just created (and told nobody of) is empty and changed by no one else.
  // `whenGoods`: its delivery when it turns out to hold goods, stored with its totals and priced with them.
  let { fresh } = opts;
  let delivery: CheckoutChoices | undefined;
  const now = ctx.clock.now();
  const catalogue = catalogueForStore(ctx.db, shopper.store, '', now);
  const [resolved, seen] = await Promise.all([
    Promise.all(
      requests.map((request) =>
        resolveItem(ctx.db, catalogue, request).catch((error: unknown) => {
          if (error instanceof ItemRefused) return error;
          throw error;
        }),
      ),
    ),
    fresh
      ? { cart: fresh, items: [] }
      : maskedId?.trim()
        ? // The lines' catalogue data in one statement, while the items asked for are resolved.
          cartAsItIs(ctx, shopper, maskedId).then(async (seen) => {
            if (seen) await primeProductsById(ctx.db, catalogue, productIdsToPrice(seen.items));
            return seen;
          })
        : undefined,
  ]);
  const adding = resolved.filter((r): r is ResolvedItem => !(r instanceof ItemRefused));
  let before: ReadBefore = {};
  if (seen) {
    const foreseen = linesAfter(seen.cart.id, seen.items, adding);
    const pricing = await loadPricing(catalogue, foreseen);
    // Priced here only to know whether the cart will be virtual (taxed at the billing address): read from what was just loaded.
    const lines = await priceLines(catalogue, foreseen);
    const isVirtual = lines.length > 0 && lines.every((l) => l.isVirtual);
    if (fresh && opts.whenGoods && !isVirtual) {
      delivery = opts.whenGoods;
      fresh = seen.cart = { ...fresh, ...delivery };
    }
    before = { pricing, context: await loadTotalsContext(ctx.db, seen.cart, isVirtual, now) };
  }
  return inTransaction(ctx.db, async (tx) => {
    const cart = fresh ?? (await lockCart(tx, shopper, maskedId));
    if (!fresh) assertNotPlacing(cart); // a fresh side cart may carry its own caller's placement lease
    const items = fresh ? [] : await onTransaction(tx, cartStatements, (s) => s.linesOfCart).execute({ cartId: cart.id });
    const locked = catalogueForStore(asDb(tx), shopper.store, '', now);
    if (before.pricing) primePricing(locked, before.pricing);
    const errors: UserError[] = [];
    for (const item of resolved) {
      try {
        if (item instanceof ItemRefused) throw item;
        const at = items.findIndex((l) => l.productId === item.productId && l.optionsKey === item.optionsKey);
        const existing = at >= 0 ? items[at] : undefined;
        const qty = existing ? item.qty.plus(existing.qty) : item.qty;
        // Advisory, like Magento's: the order takes the units with a conditional update.
        const problem = await stockCheck(locked, { ...item, qty: qty.toFixed() });
        if (problem) throw new ItemRefused(problem.code, problem.message);
        if (existing) {
          const [row] = await onTransaction(tx, cartStatements, (s) => s.lineQty).execute({ id: existing.id, qty: qty.toFixed() });
          items[at] = row!;
        } else {
          if (items.length >= MAX_LINES) throw new ItemRefused('UNDEFINED', `A cart holds up to ${MAX_LINES} different items.`);
          const [row] = await onTransaction(tx, cartStatements, (s) => s.newLine).execute({
            cartId: cart.id,
            productId: item.productId,
            variantId: item.variantId,
            productType: item.productType,
            qty: qty.toFixed(),
            options: item.options,
            optionsKey: item.optionsKey,
          });
          items.push(row!);
        }
      } catch (error) {
        if (!(error instanceof ItemRefused)) throw error;
        errors.push({ code: error.code, message: error.message, quantity: error.quantity });
      }
    }
    // What the totals were computed from: placing this cart's order next may price it from the same reads.
    const read = { ...before, items, ...(fresh ? { madeHere: true } : {}) };
    return { cart: await recalculate(tx, cart, now, read, delivery), userErrors: errors, read };
  });
}

/** Changes item quantities (0 removes the item). Items that cannot take the quantity are errors, the others change. */
export async function updateItems(
  ctx: Ctx,
  shopper: Shopper,
  maskedId: string,
  updates: { itemId: number | null; qty: number | null }[],
): Promise<{ cart: CartRow; errors: UserError[] }> {
  if (!updates.length) throw new ServiceError('invalid', 'Required parameter "cart_items" is missing.');
  const { cart, result } = await changeCart(ctx, shopper, maskedId, async (tx, cart, catalogue) => {
    const errors: UserError[] = [];
    for (const u of updates) {
      if (u.itemId === null) throw new ServiceError('invalid', 'Required parameter "cart_item_uid" for "cart_items" is missing.');
      if (u.qty === null) throw new ServiceError('invalid', 'Required parameter "quantity" for "cart_items" is missing.');
      const [line] = await tx
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.id, u.itemId), eq(cartItems.cartId, cart.id)));
      if (!line) {
        errors.push({ code: 'COULD_NOT_FIND_CART_ITEM', message: `Could not find cart item with id: ${u.itemId}.`, quantity: null });
        continue;
      }
      if (!Number.isFinite(u.qty) || u.qty < 0) {
        errors.push({ code: 'INVALID_PARAMETER_VALUE', message: 'The product quantity should be greater than 0', quantity: null });
        continue;
      }
      if (u.qty === 0) {
        await tx.delete(cartItems).where(eq(cartItems.id, line.id));
        continue;
      }
      const rule = quantityProblem(await catalogue.products.stock.load(line.variantId ?? line.productId), new Decimal(u.qty));
      if (rule) {
        errors.push({ ...rule, quantity: null });
        continue;
      }
      const problem = await stockCheck(catalogue, { ...line, qty: new Decimal(u.qty).toFixed() });
      if (problem) {
        errors.push(problem);
        continue;
      }
      await tx
        .update(cartItems)
        .set({ qty: new Decimal(u.qty).toFixed() })
        .where(eq(cartItems.id, line.id));
    }
    return errors;
  });
  return { cart, errors: result };
}

/** Removes a line. Refuses an item the cart does not hold, with Magento's message. */
export async function removeItem(ctx: Ctx, shopper: Shopper, maskedId: string, itemId: number | null): Promise<CartRow> {
  if (itemId === null) throw new ServiceError('invalid', 'Required parameter "cart_item_uid" is missing.');
  const { cart } = await changeCart(ctx, shopper, maskedId, async (tx, cart) => {
    const removed = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)))
      .returning({ id: cartItems.id });
    if (!removed.length) throw new ServiceError('not-found', "The cart doesn't contain the item");
  });
  return cart;
}

/** Applies a coupon. Refuses an empty cart, a second coupon and a code that is not valid for this cart now. */
export async function applyCoupon(ctx: Ctx, shopper: Shopper, maskedId: string, code: string): Promise<CartRow> {
  if (!code.trim()) throw new ServiceError('invalid', 'Required parameter "coupon_code" is missing');
  const { cart } = await changeCart(ctx, shopper, maskedId, async (tx, cart) => {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(cartItems).where(eq(cartItems.cartId, cart.id));
    if (n === 0) throw new ServiceError('rule', 'Cart does not contain products.', { data: { reason: 'cart_empty' } });
    if (cart.couponCode)
      throw new ServiceError('rule', 'A coupon is already applied to the cart. Please remove it to apply another', {
        data: { reason: 'coupon_already_applied' },
      });
    const coupon = await usableCoupon(tx, cart, code, ctx.clock.now());
    await tx.update(carts).set({ couponCode: coupon.code }).where(eq(carts.id, cart.id));
  });
  // The coupon's rule conditions (minimum subtotal, items) decide whether it applies at all.
  if (!cart.couponCode) {
    await inTransaction(ctx.db, async (tx) => {
      await tx.update(carts).set({ couponCode: null }).where(eq(carts.id, cart.id));
    });
    throw invalidCoupon('rule');
  }
  return cart;
}

export async function removeCoupon(ctx: Ctx, shopper: Shopper, maskedId: string): Promise<CartRow> {
  const { cart } = await changeCart(ctx, shopper, maskedId, async (tx, cart) => {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(cartItems).where(eq(cartItems.cartId, cart.id));
    if (n === 0) throw new ServiceError('rule', 'Cart does not contain products');
    await tx.update(carts).set({ couponCode: null }).where(eq(carts.id, cart.id));
  });
  return cart;
}

/** Records the omni-channel set chosen for the cart (no effect on its totals). */
export async function setOmniSelectedSet(ctx: Ctx, shopper: Shopper, maskedId: string, value: string): Promise<CartRow> {
  const set = value.trim();
  if (!set) throw new ServiceError('invalid', 'Required parameter "omni_selected_set" is missing');
  if (set.length > 255) throw new ServiceError('invalid', 'omni_selected_set is longer than 255 characters.');
  return inTransaction(ctx.db, async (tx) => {
    const cart = await cartForCustomer(tx, maskedId, shopper.customer, shopper.store, { lock: true });
    assertNotPlacing(cart);
    const [row] = await tx.update(carts).set({ omniSelectedSet: set, updatedAt: ctx.clock.now() }).where(eq(carts.id, cart.id)).returning();
    return row!;
  });
}
