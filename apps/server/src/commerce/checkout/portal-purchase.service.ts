import { and, desc, eq } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { ServiceError } from '../../platform/errors.ts';
import { listAddresses } from '../addresses/index.ts';
import { addProducts, carts, createSideCart, itemRequestOf, LOCAL_PICKUP, type AddressSnapshot } from '../cart/index.ts';
import { ensureCustomer } from '../customer/customer.service.ts';
import { customers } from '../customer/customer.tables.ts';
import { payments } from '../payments/payments.tables.ts';
import { orders } from '../orders/index.ts';
import { findStore } from '../store/stores.ts';
import { placeOrder } from './place-order.service.ts';
import { paymentChoiceOf } from './payment-method.service.ts';

export interface PortalPaymentStatus {
  requestId: string;
  status: 'processing' | 'requires_action' | 'succeeded' | 'failed';
  orderNumber: string | null;
  total: string;
  currency: string;
  message: string | null;
}

/**
 * A purchase made from the portal (recommended gear, renewals): shop products, paid with a card token,
 * for the buyer or a family member. It is a shop order like any other, on a cart of its own so the
 * customer's shop cart is untouched; billed (and, for goods, picked up) at the default address.
 */
export async function purchaseForPortal(ctx: Ctx, input: { email: string; firstname: string; lastname: string; storeCode: string; items: { sku: string; quantity: number }[]; cardToken: string; studentName: string | null }): Promise<PortalPaymentStatus> {
  const store = findStore(input.storeCode)!;
  const customer = await ensureCustomer(ctx.db, input);
  const book = await listAddresses(ctx.db, customer.id);
  const billing = book.find((a) => a.isDefaultBilling);
  if (!billing) throw new ServiceError('rule', 'Add a billing address to your shop address book before paying.', { field: 'billingAddress' });
  const address: AddressSnapshot = { ...billing, customerAddressId: billing.id, customerNotes: null, pickupLocationCode: null };
  const cart = await createSideCart(ctx.db, customer, store, 'portal', input.studentName);
  const shopper = { customer, store };
  const { cart: filled, userErrors } = await addProducts(ctx, shopper, cart.maskedId, input.items.map((i) => itemRequestOf({ sku: i.sku, quantity: i.quantity })));
  if (userErrors.length) {
    await ctx.db.update(carts).set({ isActive: false }).where(eq(carts.id, cart.id));
    throw new ServiceError('rule', `${input.items.length > 1 ? 'An item cannot be bought: ' : ''}${userErrors[0]!.message}`, { field: 'items' });
  }
  const payment = paymentChoiceOf({ code: 'authnetcim', authnetcim: { acceptjs_value: input.cardToken, acceptjs_key: 'COMMON.ACCEPT.INAPP.PAYMENT' } });
  await ctx.db
    .update(carts)
    .set({ billingAddress: address, ...(filled.totals.isVirtual ? {} : { shippingAddress: address, shippingMethod: { carrierCode: LOCAL_PICKUP.carrierCode, methodCode: LOCAL_PICKUP.methodCode } }), paymentMethod: payment })
    .where(eq(carts.id, cart.id));
  try {
    await placeOrder(ctx, shopper, cart.maskedId);
  } catch (error) {
    if (!(error instanceof ServiceError) || error.opts.code !== 'UNABLE_TO_PLACE_ORDER') throw error;
  }
  const [latest] = await ctx.db.select().from(payments).where(eq(payments.cartId, cart.id)).orderBy(desc(payments.createdAt)).limit(1);
  if (!latest) throw new ServiceError('rule', 'The purchase could not be placed. Check the items and try again.');
  return statusOf(ctx, latest);
}

async function statusOf(ctx: Ctx, p: typeof payments.$inferSelect): Promise<PortalPaymentStatus> {
  const [order] = p.orderId ? await ctx.db.select({ number: orders.number }).from(orders).where(eq(orders.id, p.orderId)) : [];
  return { requestId: p.id, status: p.status, orderNumber: order?.number ?? null, total: p.amount, currency: p.currency, message: p.failureMessage };
}

/** A payment request of the shop customer of this e-mail; another customer's is not found. */
export async function paymentStatus(ctx: Ctx, email: string, requestId: string): Promise<PortalPaymentStatus> {
  const [row] = await ctx.db
    .select({ p: payments })
    .from(payments)
    .innerJoin(customers, eq(customers.id, payments.customerId))
    .where(and(eq(payments.id, requestId), eq(customers.email, email.toLowerCase())));
  if (!row) throw new ServiceError('not-found', 'Payment request was not found.');
  return statusOf(ctx, row.p);
}
