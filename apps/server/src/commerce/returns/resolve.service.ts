import Decimal from 'decimal.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { invalid, ServiceError } from '../../platform/errors.ts';
import { cardGatewayOf } from '../../platform/payments/index.ts';
import type { Tx } from '../cart/index.ts';
import { productStock } from '../catalogue/index.ts';
import { orderItems, orders } from '../orders/index.ts';
import type { Manager } from './manager.service.ts';
import { moveStatus, type RequestRow } from './request-state.ts';
import { ITEM_STATUS, STATE, STATUS_OF_STATE, statusById } from './returns-settings.ts';
import { announce } from './returns.service.ts';
import { returnRefunds, returnRequestItems, returnRequests } from './returns.tables.ts';
import { requestForManager } from './manager.service.ts';

export type RefundRow = typeof returnRefunds.$inferSelect;

const NOTE: Record<string, (amount: string, last4: string) => string> = {
  en: (a, l) => `${a} was refunded to the card ending ${l}.`,
  fr: (a, l) => `${a} ont été remboursés sur la carte se terminant par ${l}.`,
  ja: (a, l) => `下4桁 ${l} のカードに ${a} を返金しました。`,
  zh: (a, l) => `已将 ${a} 退还至尾号 ${l} 的银行卡。`,
};
const EXCHANGE_NOTE: Record<string, (n: string) => string> = {
  en: (n) => `Your replacement is order ${n}.`,
  fr: (n) => `Votre échange est la commande ${n}.`,
  ja: (n) => `交換品のご注文番号は ${n} です。`,
  zh: (n) => `您的换货订单号为 ${n}。`,
};

/**
 * Refunds the received items of a request to the card the order was paid with: the whole amount
 * paid for them, or less (`amount`). Idempotent by `idempotencyKey`: asking again answers the first
 * refund and never pays twice. The amount is reserved on the items first (a check constraint keeps
 * each line at most what was paid for it), then the gateway pays it under its own key; a refund the
 * gateway refuses gives the reservation back.
 */
