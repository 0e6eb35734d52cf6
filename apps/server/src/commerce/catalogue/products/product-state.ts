import type { Catalogue } from '../loaders/catalogue-context.ts';
import type { ProductRow, StockRow } from '../loaders/product-rows.ts';
import type { PriceRow } from '../prices/final-price.ts';
import { amount } from '../prices/money.ts';
import { bundleRange, configurableRange, giftCardRange, simpleRange, type Range } from '../prices/price-range.ts';

/** Whether units can be sold by the stock row alone (the product's own switch and count). */
export function stockAllows(stock: StockRow | null): boolean {
  if (!stock || !stock.isInStock) return false;
  return !stock.manageStock || amount(stock.qty).greaterThan(0);
}

/** Reads a configurable product's variants with everything they show in one batched statement (see variant-sets.ts). */
export async function loadVariantSet(product: ProductRow, catalogue: Catalogue): Promise<void> {
  if (product.typeId === 'configurable') await catalogue.products.variantSets?.load(product.id);
}

/** The variants of a configurable product that exist in this store: enabled and priced here. */
export async function variantsOf(product: ProductRow, catalogue: Catalogue): Promise<{ row: ProductRow; price: PriceRow; stock: StockRow | null }[]> {
  await loadVariantSet(product, catalogue);
  const ids = await catalogue.products.children.load(product.id);
  const [rows, prices, stocks] = await Promise.all([
    catalogue.products.product.loadMany(ids),
    catalogue.products.price.loadMany(ids),
    catalogue.products.stock.loadMany(ids),
  ]);
  return ids.flatMap((_, i) => {
    const row = rows[i];
    const price = prices[i];
    const stock = stocks[i];
    if (!row || row instanceof Error || !row.isEnabled || !price || price instanceof Error || stock instanceof Error) return [];
    return [{ row, price, stock: stock ?? null }];
  });
}

/** Whether a shopper can buy the product now (Magento's salable): stock, and for composites their parts. */
export async function isSalable(product: ProductRow, catalogue: Catalogue): Promise<boolean> {
  const stock = await catalogue.products.stock.load(product.id);
  if (product.typeId === 'configurable') {
    if (!stock?.isInStock) return false;
    return (await variantsOf(product, catalogue)).some((v) => stockAllows(v.stock));
  }
  if (product.typeId === 'bundle') {
    if (!stock?.isInStock) return false;
    const bundle = await catalogue.types.bundle.load(product.id);
    if (!bundle) return false;
    const required = bundle.options.filter((o) => o.isRequired);
    const stocks = await catalogue.products.stock.loadMany(required.flatMap((o) => o.selections.map((s) => s.productId)));
    const available = new Set(stocks.flatMap((s) => (s && !(s instanceof Error) && stockAllows(s) ? [s.productId] : [])));
    return required.every((o) => o.selections.some((s) => available.has(s.productId)));
  }
  return stockAllows(stock);
}

/** The product's price range in the store, computed from the source prices (null when not priced). */
export async function priceRangeOf(product: ProductRow, catalogue: Catalogue): Promise<Range | null> {
  const { today } = catalogue;
  switch (product.typeId) {
    case 'simple':
    case 'virtual':
    case 'downloadable': {
      const [row, options] = await Promise.all([catalogue.products.price.load(product.id), catalogue.types.customOptions.load(product.id)]);
      if (!row) return null;
      const pricing = options.map((o) => ({
        isRequired: o.isRequired,
        isMulti: o.type === 'checkbox' || o.type === 'multiple',
        values: o.values.map((v) => ({ priceType: v.priceType, price: v.price })),
      }));
      return simpleRange(row, today, pricing);
    }
    case 'configurable': {
      const variants = await variantsOf(product, catalogue);
      return configurableRange(
        variants.map((v) => ({ row: v.price, isSalable: stockAllows(v.stock) })),
        today,
      );
    }
    case 'bundle': {
      const [bundle, own] = await Promise.all([catalogue.types.bundle.load(product.id), catalogue.products.price.load(product.id)]);
      if (!bundle) return null;
      const itemIds = bundle.options.flatMap((o) => o.selections.map((s) => s.productId));
      const itemPrices = new Map(itemIds.map((id, i) => [id, i]));
      const loaded = await catalogue.products.price.loadMany(itemIds);
      const priceOfItem = (id: number) => {
        const row = loaded[itemPrices.get(id)!];
        return row && !(row instanceof Error) ? row : null;
      };
      return bundleRange(
        bundle.settings.dynamicPrice,
        own,
        bundle.options.map((o) => ({
          isRequired: o.isRequired,
          isMulti: o.type === 'checkbox' || o.type === 'multi',
          selections: o.selections.map((s) => ({
            quantity: s.quantity,
            row: priceOfItem(s.productId),
            priceType: s.priceType,
            selectionPrice: s.selectionPrice,
          })),
        })),
        today,
      );
    }
    case 'giftcard': {
      const card = await catalogue.types.giftCard.load(product.id);
      if (!card?.amounts) return null;
      return giftCardRange({ ...card.settings, ...card.amounts, giftDropdown: card.amounts.giftDropdown });
    }
    default: {
      const exhaustive: never = product.typeId;
      throw new Error(`unknown product type ${String(exhaustive)}`);
    }
  }
}
