import { amount, percentOf, type Amount } from './money.ts';

/** A product's price row in one store (product_prices), numeric columns as strings. */
export interface PriceRow {
  productId: number;
  price: string;
  specialPrice: string | null;
  specialFromDate: string | null;
  specialToDate: string | null;
}

export interface TierRow {
  productId: number;
  quantity: string;
  value: string | null;
  percentageValue: string | null;
}

/** Whether the special price applies on `today` (inclusive dates in the store's zone). */
export function isSpecialActive(row: PriceRow, today: string): boolean {
  if (row.specialPrice === null) return false;
  if (row.specialFromDate && today < row.specialFromDate) return false;
  if (row.specialToDate && today > row.specialToDate) return false;
  return true;
}

/** The special price when it applies and is lower than the regular price, else null. */
export function activeSpecialPrice(row: PriceRow, today: string): Amount | null {
  if (!isSpecialActive(row, today)) return null;
  const special = amount(row.specialPrice!);
  return special.lessThan(row.price) ? special : null;
}

/** Regular and final unit price of a simple-like product for one unit: the special price wins when lower. */
export function unitPrices(row: PriceRow, today: string): { regular: Amount; final: Amount } {
  const regular = amount(row.price);
  return { regular, final: activeSpecialPrice(row, today) ?? regular };
}

/** A tier's unit price: its fixed value, or its percentage off the regular price. */
export function tierUnitPrice(tier: TierRow, regular: Amount): Amount {
  if (tier.value !== null) return amount(tier.value);
  return regular.minus(percentOf(regular, tier.percentageValue ?? '0'));
}

/**
 * The unit price a customer pays for `qty` units: the lowest of the final price and every tier
 * reached at that quantity (Magento applies the best applicable price).
 */
export function priceForQuantity(row: PriceRow, tiers: readonly TierRow[], qty: Amount, today: string): Amount {
  const { regular, final } = unitPrices(row, today);
  let best = final;
  for (const tier of tiers) {
    if (qty.greaterThanOrEqualTo(tier.quantity)) {
      const price = tierUnitPrice(tier, regular);
      if (price.lessThan(best)) best = price;
    }
  }
  return best;
}
