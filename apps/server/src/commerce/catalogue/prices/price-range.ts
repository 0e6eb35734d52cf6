import Decimal from 'decimal.js';
import { amount, percentOf, ZERO, type Amount } from './money.ts';
import { unitPrices, type PriceRow } from './final-price.ts';

/** Lowest and highest regular and final price of a product (Magento's PriceRange). */
export interface Range {
  minRegular: Amount;
  minFinal: Amount;
  maxRegular: Amount;
  maxFinal: Amount;
}

const single = (regular: Amount, final: Amount): Range => ({ minRegular: regular, minFinal: final, maxRegular: regular, maxFinal: final });

/** A custom option as far as prices go: FIXED values in the store currency, PERCENT of the product price. */
export interface OptionPricing {
  isRequired: boolean;
  /** Several values may be chosen at once (checkbox, multiple select). */
  isMulti: boolean;
  values: { priceType: 'FIXED' | 'PERCENT'; price: string }[];
}

/**
 * What custom options add to a price, as Magento's price index adds them: the cheapest value of
 * every required option to the minimum, the dearest of every option (all of a multi-select) to the
 * maximum.
 */
export function optionsAddition(options: readonly OptionPricing[], base: Amount): { min: Amount; max: Amount } {
  let min = ZERO;
  let max = ZERO;
  for (const option of options) {
    const prices = option.values.map((v) => (v.priceType === 'PERCENT' ? percentOf(base, v.price) : amount(v.price)));
    if (prices.length === 0) continue;
    if (option.isRequired) min = min.plus(Decimal.min(...prices));
    max = max.plus(option.isMulti ? prices.reduce((a, b) => a.plus(b), ZERO) : Decimal.max(...prices));
  }
  return { min, max };
}

/** Simple and virtual products: the unit price, plus what their custom options add. */
export function simpleRange(row: PriceRow, today: string, options: readonly OptionPricing[] = []): Range {
  const { regular, final } = unitPrices(row, today);
  if (options.length === 0) return single(regular, final);
  const onRegular = optionsAddition(options, regular);
  const onFinal = optionsAddition(options, final);
  return {
    minRegular: regular.plus(onRegular.min),
    minFinal: final.plus(onFinal.min),
    maxRegular: regular.plus(onRegular.max),
    maxFinal: final.plus(onFinal.max),
  };
}

/**
 * Configurable products: over the variants that can be bought (in stock and priced in the store);
 * all variants when none can, so an unavailable product still shows its price.
 */
export function configurableRange(variants: readonly { row: PriceRow; isSalable: boolean }[], today: string): Range | null {
  const pool = variants.some((v) => v.isSalable) ? variants.filter((v) => v.isSalable) : variants;
  if (pool.length === 0) return null;
  let range: Range | null = null;
  for (const { row } of pool) {
    const { regular, final } = unitPrices(row, today);
    if (!range) range = single(regular, final);
    else {
      if (final.lessThan(range.minFinal)) [range.minFinal, range.minRegular] = [final, regular];
      if (final.greaterThan(range.maxFinal)) [range.maxFinal, range.maxRegular] = [final, regular];
    }
  }
  return range;
}

export interface BundleSelectionPricing {
  quantity: string;
  /** The item's own price row (dynamic bundles). */
  row: PriceRow | null;
  /** The selection's own price (fixed bundles). */
  priceType: 'FIXED' | 'PERCENT';
  selectionPrice: string | null;
}

export interface BundleOptionPricing {
  isRequired: boolean;
  isMulti: boolean;
  selections: BundleSelectionPricing[];
}

/**
 * Bundles. Dynamic price: the items' own prices times their default quantities. Fixed price: the
 * bundle's own price plus each chosen selection's FIXED amount or PERCENT of the bundle price.
 * Minimum: the cheapest selection of every required option; maximum: the dearest of every option
 * (every selection of a checkbox or multi-select option).
 */
export function bundleRange(dynamicPrice: boolean, bundleRow: PriceRow | null, options: readonly BundleOptionPricing[], today: string): Range | null {
  const base = dynamicPrice ? { regular: ZERO, final: ZERO } : bundleRow ? unitPrices(bundleRow, today) : null;
  if (!base) return null;
  const cost = (s: BundleSelectionPricing, kind: 'regular' | 'final'): Amount | null => {
    const qty = amount(s.quantity);
    if (dynamicPrice) return s.row ? unitPrices(s.row, today)[kind].times(qty) : null;
    const own = amount(s.selectionPrice ?? '0');
    return (s.priceType === 'PERCENT' ? percentOf(base[kind], own) : own).times(qty);
  };
  const range = single(base.regular, base.final);
  for (const option of options) {
    const priced = option.selections.flatMap((s) => {
      const regular = cost(s, 'regular');
      const final = cost(s, 'final');
      return regular && final ? [{ regular, final }] : [];
    });
    if (priced.length === 0) {
      if (option.isRequired) return null;
      continue;
    }
    if (option.isRequired) {
      const cheapest = priced.reduce((a, b) => (b.final.lessThan(a.final) ? b : a));
      range.minRegular = range.minRegular.plus(cheapest.regular);
      range.minFinal = range.minFinal.plus(cheapest.final);
    }
    if (option.isMulti) {
      range.maxRegular = priced.reduce((sum, p) => sum.plus(p.regular), range.maxRegular);
      range.maxFinal = priced.reduce((sum, p) => sum.plus(p.final), range.maxFinal);
    } else {
      const dearest = priced.reduce((a, b) => (b.final.greaterThan(a.final) ? b : a));
      range.maxRegular = range.maxRegular.plus(dearest.regular);
      range.maxFinal = range.maxFinal.plus(dearest.final);
    }
  }
  return range;
}

export interface GiftCardPricing {
  giftType: 'fixed' | 'range' | 'dropdown';
  giftPriceType: 'value' | 'fixed' | 'percent';
  giftValue: string | null;
  giftFrom: string | null;
  giftTo: string | null;
  giftDropdown: string[] | null;
  giftPrice: string | null;
}

/** What a buyer pays for a card of `value`: the value, a fixed price, or a percentage of it. */
export function giftCardPrice(card: GiftCardPricing, value: Amount): Amount {
  if (card.giftPriceType === 'fixed' && card.giftPrice !== null) return amount(card.giftPrice);
  if (card.giftPriceType === 'percent' && card.giftPrice !== null) return percentOf(value, card.giftPrice);
  return value;
}

/** The card values a buyer may choose, lowest and highest. */
export function giftCardValues(card: GiftCardPricing): { min: Amount; max: Amount } | null {
  if (card.giftType === 'fixed') return card.giftValue === null ? null : { min: amount(card.giftValue), max: amount(card.giftValue) };
  if (card.giftType === 'range') return card.giftFrom === null || card.giftTo === null ? null : { min: amount(card.giftFrom), max: amount(card.giftTo) };
  const list = (card.giftDropdown ?? []).map(amount);
  return list.length === 0 ? null : { min: Decimal.min(...list), max: Decimal.max(...list) };
}

/** Gift cards: the face values are the regular prices, what the buyer pays the final ones. */
export function giftCardRange(card: GiftCardPricing): Range | null {
  const values = giftCardValues(card);
  if (!values) return null;
  return { minRegular: values.min, minFinal: giftCardPrice(card, values.min), maxRegular: values.max, maxFinal: giftCardPrice(card, values.max) };
}
