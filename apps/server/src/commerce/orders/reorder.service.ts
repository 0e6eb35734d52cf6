import Decimal from 'decimal.js';
import type { Ctx } from '../../platform/context.ts';
import { ServiceError } from '../../platform/errors.ts';
import { activeCartOf, addProducts, type CartRow, type ItemRequest, type Shopper } from '../cart/index.ts';
import { orderByNumber, itemsOfOrders, type OrderItemRow } from './orders.service.ts';
import { productKeysById } from '../catalogue/index.ts';

/** An order line as the add-to-cart request that would buy it again. */
function requestOf(item: OrderItemRow, parentSku: string | null): ItemRequest {
  const o = item.options;
  const selected: string[] = [];
  const entered: { key: string; value: string }[] = [];
  for (const c of o.custom) {
    for (const v of c.values) {
      if (v.valueId !== null) selected.push(`custom-option/${c.optionId}/${v.valueId}`);
      else entered.push({ key: `custom-option/${c.optionId}`, value: v.value });
    }
  }
  for (const b of o.bundle) for (const s of b.selections) selected.push(`bundle/${b.optionId}/${s.selectionId}/${s.qty}`);
  if (o.giftCard) {
    selected.push(`giftcard/giftcard_amount/${o.giftCard.amount}`);
    entered.push({ key: 'giftcard/custom_giftcard_amount', value: o.giftCard.amount });
    if (o.giftCard.templateId) selected.push(`giftcard/giftcard_template/${o.giftCard.templateId}`);
    for (const [key, value] of [
      ['giftcard_sender_name', o.giftCard.senderName],
      ['giftcard_sender_email', o.giftCard.senderEmail],
      ['giftcard_recipient_name', o.giftCard.recipientName],
      ['giftcard_recipient_email', o.giftCard.recipientEmail],
      ['giftcard_message', o.giftCard.message],
    ] as const)
      if (value) entered.push({ key: `giftcard/${key}`, value });
  }
  return { sku: item.sku, qty: new Decimal(item.qtyOrdered), parentSku, selected, entered };
}

type ReorderErrorCode = 'PRODUCT_NOT_FOUND' | 'NOT_SALABLE' | 'INSUFFICIENT_STOCK' | 'UNDEFINED';
const CODES: Record<string, ReorderErrorCode> = {
  PRODUCT_NOT_FOUND: 'PRODUCT_NOT_FOUND',
  NOT_SALABLE: 'NOT_SALABLE',
  INSUFFICIENT_STOCK: 'INSUFFICIENT_STOCK',
};

/**
 * Adds a previous order's products to the customer's active cart at today's prices. What cannot be
 * added (gone from the catalogue, out of stock) is reported, the rest is added.
 */
export async function reorderItems(
  ctx: Ctx,
  shopper: Shopper,
  orderNumber: string,
): Promise<{ cart: CartRow; errors: { message: string; path: string[]; code: ReorderErrorCode }[] }> {
  const customer = shopper.customer!;
  let order;
  try {
    order = await orderByNumber(ctx.db, customer.id, orderNumber);
  } catch (error) {
    // Only "no such order" becomes Magento's input error; a database failure stays what it is.
    if (!(error instanceof ServiceError && error.kind === 'not-found')) throw error;
    throw new ServiceError('invalid', `Cannot find order number "${orderNumber}" in store "${shopper.store.code}"`);
  }
  const [items] = await itemsOfOrders(ctx.db, [order.id]);
  const parents = new Map<number, string>();
  const cart = await activeCartOf(ctx.db, customer, shopper.store);
  const requests = await Promise.all(
    items!.map(async (item) => {
      let parentSku: string | null = null;
      if (item.productType === 'configurable' && item.variantId) {
        parentSku = parents.get(item.productId) ?? (await productKeysById(ctx.db, [item.productId]))[0]?.sku ?? null;
        if (parentSku) parents.set(item.productId, parentSku);
      }
      return requestOf(item, parentSku);
    }),
  );
  if (!requests.length) return { cart, errors: [] };
  const { cart: updated, userErrors } = await addProducts(ctx, shopper, cart.maskedId, requests);
  return { cart: updated, errors: userErrors.map((e) => ({ message: e.message, path: ['orderNumber'], code: CODES[e.code] ?? 'UNDEFINED' })) };
}