export async function refundRequest(ctx: Ctx, manager: Manager, requestId: number, input: { amount?: string | null; idempotencyKey: string }, baseUrl: string): Promise<RefundRow> {
  const key = input.idempotencyKey.trim();
  if (!/^[A-Za-z0-9_:-]{8,100}$/.test(key)) throw invalid('idempotency_key', 'idempotency_key must be 8 to 100 letters, digits, dashes or colons.');
  if (input.amount !== null && input.amount !== undefined && (!/^\d{1,10}(\.\d{1,4})?$/.test(input.amount) || new Decimal(input.amount).lte(0))) throw invalid('amount', 'The refund must be a positive amount such as 25.00.');
  const request = await requestForManager(ctx, requestId);
  const now = ctx.clock.now();
  const reserved = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select id from commerce.return_requests where id = ${request.id} for update`);
    const [existing] = await tx.select().from(returnRefunds).where(eq(returnRefunds.idempotencyKey, key));
    if (existing) {
      if (existing.requestId !== request.id) throw invalid('idempotency_key', 'This idempotency_key was used for another return.');
      return existing;
    }
    const [current] = await tx.select().from(returnRequests).where(eq(returnRequests.id, request.id));
    if (statusById(current!.statusId).state !== STATE.received) throw new ServiceError('rule', 'Only a received return can be refunded.');
    const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId));
    if (!order!.payment.transactionId || order!.payment.method !== 'authnetcim') throw new ServiceError('rule', 'This order was not paid by card: resolve it by exchange.');
    const lines = await tx.select().from(returnRequestItems).where(and(eq(returnRequestItems.requestId, request.id), eq(returnRequestItems.itemStatus, ITEM_STATUS.received)));
    const open = lines.map((l) => ({ line: l, left: new Decimal(l.refundLimit).minus(l.refundedAmount) }));
    const available = open.reduce((s, o) => s.plus(o.left), new Decimal(0));
    if (!lines.length || available.lte(0)) throw new ServiceError('rule', 'Nothing is left to refund on this return.');
    let wanted = input.amount ? new Decimal(input.amount) : available;
    if (wanted.gt(available)) throw new ServiceError('rule', `At most ${available.toFixed()} can be refunded for these items.`, { field: 'amount' });
    const shares: { requestItemId: number; orderItemId: number; amount: string; qty: string }[] = [];
    for (const { line, left } of open) {
      const share = Decimal.min(left, wanted);
      wanted = wanted.minus(share);
      shares.push({ requestItemId: line.id, orderItemId: line.orderItemId, amount: share.toFixed(), qty: line.qty });
      // Conditional on the line still being received; the check constraint refuses going past its limit.
      const taken = await tx
        .update(returnRequestItems)
        .set({ refundedAmount: sql`${returnRequestItems.refundedAmount} + ${share.toFixed()}`, itemStatus: ITEM_STATUS.resolved })
        .where(and(eq(returnRequestItems.id, line.id), eq(returnRequestItems.itemStatus, ITEM_STATUS.received)))
        .returning({ id: returnRequestItems.id });
      if (!taken.length) throw new ServiceError('conflict', 'The return changed in the meantime. Reload it and try again.');
    }
    const amount = shares.reduce((s, l) => s.plus(l.amount), new Decimal(0));
    const [row] = await tx.insert(returnRefunds).values({ requestId: request.id, orderId: order!.id, idempotencyKey: key, amount: amount.toFixed(), currency: order!.currency, lines: shares, status: 'pending', createdAt: now }).returning();
    await tx.update(returnRequests).set({ managerId: manager.customerId, modifiedAt: now }).where(eq(returnRequests.id, request.id));
    return row!;
  });
  if (reserved.status !== 'pending') return reserved;
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, reserved.orderId));
  const result = await cardGatewayOf(ctx).refund({ chargeId: order!.payment.transactionId!, amount: reserved.amount, currency: reserved.currency, idempotencyKey: `rma-refund:${reserved.id}` });
  const { row, change } = await ctx.db.transaction(async (tx) => {
    const [settled] = await tx
      .update(returnRefunds)
      .set(result.status === 'succeeded' ? { status: 'succeeded', gatewayRefundId: result.refundId, message: result.message } : { status: 'failed', message: result.message })
      .where(and(eq(returnRefunds.id, reserved.id), eq(returnRefunds.status, 'pending')))
      .returning();
    // Another call with the same key settled it first.
    if (!settled) return { row: (await tx.select().from(returnRefunds).where(eq(returnRefunds.id, reserved.id)))[0]!, change: null };
    if (result.status === 'failed') {
      for (const l of settled.lines) {
        await tx
          .update(returnRequestItems)
          .set({ refundedAmount: sql`${returnRequestItems.refundedAmount} - ${l.amount}`, itemStatus: ITEM_STATUS.received })
          .where(eq(returnRequestItems.id, l.requestItemId));
      }
      return { row: settled, change: null };
    }
    for (const l of settled.lines) await tx.update(orderItems).set({ qtyRefunded: sql`least(${orderItems.qtyRefunded} + ${l.qty}, ${orderItems.qtyShipped})` }).where(eq(orderItems.id, l.orderItemId));
    const [current] = await tx.select().from(returnRequests).where(eq(returnRequests.id, reserved.requestId));
    const formatted = new Intl.NumberFormat(current!.locale, { style: 'currency', currency: settled.currency }).format(Number(settled.amount));
    const change = await resolveIfDone(tx, current!, now, (NOTE[current!.locale] ?? NOTE.en!)(formatted, order!.payment.ccLast4 ?? ''));
    return { row: settled, change };
  });
  if (row.status === 'failed') throw new ServiceError('rule', `The card refund was refused: ${row.message}`);
  await announce(ctx, [change], baseUrl);
  return row;
}

/** Moves a received request to resolved once none of its items waits any more. */
async function resolveIfDone(tx: Tx, request: RequestRow, at: Date, note: string) {
  const [left] = await tx.select({ n: sql<number>`count(*)::int` }).from(returnRequestItems).where(and(eq(returnRequestItems.requestId, request.id), inArray(returnRequestItems.itemStatus, [ITEM_STATUS.pending, ITEM_STATUS.authorized, ITEM_STATUS.received])));
  if ((left?.n ?? 0) > 0 || statusById(request.statusId).state !== STATE.received) return null;
  return moveStatus(tx, request, STATUS_OF_STATE.resolved, at, note);
}

/** Resolves a received request by exchange: a new order of the same goods at no charge, taken from stock. */
export async function exchangeRequest(ctx: Ctx, manager: Manager, requestId: number, baseUrl: string): Promise<RequestRow> {
  const request = await requestForManager(ctx, requestId);
  if (statusById(request.statusId).state !== STATE.received) throw new ServiceError('rule', 'Only a received return can be exchanged.');
  const now = ctx.clock.now();
  const change = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select id from commerce.return_requests where id = ${request.id} for update`);
    const [current] = await tx.select().from(returnRequests).where(eq(returnRequests.id, request.id));
    if (statusById(current!.statusId).state !== STATE.received) throw new ServiceError('conflict', 'The return changed in the meantime. Reload it and try again.');
    const lines = await tx
      .select({ line: returnRequestItems, item: orderItems })
      .from(returnRequestItems)
      .innerJoin(orderItems, eq(orderItems.id, returnRequestItems.orderItemId))
      .where(and(eq(returnRequestItems.requestId, request.id), eq(returnRequestItems.itemStatus, ITEM_STATUS.received)));
    if (!lines.length) throw new ServiceError('rule', 'Nothing is left to exchange on this return.');
    for (const { line, item } of [...lines].sort((a, b) => (a.item.variantId ?? a.item.productId) - (b.item.variantId ?? b.item.productId))) {
      const id = item.variantId ?? item.productId;
      const [stock] = await tx.select().from(productStock).where(eq(productStock.productId, id));
      if (stock?.manageStock) {
        const taken = await tx.update(productStock).set({ qty: sql`${productStock.qty} - ${line.qty}`, updatedAt: now }).where(and(eq(productStock.productId, id), sql`${productStock.qty} >= ${line.qty}`)).returning({ id: productStock.productId });
        if (!taken.length) throw new ServiceError('rule', `"${item.name}" is out of stock: refund it instead.`);
      }
    }
    const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId));
    const number = ((await tx.execute(sql`select nextval('commerce.order_number_seq')::text as n`)) as unknown as { rows: { n: string }[] }).rows[0]!.n;
    const o = order!;
    const [exchange] = await tx
      .insert(orders)
      .values({
        number,
        customerId: o.customerId,
        storeCode: o.storeCode,
        source: 'exchange',
        status: 'processing',
        email: o.email,
        customerFirstname: o.customerFirstname,
        customerLastname: o.customerLastname,
        currency: o.currency,
        subtotal: '0',
        discountTotal: '0',
        taxTotal: '0',
        shippingTotal: '0',
        grandTotal: '0',
        totals: { discounts: [], taxes: [], shippingTax: '0' },
        billingAddress: o.billingAddress,
        shippingAddress: o.shippingAddress,
        carrierCode: o.carrierCode,
        carrierTitle: o.carrierTitle,
        shippingMethod: o.shippingMethod,
        payment: { method: 'free', title: 'No Payment Information Required', ccLast4: null, ccExpMonth: null, ccExpYear: null, ccType: null, cardName: null, purchaseOrderNumber: null, transactionId: null, threeDSecure: null },
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(orderItems).values(
      lines.map(({ line, item }) => ({
        orderId: exchange!.id,
        productId: item.productId,
        variantId: item.variantId,
        sku: item.sku,
        name: item.name,
        urlKey: item.urlKey,
        productType: item.productType,
        qtyOrdered: line.qty,
        qtyInvoiced: line.qty,
        price: '0',
        originalPrice: item.originalPrice,
        rowTotal: '0',
        discount: '0',
        tax: '0',
        taxPercent: '0',
        options: item.options,
      })),
    );
    await tx.update(returnRequestItems).set({ itemStatus: ITEM_STATUS.resolved }).where(inArray(returnRequestItems.id, lines.map((l) => l.line.id)));
    await tx.update(returnRequests).set({ managerId: manager.customerId, exchangeOrderId: exchange!.id }).where(eq(returnRequests.id, request.id));
    return resolveIfDone(tx, current!, now, (EXCHANGE_NOTE[current!.locale] ?? EXCHANGE_NOTE.en!)(number));
  });
  await announce(ctx, [change], baseUrl);
  return requestForManager(ctx, request.id);
}
