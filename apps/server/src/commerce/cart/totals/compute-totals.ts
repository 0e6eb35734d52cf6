import Decimal from 'decimal.js';
import type { CartTotals, ItemTotals } from '../cart.types.ts';
import type { RuleAction, RuleConditions } from '../cart-rules.tables.ts';

/** One cart line priced: unit prices are exact decimals in the cart's currency. */
export interface PricedLine {
  id: number;
  qty: Decimal;
  /** What one unit costs (special prices, tiers and option prices included). */
  unitPrice: Decimal;
  /** The catalogue's regular unit price, for "was" prices. */
  originalUnitPrice: Decimal;
  /** Skus a rule may match: the line's own and its parent's. */
  skus: string[];
  isVirtual: boolean;
  /**
   * A gift card: stored value, not a sale of goods. It is taxed when it is spent on something
   * taxable, never when it is bought, and no cart rule discounts it (a 10 % coupon on a $25 card
   * would sell $25 of credit for $22.50, spendable on the very goods the coupon was meant for).
   */
  storedValue: boolean;
  /** Weight of one unit. */
  weight: Decimal;
  error: string | null;
  /** A bundle line's price of one unit of each chosen selection, by `optionId/selectionId`. */
  bundleSelections?: Record<string, Decimal>;
}

export interface RuleForTotals {
  id: number;
  label: string;
  /** The label in other languages. */
  labels?: Record<string, string>;
  conditions: RuleConditions;
  actionType: RuleAction;
  discountAmount: Decimal;
  maxDiscountQty: Decimal | null;
  actionSkus: string[] | null;
  stopRulesProcessing: boolean;
}

export interface TaxRate {
  title: string;
  /** The title in other languages. */
  titles?: Record<string, string>;
  rate: Decimal;
  appliesToShipping: boolean;
}

export interface TotalsInput {
  currency: string;
  /** Minor-unit digits of the currency (2 for USD, 0 for JPY). */
  digits: number;
  lines: PricedLine[];
  /** The rules that may apply, in the order they apply (sort order, then id). */
  rules: RuleForTotals[];
  taxRates: TaxRate[];
  shipping: Decimal;
}

const ZERO = new Decimal(0);
const str = (d: Decimal) => d.toFixed();

/** Whether a rule's conditions hold for the cart. */
export function conditionsHold(conditions: RuleConditions, lines: PricedLine[]): boolean {
  const subtotal = lines.reduce((sum, l) => sum.plus(l.unitPrice.times(l.qty)), ZERO);
  const units = lines.reduce((sum, l) => sum.plus(l.qty), ZERO);
  if (conditions.minSubtotal && subtotal.lessThan(conditions.minSubtotal)) return false;
  if (conditions.minQty && units.lessThan(conditions.minQty)) return false;
  if (conditions.anySku?.length && !lines.some((l) => l.skus.some((s) => conditions.anySku!.includes(s)))) return false;
  return true;
}

/** Spreads `total` over `weights` in proportion, rounded, the last share taking the remainder. */
export function spread(total: Decimal, weights: Decimal[], digits: number): Decimal[] {
  const sum = weights.reduce((a, b) => a.plus(b), ZERO);
  if (sum.isZero()) return weights.map(() => ZERO);
  let left = total;
  return weights.map((w, i) => {
    if (i === weights.length - 1) return left;
    const share = total.times(w).dividedBy(sum).toDecimalPlaces(digits, Decimal.ROUND_HALF_UP);
    left = left.minus(share);
    return share;
  });
}

/**
 * Cart totals as Magento computes them with its default settings: discounts from cart price rules
 * first, then tax on the discounted rows per rate (rounded per row), then shipping. Every amount is
 * rounded half up to the currency's minor unit; nothing is ever a float.
 */
