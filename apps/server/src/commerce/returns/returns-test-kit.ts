import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { sandboxGatewayCharges } from '../../platform/payments/sandbox/sandbox.tables.ts';
import { call } from '../../test/harness.ts';
import { shopper, type Shopper } from '../checkout/checkout-test-kit.ts';
import { customers } from '../customer/customer.tables.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';
import { nextOrderNumber } from '../cart/index.ts';

export { shopper, type Shopper };

const DAY = 86_400_000;

/**
 * A paid, shipped order of a customer, placed `daysAgo` before `now` (a copy of their seeded
 * complete order, with its own card charge in the sandbox): every test gets a fresh order, so no
 * test depends on another's returns.
 */
export async function paidOrder(
  db: Db,
  email: string,
  now: Date,
  opts: { daysAgo: number; status?: 'complete' | 'processing'; shipped?: boolean; onSale?: boolean } = { daysAgo: 10 },
) {
  const [customer] = await db.select().from(customers).where(eq(customers.email, email));
  // Their delivered shop order (the seeded membership billings ship nothing and have no carrier).
  const [template] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customer!.id), eq(orders.status, 'complete'), isNotNull(orders.carrierCode)))
    .orderBy(asc(orders.id))
    .limit(1);
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, template!.id));
  const number = await nextOrderNumber(db);
  const chargeId = `ch_test${number}`;
  const createdAt = new Date(now.getTime() - opts.daysAgo * DAY);
  const { id: _id, number: _n, cartId: _c, ...rest } = template!;
  const [order] = await db
    .insert(orders)
    .values({ ...rest, number, status: opts.status ?? 'complete', payment: { ...template!.payment, transactionId: chargeId }, createdAt, updatedAt: createdAt })
    .returning();
  const rows = await db
    .insert(orderItems)
    .values(
      items.map(({ id: _i, orderId: _o, ...i }) => ({
        ...i,
        orderId: order!.id,
        qtyShipped: opts.shipped === false ? '0' : i.qtyOrdered,
        qtyRefunded: '0',
        price: opts.onSale ? String(Number(i.originalPrice) - 1) : i.price,
      })),
    )
    .returning();
  await db.insert(sandboxGatewayCharges).values({
    id: chargeId,
    idempotencyKey: `order:${order!.id}`,
    token: `tok_test${number}`,
    amount: order!.grandTotal,
    currency: order!.currency,
    status: 'approved',
    message: 'approved',
  });
  return { order: order!, items: rows, chargeId };
}

/** A small real PNG, as a phone would send. */
export const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 120, b: 60 } } })
    .png()
    .toBuffer();

export async function upload(app: FastifyInstance, token: string, body: Buffer, contentType = 'image/png', name = 'box.png') {
  return call(app, {
    method: 'POST',
    url: '/api/returns/files',
    token,
    headers: { 'content-type': contentType, 'content-disposition': `attachment; filename="${name}"` },
    payload: body,
  });
}

export const PLACE = `mutation($i: PlaceAmRmaReturnRequestInput!) { placeAmRmaCustomerReturnRequest(input: $i) {
  request_id url_hash order_increment_id level_cost shipping_label { url } packing_slip { url } ticket_number { number url } status { status_id label state color } request_items { request_item_id order_item_id qty request_qty resolution_id item_status product_name refund_limit } } }`;

export const RETURN_FIELDS = `request_id url_hash status { status_id label state } level_cost shipping_label { url } packing_slip { url } ticket_number { number url } rating
  request_items { request_item_id qty item_status refunded_amount refund_limit } tracking_numbers { tracking_id tracking_code tracking_number is_customer }
  refunds { refund_id amount { value currency } status } exchange_order_number`;

export function placeInput(
  orderId: number,
  items: { id: number; qty: number; resolution?: number; condition?: number; reason?: number }[],
  extra: object = {},
) {
  return {
    order_id: orderId,
    policy_allowed: 1,
    return_items: items.map((i) => ({
      order_item_id: i.id,
      qty: i.qty,
      reason: i.reason ?? 6,
      condition: i.condition ?? 1,
      resolution: i.resolution ?? 2,
      return: 1,
    })),
    ...extra,
  };
}
