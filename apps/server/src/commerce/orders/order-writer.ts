import { amount, catalogueForStore, type Catalogue } from '../catalogue/index.ts';
import { asDb, LOCAL_PICKUP, paymentTitle, type CartItemRow, type CartRow, type CartTotals, type Tx } from '../cart/index.ts';
import type { CommerceCustomer } from '../customer/index.ts';
import { findStore } from '../store/index.ts';
import { onTransaction } from '../../platform/db/index.ts';
import { orderStatements } from './order-statements.ts';
import { orderItems, type orders, type OrderPayment, type OrderStatus } from './orders.tables.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderItems.$inferSelect;

/** The masked payment an order shows before the gateway answered (the card's last four and expiry only). */
export function paymentOfCart(cart: CartRow): OrderPayment {
  const p = cart.paymentMethod!;
  return {
    method: p.code,
    title: paymentTitle(p.code),
    ccLast4: p.card?.ccLast4 ?? null,
    ccExpMonth: p.card?.ccExpMonth ?? null,
    ccExpYear: p.card?.ccExpYear ?? null,
    ccType: p.card?.ccType ?? null,
    cardName: null,
    purchaseOrderNumber: p.purchaseOrderNumber,
    transactionId: null,
    threeDSecure: null,
  };
}

/**
 * Writes the order of a cart: a copy of its addresses, items and totals at this moment; answers the
 * order and its lines as written. `catalogue` is the one the cart was priced from (its products read).
 */
export async function writeOrder(
  tx: Tx,
  input: {
    cart: CartRow;
    customer: Pick<CommerceCustomer, 'id' | 'email' | 'firstname' | 'lastname'>;
    number: string;
    totals: CartTotals;
    items: CartItemRow[];
    status: OrderStatus;
    payment: OrderPayment;
    now: Date;
    catalogue?: Catalogue;
  },
): Promise<{ order: OrderRow; lines: OrderLineRow[] }> {
  const { cart, totals } = input;
  const shipped = !totals.isVirtual;
  const [order] = await onTransaction(tx, orderStatements, (s) => s.insert).execute({
    number: input.number,
    now: input.now,
    cartId: cart.id,
    customerId: cart.customerId,
    storeCode: cart.storeCode,
    source: cart.source,
    status: input.status,
    email: cart.email,
    customerFirstname: cart.billingAddress?.firstname ?? input.customer.firstname,
    customerLastname: cart.billingAddress?.lastname ?? input.customer.lastname,
    currency: totals.currency,
    subtotal: totals.subtotal,
    discountTotal: totals.discountTotal,
    taxTotal: totals.taxTotal,
    shippingTotal: totals.shipping,
    grandTotal: totals.grandTotal,
    totals: {
      discounts: totals.discounts.map(({ label, labels, amount }) => ({ label, ...(labels ? { labels } : {}), amount })),
      taxes: totals.taxes,
      shippingTax: totals.shippingTax,
      // Printed on the order, its e-mail and receipt: never the whole code, which is money to whoever reads it.
      giftCodes: (totals.giftCodes ?? []).filter((g) => Number(g.amount) > 0).map((g) => ({ code: g.masked ?? `${g.code.slice(0, 4)}…`, amount: g.amount })),
    },
    couponCode: cart.couponCode,
    billingAddress: cart.billingAddress,
    shippingAddress: shipped ? cart.shippingAddress : null,
    carrierCode: shipped ? LOCAL_PICKUP.carrierCode : null,
    carrierTitle: shipped ? LOCAL_PICKUP.carrierTitle : null,
    shippingMethod: shipped ? `${LOCAL_PICKUP.carrierCode}_${LOCAL_PICKUP.methodCode}` : null,
    payment: input.payment,
    studentName: cart.studentName,
  });
  const catalogue = input.catalogue ?? catalogueForStore(asDb(tx), findStore(cart.storeCode)!, '', input.now);
  const ids = input.items.flatMap((i) => [i.productId, ...(i.variantId ? [i.variantId] : [])]);
  const rows = await catalogue.products.product.loadMany(ids);
  const productOf = (id: number) => {
    const r = rows[ids.indexOf(id)];
    return r && !(r instanceof Error) ? r : null;
  };
  if (!input.items.length) return { order: order!, lines: [] };
  const lines = await tx
    .insert(orderItems)
    .values(
      input.items.map((item) => {
        const t = totals.items[String(item.id)]!;
        const parent = productOf(item.productId);
        const variant = item.variantId ? productOf(item.variantId) : null;
        return {
          orderId: order!.id,
          cartItemId: item.id,
          productId: item.productId,
          variantId: item.variantId,
          sku: variant?.sku ?? parent?.sku ?? '',
          name: parent?.name ?? '',
          urlKey: parent?.urlKey ?? null,
          productType: item.productType,
          qtyOrdered: item.qty,
          price: t.price,
          originalPrice: t.originalPrice,
          rowTotal: t.rowTotal,
          discount: t.discount,
          tax: t.tax,
          taxPercent: t.taxPercent,
          options: item.options,
        };
      }),
    )
    .returning();
  // In the order written: the lines' ids follow it.
  return { order: order!, lines: lines.sort((a, b) => a.id - b.id) };
}

export const isPaid = (order: OrderRow) => amount(order.grandTotal).isZero() || order.status !== 'pending_payment';
