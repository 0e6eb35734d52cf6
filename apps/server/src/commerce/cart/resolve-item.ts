import type Decimal from 'decimal.js';
import type { Db } from '../../platform/db/index.ts';
import { primeProductsBySku, amount, type Catalogue, type ProductRow, type StockRow } from '../catalogue/index.ts';
import type { ItemOptions } from './cart.types.ts';
import { ItemRefused, type ItemRequest, type UserErrorCode } from './item-input.ts';
import { resolveBundle, resolveCustomOptions, resolveGiftCard } from './resolve-options.ts';

/** A request resolved against the catalogue: what the cart line holds. */
export interface ResolvedItem {
  productId: number;
  variantId: number | null;
  productType: string;
  qty: Decimal;
  options: ItemOptions;
  optionsKey: string;
}

const notFound = (sku: string) => new ItemRefused('PRODUCT_NOT_FOUND', `Could not find a product with SKU "${sku}"`);
export const NOT_AVAILABLE = 'Product that you are trying to add is not available.';

/** Products by sku that are enabled and sold in the catalogue's store (read with their price, stock and options in one statement). */
async function productsBySku(db: Db, catalogue: Catalogue, skus: string[]): Promise<Map<string, ProductRow>> {
  const rows = await primeProductsBySku(db, catalogue, skus);
  const loaded = await catalogue.products.product.loadMany(rows.map((r) => r.id));
  const priced = await catalogue.products.price.loadMany(rows.map((r) => r.id));
  const found = new Map<string, ProductRow>();
  loaded.forEach((p, i) => {
    if (p && !(p instanceof Error) && priced[i] && !(priced[i] instanceof Error)) found.set(p.sku, p);
  });
  return found;
}

/** The variant of a configurable product that has exactly the chosen attribute options. */
async function variantBySelection(catalogue: Catalogue, parent: ProductRow, selected: string[]): Promise<number> {
  const choice = new Map<number, number>();
  for (const s of selected) {
    const m = /^configurable\/(\d+)\/(\d+)$/.exec(s);
    if (m) choice.set(Number(m[1]), Number(m[2]));
  }
  const axes = await catalogue.products.superAttributes.load(parent.id);
  if (!choice.size || axes.some((a) => !choice.has(a.attributeId)))
    throw new ItemRefused('REQUIRED_PARAMETER_MISSING', 'You need to choose options for your item.');
  const children = await catalogue.products.children.load(parent.id);
  const values = await catalogue.products.attributeValues.loadMany(children);
  const index = children.findIndex((_, i) => {
    const v = values[i];
    return Array.isArray(v) && axes.every((a) => v.some((x) => x.attributeId === a.attributeId && x.optionId === choice.get(a.attributeId)));
  });
  if (index < 0) throw new ItemRefused('NOT_SALABLE', 'The required options you selected are not available.');
  return children[index]!;
}

async function configurableOptions(catalogue: Catalogue, parent: ProductRow, variantId: number): Promise<ItemOptions['configurable']> {
  // Inside the cart's transaction: one query at a time on its connection.
  const axes = await catalogue.products.superAttributes.load(parent.id);
  const values = await catalogue.products.attributeValues.load(variantId);
  const attrs = await catalogue.types.attributes();
  return axes.flatMap((a) => {
    const value = values.find((v) => v.attributeId === a.attributeId);
    const attribute = attrs.byId.get(a.attributeId);
    const option = value ? attrs.options.get(value.optionId) : undefined;
    return attribute && option
      ? [
          {
            attributeId: a.attributeId,
            attributeCode: attribute.code,
            attributeLabel: a.label ?? attribute.label,
            optionId: option.id,
            optionLabel: option.label,
          },
        ]
      : [];
  });
}

/** A stable text of the options: the same product with the same options is one cart line. */
export function keyOf(variantId: number | null, options: ItemOptions): string {
  return JSON.stringify([
    variantId,
    options.custom.map((c) => [c.optionId, c.values.map((v) => v.valueId ?? v.value)]).sort(),
    options.bundle.map((b) => [b.optionId, b.selections.map((s) => [s.selectionId, s.qty])]).sort(),
    options.giftCard,
  ]);
}

/**
 * Resolves an add-to-cart request of any product type into a cart line, refusing it with Magento's
 * user error codes and messages: unknown sku, options missing or not valid, product not sold.
 */
export async function resolveItem(db: Db, catalogue: Catalogue, request: ItemRequest): Promise<ResolvedItem> {
  if (!request.sku) throw new ItemRefused('REQUIRED_PARAMETER_MISSING', 'Field CartItemInput.sku of required type String! was not provided.');
  if (request.qty.lessThanOrEqualTo(0)) throw new ItemRefused('INVALID_PARAMETER_VALUE', 'The product quantity should be greater than 0');
  if (request.qty.greaterThan(10000)) throw new ItemRefused('INVALID_PARAMETER_VALUE', 'The most you may purchase is 10000.');
  const found = await productsBySku(db, catalogue, [request.sku, ...(request.parentSku ? [request.parentSku] : [])]);
  const product = found.get(request.sku);
  if (!product) throw notFound(request.sku);

  let parent: ProductRow = product;
  let variantId: number | null = null;
  if (request.parentSku) {
    const p = found.get(request.parentSku);
    if (!p) throw notFound(request.parentSku);
    if (p.typeId !== 'configurable' || !(await catalogue.products.children.load(p.id)).includes(product.id))
      throw new ItemRefused('NOT_SALABLE', 'The required options you selected are not available.');
    parent = p;
    variantId = product.id;
  } else if (product.typeId === 'configurable') {
    variantId = await variantBySelection(catalogue, product, request.selected);
  }

  const options: ItemOptions = {
    configurable: variantId ? await configurableOptions(catalogue, parent, variantId) : [],
    custom: await resolveCustomOptions(catalogue, parent, request),
    bundle: parent.typeId === 'bundle' ? await resolveBundle(catalogue, parent, request) : [],
    giftCard: parent.typeId === 'giftcard' ? await resolveGiftCard(catalogue, parent, request) : null,
  };
  const problem = quantityProblem(await catalogue.products.stock.load(variantId ?? parent.id), request.qty);
  if (problem) throw new ItemRefused(problem.code, problem.message);
  return { productId: parent.id, variantId, productType: parent.typeId, qty: request.qty, options, optionsKey: keyOf(variantId, options) };
}

/**
 * Whether `qty` may be bought of a product under its sale rules: whole units unless the product
 * is sold in fractions (`isQtyDecimal`), and within its fewest and most per order. The one rule for
 * adding to a cart and for changing a line's quantity.
 */
export function quantityProblem(stock: StockRow | null, qty: Decimal): { code: UserErrorCode; message: string } | null {
  if (!stock) return null;
  if (!stock.isQtyDecimal && !qty.isInteger())
    return { code: 'INVALID_PARAMETER_VALUE', message: 'This product is sold in whole units only. Enter a whole number.' };
  if (qty.lessThan(amount(stock.minSaleQty))) return { code: 'INSUFFICIENT_STOCK', message: `The fewest you may purchase is ${Number(stock.minSaleQty)}.` };
  if (qty.greaterThan(amount(stock.maxSaleQty))) return { code: 'INSUFFICIENT_STOCK', message: `The most you may purchase is ${Number(stock.maxSaleQty)}.` };
  return null;
}
