import Decimal from 'decimal.js';
import { asc, eq, sql } from 'drizzle-orm';
import { catalogueForStore, currencyDigits, todayIn } from '../catalogue/index.ts';
import { findStore } from '../store/index.ts';
import { onTransaction, sideBySide, type Db } from '../../platform/db/index.ts';
import { asDb, type CartRow, type Tx } from './cart-access.ts';
import { coupons } from './cart-rules.tables.ts';
import { taxRatesAt } from '../tax/index.ts';
import { cartItems, carts } from './cart.tables.ts';
import { cartStatements } from './cart-statements.ts';
import { computeTotals, type RuleForTotals, type TaxRate } from './totals/compute-totals.ts';
import { loadPricing, primePricing, priceLines, type LinePricing } from './totals/price-lines.ts';
import { answerWithItems } from './cart-answer.ts';
import type { CheckoutChoices } from './cart-writes.ts';
import { shippingAmount } from './shipping.ts';
import { applyTotalsExtensions } from './totals-extensions.ts';
import { taxDestinationOf } from './tax-destination.ts';

/** The rules that may discount a cart today: every active rule without a coupon, and the cart's coupon's rule. */
async function rulesFor(tx: Tx, cart: CartRow, today: string, couponRuleId: number | null): Promise<RuleForTotals[]> {
  const rows = await onTransaction(tx, cartStatements, (s) => s.rules).execute({ storeCode: cart.storeCode, today, couponRuleId });
  return rows.map((r) => ({
    id: r.id,
    label: r.label,
    labels: r.labels,
    conditions: r.conditions,
    actionType: r.actionType,
    discountAmount: new Decimal(r.discountAmount),
    maxDiscountQty: r.maxDiscountQty ? new Decimal(r.maxDiscountQty) : null,
    actionSkus: r.actionSkus,
    stopRulesProcessing: r.stopRulesProcessing,
  }));
}

/** What a cart's totals read besides its lines' catalogue data: the rules that may discount it and the tax rates where it is taxed. */
export interface TotalsContext {
  /** What the reads depended on: the context stands for a cart with the same key. */
  key: string;
  couponRuleId: number | null;
  rules: RuleForTotals[];
  rates: TaxRate[];
}

// Keys sorted: an address read back from jsonb lists its keys in another order than the one written.
const sortedKeys = (_: string, v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v;
const contextKey = (cart: CartRow, isVirtual: boolean, today: string) =>
  JSON.stringify([cart.storeCode, cart.customerId, cart.couponCode, cart.shippingAddress, cart.billingAddress, isVirtual, today], sortedKeys);

/** Reads a cart's rules and tax rates: the two chains at once on the pool, in turn in a transaction. */
export async function loadTotalsContext(db: Tx | Db, cart: CartRow, isVirtual: boolean, now: Date): Promise<TotalsContext> {
  const today = todayIn(findStore(cart.storeCode)!.timezone, now);
  const tx = db as Tx;
  const rulesChain = async () => {
    const couponRuleId = cart.couponCode
      ? ((
          await tx
            .select({ ruleId: coupons.ruleId })
            .from(coupons)
            .where(sql`lower(${coupons.code}) = lower(${cart.couponCode})`)
        )[0]?.ruleId ?? null)
      : null;
    return { couponRuleId, rules: await rulesFor(tx, cart, today, couponRuleId) };
  };
  const ratesChain = async () => {
    const destination = await taxDestinationOf(tx, cart, isVirtual);
    return destination ? await taxRatesAt(tx, destination) : [];
  };
  const [{ couponRuleId, rules }, rates] = await sideBySide(db, [rulesChain, ratesChain]);
  return { key: contextKey(cart, isVirtual, today), couponRuleId, rules, rates };
}

/**
 * What a caller read before its transaction (catalogue data, rules and tax rates, on the pool) and
 * the lines it already holds: each is used when it still stands for the cart, read again otherwise.
 */
export interface ReadBefore {
  pricing?: LinePricing;
  context?: TotalsContext;
  items?: (typeof cartItems.$inferSelect)[];
  /** The cart was made in this request and its id told to nobody (see `MadeHere`). */
  madeHere?: boolean;
}

/**
 * Reads on the pool, before a transaction, everything a cart's totals read but its gift codes: its
 * lines, their catalogue data, its rules and tax rates. For a cart no one can change meanwhile (its
 * placement claimed), so the transaction prices it without a statement of its own.
 */
export async function readBeforeTotals(db: Db, cart: CartRow, now: Date): Promise<ReadBefore> {
  const catalogue = catalogueForStore(db, findStore(cart.storeCode)!, '', now);
  const items = await db.select().from(cartItems).where(eq(cartItems.cartId, cart.id)).orderBy(asc(cartItems.id));
  const pricing = await loadPricing(catalogue, items);
  const lines = await priceLines(catalogue, items);
  const isVirtual = lines.length > 0 && lines.every((l) => l.isVirtual);
  return { items, pricing, context: await loadTotalsContext(db, cart, isVirtual, now) };
}

/**
 * Computes a cart's totals from its items and the catalogue, rules and tax rates as they are now;
 * with the items it read (in the order added) and the catalogue it priced them from.
 */
export async function computeCartTotals(tx: Tx, cart: CartRow, now: Date, before: ReadBefore = {}) {
  const store = findStore(cart.storeCode)!;
  const catalogue = catalogueForStore(asDb(tx), store, '', now);
  if (before.pricing) primePricing(catalogue, before.pricing);
  const items = before.items ?? (await onTransaction(tx, cartStatements, (s) => s.linesOfCart).execute({ cartId: cart.id }));
  const lines = await priceLines(catalogue, items);
  const isVirtual = lines.length > 0 && lines.every((l) => l.isVirtual);
  const today = todayIn(store.timezone, now);
  const context =
    before.context && before.context.key === contextKey(cart, isVirtual, today) ? before.context : await loadTotalsContext(tx, cart, isVirtual, now);
  const { couponRuleId, rules, rates } = context;
  const computed = computeTotals({
    currency: store.currency,
    digits: currencyDigits(store.currency),
    lines,
    rules,
    taxRates: rates,
    shipping: isVirtual || !cart.shippingMethod ? new Decimal(0) : shippingAmount(cart.shippingMethod),
  });
  const totals = await applyTotalsExtensions(tx, cart, computed, now, before.madeHere ?? false);
  return { totals, couponApplies: couponRuleId !== null && totals.ruleIds.includes(couponRuleId), items, catalogue };
}

/**
 * Recomputes and stores a changed cart's totals in the transaction that changed it. Reads use the
 * stored totals: nothing is recomputed on a read. A coupon that no longer applies (its conditions
 * stopped holding) comes off the cart, as Magento does. The row answered carries the items it
 * was priced from, so the mutation's answer reads them no more.
 */
export async function recalculate(tx: Tx, cart: CartRow, now: Date, before: ReadBefore = {}, alsoStore: CheckoutChoices = {}): Promise<CartRow> {
  const { totals, couponApplies, items } = await computeCartTotals(tx, cart, now, before);
  const couponCode = couponApplies ? cart.couponCode : null;
  const [row] = Object.keys(alsoStore).length
    ? await tx
        .update(carts)
        .set({ ...alsoStore, totals, couponCode, updatedAt: now })
        .where(eq(carts.id, cart.id))
        .returning()
    : await onTransaction(tx, cartStatements, (s) => s.storeTotals).execute({ cartId: cart.id, totals, couponCode, updatedAt: now });
  answerWithItems(row!, items);
  return row!;
}
