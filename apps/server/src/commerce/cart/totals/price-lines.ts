import Decimal from 'decimal.js';
import { amount, priceForQuantity, unitPrices, type Catalogue, type StockRow } from '../../catalogue/index.ts';
import type { cartItems } from '../cart.tables.ts';
import type { ItemOptions } from '../cart.types.ts';
import type { PricedLine } from './compute-totals.ts';

export type CartItemRow = typeof cartItems.$inferSelect;

const ZERO = new Decimal(0);
export const OUT_OF_STOCK = 'This product is out of stock.';
export const QTY_NOT_AVAILABLE = 'The requested qty is not available';

/** Why `qty` units cannot be sold from a stock row, or null when they can. */
export function stockProblem(stock: StockRow | null, qty: Decimal): string | null {
  if (!stock || !stock.isInStock) return OUT_OF_STOCK;
  if (!stock.manageStock) return null;
  if (amount(stock.qty).lessThanOrEqualTo(0)) return OUT_OF_STOCK;
  return amount(stock.qty).lessThan(qty) ? QTY_NOT_AVAILABLE : null;
}

/** Units of each stocked product a line takes: the product, its variant, its bundle selections. */
export function stockNeeds(item: Pick<CartItemRow, 'productId' | 'variantId' | 'productType' | 'qty' | 'options'>): Map<number, Decimal> {
  const qty = amount(item.qty);
  const needs = new Map<number, Decimal>();
  const add = (id: number, n: Decimal) => needs.set(id, (needs.get(id) ?? ZERO).plus(n));
  if (item.productType === 'configurable' && item.variantId) add(item.variantId, qty);
  else add(item.productId, qty);
  for (const option of item.options.bundle) for (const s of option.selections) add(s.productId, qty.times(s.qty));
  return needs;
}

async function optionsPrice(catalogue: Catalogue, productId: number, options: ItemOptions, base: Decimal): Promise<Decimal> {
  if (!options.custom.length) return ZERO;
  const defs = await catalogue.types.customOptions.load(productId);
  let total = ZERO;
  for (const chosen of options.custom) {
    const def = defs.find((o) => o.id === chosen.optionId);
    if (!def) continue;
    for (const v of chosen.values) {
      // Entered options (text, date) carry their one value row's price.
      const value = v.valueId !== null ? def.values.find((x) => x.id === v.valueId) : def.values[0];
      if (!value) continue;
      total = total.plus(value.priceType === 'PERCENT' ? base.times(value.price).dividedBy(100) : amount(value.price));
    }
  }
  return total;
}

/** What pricing some cart lines reads: every product they name, and which of them need type data. */
function pricingNeeds(items: PricingItem[]) {
  const ids = [
    ...new Set(
      items.flatMap((i) => [i.productId, ...(i.variantId ? [i.variantId] : []), ...i.options.bundle.flatMap((o) => o.selections.map((s) => s.productId))]),
    ),
  ];
  const idsOf = (keep: (i: PricingItem) => boolean) => [...new Set(items.filter(keep).map((i) => i.productId))];
  return {
    ids,
    withOptions: idsOf((i) => i.options.custom.length > 0),
    bundles: idsOf((i) => i.productType === 'bundle'),
    giftCards: idsOf((i) => i.productType === 'giftcard'),
  };
}

/** The products whose rows, prices and stock pricing these lines reads (the lines', their variants', their bundles' selections). */
export const productIdsToPrice = (items: PricingItem[]): number[] => pricingNeeds(items).ids;

type PricingItem = Pick<CartItemRow, 'productId' | 'variantId' | 'productType' | 'options'>;
type Loaded<T> = { ids: number[]; values: (T | Error)[] };
const loadedOf = async <T>(loader: { loadMany(ids: readonly number[]): Promise<(T | Error)[]> }, ids: number[]): Promise<Loaded<T>> => ({
  ids,
  values: ids.length ? await loader.loadMany(ids) : [],
});

/**
 * The catalogue data that pricing some lines reads, read side by side (on the pool, outside any
 * transaction), so a cart's transaction can price them without a catalogue statement of its own:
 * `primePricing` hands it to the transaction's catalogue. A line it did not foresee is read there.
 */
export async function loadPricing(catalogue: Catalogue, items: PricingItem[]) {
  const { ids, withOptions, bundles, giftCards } = pricingNeeds(items);
  const p = catalogue.products;
  const t = catalogue.types;
  const [rows, prices, tiers, stocks, customOptions, bundle, giftCard] = await Promise.all([
    loadedOf(p.product, ids),
    loadedOf(p.price, ids),
    loadedOf(p.tiers, ids),
    loadedOf(p.stock, ids),
    loadedOf(t.customOptions, withOptions),
    loadedOf(t.bundle, bundles),
    loadedOf(t.giftCard, giftCards),
  ]);
  return { rows, prices, tiers, stocks, customOptions, bundle, giftCard };
}

export type LinePricing = Awaited<ReturnType<typeof loadPricing>>;