export function computeTotals(input: TotalsInput): CartTotals {
  const { digits, lines } = input;
  const round = (d: Decimal) => d.toDecimalPlaces(digits, Decimal.ROUND_HALF_UP);
  const rows = new Map(lines.map((l) => [l.id, round(l.unitPrice.times(l.qty))]));
  const discountOf = new Map(lines.map((l) => [l.id, ZERO]));
  const labelsOf = new Map<number, { label: string; amount: Decimal }[]>(lines.map((l) => [l.id, []]));
  const discounts = new Map<string, Decimal>();
  // Each label's words in other languages, carried into the totals so every reader sees their own.
  const languages = new Map<string, Record<string, string> | undefined>([
    ...input.rules.map((r) => [r.label, r.labels] as const),
    ...input.taxRates.map((r) => [r.title, r.titles] as const),
  ]);
  const labelled = (label: string) => {
    const labels = languages.get(label);
    return labels && Object.keys(labels).length ? { label, labels } : { label };
  };
  const ruleIds: number[] = [];

  for (const rule of input.rules) {
    if (!conditionsHold(rule.conditions, lines)) continue;
    const matching = lines.filter((l) => !l.storedValue && (!rule.actionSkus || l.skus.some((s) => rule.actionSkus!.includes(s))));
    if (!matching.length) continue;
    const remaining = (l: PricedLine) => rows.get(l.id)!.minus(discountOf.get(l.id)!);
    const discQty = (l: PricedLine) => (rule.maxDiscountQty ? Decimal.min(l.qty, rule.maxDiscountQty) : l.qty);
    let shares: Decimal[];
    if (rule.actionType === 'by_percent') shares = matching.map((l) => round(l.unitPrice.times(discQty(l)).times(rule.discountAmount).dividedBy(100)));
    else if (rule.actionType === 'by_fixed') shares = matching.map((l) => round(rule.discountAmount.times(discQty(l))));
    else shares = spread(round(rule.discountAmount), matching.map(remaining), digits);
    let applied = ZERO;
    matching.forEach((l, i) => {
      const share = Decimal.min(shares[i]!, remaining(l));
      if (share.lessThanOrEqualTo(0)) return;
      discountOf.set(l.id, discountOf.get(l.id)!.plus(share));
      labelsOf.get(l.id)!.push({ label: rule.label, amount: share });
      applied = applied.plus(share);
    });
    if (applied.greaterThan(0)) {
      ruleIds.push(rule.id);
      discounts.set(rule.label, (discounts.get(rule.label) ?? ZERO).plus(applied));
    }
    if (rule.stopRulesProcessing) break;
  }

  const totalRate = input.taxRates.reduce((sum, r) => sum.plus(r.rate), ZERO);
  const taxes = new Map<string, { rate: Decimal; amount: Decimal }>(input.taxRates.map((r) => [r.title, { rate: r.rate, amount: ZERO }]));
  const items: Record<string, ItemTotals> = {};
  let subtotal = ZERO;
  let subtotalInclTax = ZERO;
  let discountTotal = ZERO;
  let itemTax = ZERO;
  let weight = ZERO;
  for (const l of lines) {
    const row = rows.get(l.id)!;
    const discount = discountOf.get(l.id)!;
    const taxable = row.minus(discount);
    const lineRate = l.storedValue ? ZERO : totalRate;
    let tax = ZERO;
    for (const r of l.storedValue ? [] : input.taxRates) {
      const t = round(taxable.times(r.rate).dividedBy(100));
      taxes.get(r.title)!.amount = taxes.get(r.title)!.amount.plus(t);
      tax = tax.plus(t);
    }
    const rowInclTax = round(row.times(lineRate.plus(100)).dividedBy(100));
    items[String(l.id)] = {
      price: str(round(l.unitPrice)),
      priceInclTax: str(round(l.unitPrice.times(lineRate.plus(100)).dividedBy(100))),
      rowTotal: str(row),
      rowTotalInclTax: str(rowInclTax),
      discount: str(discount),
      discounts: labelsOf.get(l.id)!.map((d) => ({ ...labelled(d.label), amount: str(d.amount) })),
      tax: str(tax),
      taxPercent: str(lineRate),
      originalPrice: str(round(l.originalUnitPrice)),
      error: l.error,
      ...(l.bundleSelections ? { bundleSelections: Object.fromEntries(Object.entries(l.bundleSelections).map(([k, v]) => [k, str(round(v))])) } : {}),
    };
    subtotal = subtotal.plus(row);
    subtotalInclTax = subtotalInclTax.plus(rowInclTax);
    discountTotal = discountTotal.plus(discount);
    itemTax = itemTax.plus(tax);
    if (!l.isVirtual) weight = weight.plus(l.weight.times(l.qty));
  }

  let shippingTax = ZERO;
  for (const r of input.taxRates) {
    if (!r.appliesToShipping) continue;
    const t = round(input.shipping.times(r.rate).dividedBy(100));
    taxes.get(r.title)!.amount = taxes.get(r.title)!.amount.plus(t);
    shippingTax = shippingTax.plus(t);
  }
  const taxTotal = itemTax.plus(shippingTax);
  const grandTotal = Decimal.max(subtotal.minus(discountTotal).plus(taxTotal).plus(input.shipping), ZERO);
  return {
    currency: input.currency,
    isVirtual: lines.length > 0 && lines.every((l) => l.isVirtual),
    weight: str(weight),
    subtotal: str(subtotal),
    subtotalInclTax: str(subtotalInclTax),
    subtotalWithDiscount: str(subtotal.minus(discountTotal)),
    discountTotal: str(discountTotal),
    discounts: [...discounts].map(([label, amount]) => ({ ...labelled(label), amount: str(amount), appliedTo: 'ITEM' as const })),
    taxTotal: str(taxTotal),
    taxes: [...taxes].filter(([, t]) => t.amount.greaterThan(0)).map(([label, t]) => ({ ...labelled(label), rate: str(t.rate), amount: str(t.amount) })),
    shipping: str(input.shipping),
    shippingTax: str(shippingTax),
    grandTotal: str(grandTotal),
    items,
    ruleIds,
  };
}

/** The totals of an empty cart. */
export function emptyTotals(currency: string): CartTotals {
  return computeTotals({ currency, digits: 2, lines: [], rules: [], taxRates: [], shipping: ZERO });
}