/** Primes a catalogue's loaders with what `loadPricing` read (errors are left to be read again). */
export function primePricing(catalogue: Catalogue, pricing: LinePricing): void {
  const prime = <T>(loader: { prime(id: number, value: T): unknown }, loaded: Loaded<T>) =>
    loaded.ids.forEach((id, i) => {
      const value = loaded.values[i];
      if (!(value instanceof Error) && value !== undefined) loader.prime(id, value);
    });
  const p = catalogue.products;
  const t = catalogue.types;
  prime(p.product, pricing.rows);
  prime(p.price, pricing.prices);
  prime(p.tiers, pricing.tiers);
  prime(p.stock, pricing.stocks);
  prime(t.customOptions, pricing.customOptions);
  prime(t.bundle, pricing.bundle);
  prime(t.giftCard, pricing.giftCard);
}

/**
 * Prices each cart line from the catalogue as it is now (special prices, tiers at the line's quantity,
 * option, bundle and gift card prices) and says which lines cannot be bought as they are.
 */
export async function priceLines(catalogue: Catalogue, items: CartItemRow[]): Promise<PricedLine[]> {
  const { today } = catalogue;
  const { ids, withOptions, bundles, giftCards } = pricingNeeds(items);
  // One after another: inside a transaction they share one connection.
  const rows = await catalogue.products.product.loadMany(ids);
  const prices = await catalogue.products.price.loadMany(ids);
  const tiers = await catalogue.products.tiers.loadMany(ids);
  const stocks = await catalogue.products.stock.loadMany(ids);
  // The type data the lines below read, one batch per kind before the loop: awaiting each line's
  // own load inside the loop would make one query per line.
  if (withOptions.length) await catalogue.types.customOptions.loadMany(withOptions);
  if (bundles.length) await catalogue.types.bundle.loadMany(bundles);
  if (giftCards.length) await catalogue.types.giftCard.loadMany(giftCards);
  const at = <T>(list: (T | Error)[], id: number): T | null => {
    const v = list[ids.indexOf(id)];
    return v instanceof Error || v === undefined ? null : v;
  };
  const lines: PricedLine[] = [];
  for (const item of items) {
    const qty = amount(item.qty);
    const product = at(rows, item.productId);
    const own = at(prices, item.productId);
    const priced = item.variantId ?? item.productId;
    const priceRow = at(prices, priced);
    let unit = ZERO;
    let original = ZERO;
    let error: string | null = null;
    let bundleSelections: Record<string, Decimal> | undefined;
    if (!product || !product.isEnabled || !own || (item.variantId && !priceRow)) error = 'Product that you are trying to add is not available.';
    else if (item.productType === 'bundle') {
      const bundle = await catalogue.types.bundle.load(item.productId);
      const dynamic = bundle?.settings.dynamicPrice ?? true;
      const bundleFinal = dynamic ? ZERO : unitPrices(own, today).final;
      unit = bundleFinal;
      original = dynamic ? ZERO : amount(own.price);
      bundleSelections = {};
      for (const option of item.options.bundle) {
        const def = bundle?.options.find((o) => o.id === option.optionId);
        for (const s of option.selections) {
          const selQty = amount(s.qty);
          if (dynamic) {
            const row = at(prices, s.productId);
            if (!row) {
              error = 'Product that you are trying to add is not available.';
              continue;
            }
            const each = priceForQuantity(row, at(tiers, s.productId) ?? [], selQty.times(qty), today);
            bundleSelections[`${option.optionId}/${s.selectionId}`] = each;
            unit = unit.plus(each.times(selQty));
            original = original.plus(amount(row.price).times(selQty));
          } else {
            const selection = def?.selections.find((x) => x.id === s.selectionId);
            const price = amount(selection?.selectionPrice ?? '0');
            const each = selection?.priceType === 'PERCENT' ? bundleFinal.times(price).dividedBy(100) : price;
            bundleSelections[`${option.optionId}/${s.selectionId}`] = each;
            unit = unit.plus(each.times(selQty));
            original = original.plus(each.times(selQty));
          }
        }
      }
    } else if (item.productType === 'giftcard') {
      const card = await catalogue.types.giftCard.load(item.productId);
      const value = amount(item.options.giftCard?.amount ?? '0');
      const price = amount(card?.amounts?.giftPrice ?? '0');
      unit = card?.settings.giftPriceType === 'fixed' ? price : card?.settings.giftPriceType === 'percent' ? value.times(price).dividedBy(100) : value;
      original = unit;
    } else {
      const row = priceRow!;
      const base = priceForQuantity(row, at(tiers, priced) ?? [], qty, today);
      unit = base.plus(await optionsPrice(catalogue, item.productId, item.options, base));
      original = amount(row.price).plus(await optionsPrice(catalogue, item.productId, item.options, amount(row.price)));
    }
    for (const [id, need] of stockNeeds(item)) error ??= stockProblem(at(stocks, id), need);
    const variant = item.variantId ? at(rows, item.variantId) : null;
    lines.push({
      id: item.id,
      qty,
      unitPrice: unit,
      originalUnitPrice: original,
      skus: [product?.sku, variant?.sku].filter((s): s is string => !!s),
      isVirtual:
        item.productType === 'virtual' ||
        item.productType === 'downloadable' ||
        (item.productType === 'giftcard' && (await catalogue.types.giftCard.load(item.productId))?.settings.giftCardType === 'virtual'),
      storedValue: item.productType === 'giftcard',
      weight: amount(variant?.weight ?? product?.weight ?? '0'),
      error,
      bundleSelections,
    });
  }
  return lines;
}
