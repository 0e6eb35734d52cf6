import Decimal from 'decimal.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { invalid, ServiceError } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/db/index.ts';
import { refundPayment } from '../payments/index.ts';
import { nextOrderNumber, type Tx } from '../cart/index.ts';
import { addUnits, takeStock, type StockUnits } from '../catalogue/index.ts';
import { giftCodeMoneyLeft, giveBackGiftCodes, issueStoreCredit } from '../gift-cards/index.ts';
import { lockOrder, orderById, orderLinesByIds, recordRefundedQuantities, writeExchangeOrder, type OrderRow } from '../orders/index.ts';
import type { Manager } from './manager.service.ts';
import { moveStatus, type RequestRow } from './request-state.ts';
import { ITEM_STATUS, STATE, STATUS_OF_STATE, statusById } from './returns-settings.ts';
import { announce } from './returns.service.ts';
import { queueRefundEmail } from './refund-email.ts';
import { returnRefunds, returnRequestItems, returnRequests } from './returns.tables.ts';
import { requestForManager } from './manager.service.ts';
import { personName } from '@golf/contracts';

export type RefundRow = typeof returnRefunds.$inferSelect;

const NOTE: Record<string, (amount: string, last4: string) => string> = {
  en: (a, l) => `${a} was refunded to the card ending ${l}.`,
  fr: (a, l) => `${a} ont été remboursés sur la carte se terminant par ${l}.`,
  ja: (a, l) => `下4桁 ${l} のカードに ${a} を返金しました。`,
  zh: (a, l) => `已将 ${a} 退还至尾号 ${l} 的银行卡。`,
};
const GIFT_NOTE: Record<string, (amount: string) => string> = {
  en: (a) => `${a} went back to the gift codes that paid for the order.`,
  fr: (a) => `${a} ont été recrédités sur les codes cadeaux ayant payé la commande.`,
  ja: (a) => `${a} をご注文に使われたギフトコードに戻しました。`,
  zh: (a) => `已将 ${a} 退回支付该订单的礼品码。`,
};
const CREDIT_NOTE: Record<string, (amount: string, code: string) => string> = {
  en: (a, c) => `${a} was credited to you as store credit: gift code ${c}, in your gift cards.`,
  fr: (a, c) => `${a} vous ont été crédités en avoir : code cadeau ${c}, dans vos cartes cadeaux.`,
  ja: (a, c) => `${a} をストアクレジットとしてお付けしました（ギフトコード ${c}、ギフトカードの一覧にあります）。`,
  zh: (a, c) => `已将 ${a} 作为商店积分发放给您：礼品码 ${c}，可在您的礼品卡中查看。`,
};
const CREDIT_COMMENT = (requestId: number) => `Store credit for return ${String(requestId).padStart(6, '0')}`;
const EXCHANGE_NOTE: Record<string, (n: string) => string> = {
  en: (n) => `Your replacement is order ${n}.`,
  fr: (n) => `Votre échange est la commande ${n}.`,
  ja: (n) => `交換品のご注文番号は ${n} です。`,
  zh: (n) => `您的换货订单号为 ${n}。`,
};

export type RefundMethod = 'card' | 'store_credit';

/**
 * Refunds the received items of a request: the whole amount paid for them, or less (`amount`).
 * To the card (`card`): as Magento's credit memo does, the order's gift codes get their money back
 * first and the card the rest; or as store credit (`store_credit`): a new gift code for the amount.
 * Idempotent by `idempotencyKey`: asking again answers the first refund and never pays twice. The
 * amount is reserved on the items first (a check constraint keeps each line at most what was paid
 * for it) with the order row locked, so refunds of one order take its gift code money in turn;
 * then the gateway pays the card part under its own key. A card refund the gateway refuses gives
 * the card part of the reservation back (what went to the gift codes stays there).
 */
export async function refundRequest(
  ctx: Ctx,
  manager: Manager,
  requestId: number,
  input: { amount?: string | null; idempotencyKey: string; method?: RefundMethod },
  baseUrl: string,
): Promise<RefundRow> {
  const key = input.idempotencyKey.trim();
  const method = input.method ?? 'card';
  if (!/^[A-Za-z0-9_:-]{8,100}$/.test(key)) throw invalid('idempotency_key', 'idempotency_key must be 8 to 100 letters, digits, dashes or colons.');
  if (input.amount !== null && input.amount !== undefined && (!/^\d{1,10}(\.\d{1,4})?$/.test(input.amount) || new Decimal(input.amount).lte(0)))
    throw invalid('amount', 'The refund must be a positive amount such as 25.00.');
  const request = await requestForManager(ctx, requestId);
  const now = ctx.clock.now();
  const reserved = await inTransaction(ctx.db, async (tx) => {
    await lockOrder(tx, request.orderId);
    await tx.execute(sql`select id from commerce.return_requests where id = ${request.id} for update`);
    const [existing] = await tx.select().from(returnRefunds).where(eq(returnRefunds.idempotencyKey, key));
    if (existing) {
      if (existing.requestId !== request.id) throw invalid('idempotency_key', 'This idempotency_key was used for another return.');
      return { row: existing, change: null };
    }
    const [current] = await tx.select().from(returnRequests).where(eq(returnRequests.id, request.id));
    if (statusById(current!.statusId).state !== STATE.received) throw new ServiceError('rule', 'Only a received return can be refunded.');
    const order = await orderById(tx, request.orderId);
    const paidByCard = !!order!.payment.transactionId && order!.payment.method === 'authnetcim';
    const giftLeft = method === 'card' ? await giftCodeMoneyLeft(tx, order!.number) : new Decimal(0);
    if (method === 'card' && !paidByCard && giftLeft.lte(0))
      throw new ServiceError('rule', 'This order was not paid by card: resolve it by exchange or store credit.');
    const lines = await tx
      .select()
      .from(returnRequestItems)
      .where(and(eq(returnRequestItems.requestId, request.id), eq(returnRequestItems.itemStatus, ITEM_STATUS.received)));
    const open = lines.map((l) => ({ line: l, left: new Decimal(l.refundLimit).minus(l.refundedAmount) }));
    const available = open.reduce((s, o) => s.plus(o.left), new Decimal(0));
    if (!lines.length || available.lte(0)) throw new ServiceError('rule', 'Nothing is left to refund on this return.');
    let wanted = input.amount ? new Decimal(input.amount) : available;
    if (wanted.gt(available)) throw new ServiceError('rule', `At most ${available.toFixed()} can be refunded for these items.`, { field: 'amount' });
    if (method === 'card' && !paidByCard && wanted.gt(giftLeft))
      throw new ServiceError('rule', `Gift codes paid this order: at most ${giftLeft.toFixed()} can go back to them. Refund the rest as store credit.`, {
        field: 'amount',
      });
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
    const giftBack = method === 'card' ? await giveBackGiftCodes(tx, order!.number, 'refund', now, amount) : new Decimal(0);
    const credit =
      method === 'store_credit'
        ? await issueStoreCredit(tx, {
            customerEmail: order!.email,
            customerName: personName({ firstName: order!.customerFirstname ?? '', lastName: order!.customerLastname ?? '' }),
            storeCode: order!.storeCode,
            currency: order!.currency,
            amount: amount.toFixed(),
            orderNumber: order!.number,
            comment: CREDIT_COMMENT(request.id),
            now,
          })
        : null;
    // Nothing for the card to pay: settled here, in the reservation's transaction.
    const settledNow = giftBack.equals(amount) || method === 'store_credit';
    const [row] = await tx
      .insert(returnRefunds)
      .values({
        requestId: request.id,
        orderId: order!.id,
        idempotencyKey: key,
        amount: amount.toFixed(),
        currency: order!.currency,
        method,
        giftCodeAmount: giftBack.toFixed(),
        storeCreditCode: credit?.code ?? null,
        lines: shares,
        status: settledNow ? 'succeeded' : 'pending',
        createdAt: now,
      })
      .returning();
    await tx.update(returnRequests).set({ managerId: manager.customerId, modifiedAt: now }).where(eq(returnRequests.id, request.id));
    return { row: row!, change: settledNow ? await settle(tx, row!, order!, now) : null };
  });
  if (reserved.row.status !== 'pending') {
    await announce(ctx, [reserved.change], baseUrl);
    return reserved.row;
  }
  const cardAmount = new Decimal(reserved.row.amount).minus(reserved.row.giftCodeAmount);
  const order = await orderById(ctx.db, reserved.row.orderId);
  const result = await refundPayment(ctx, {
    purpose: 'return_refund',
    reference: `return:${request.id}`,
    method: order!.payment.method,
    chargeId: order!.payment.transactionId!,
    amount: cardAmount.toFixed(),
    currency: reserved.row.currency,
    idempotencyKey: `rma-refund:${reserved.row.id}`,
    customerId: order!.customerId,
    orderId: order!.id,
  });
  const { row, change } = await inTransaction(ctx.db, async (tx) => {
    const [settled] = await tx
      .update(returnRefunds)
      .set(
        result.status === 'succeeded'
          ? { status: 'succeeded', gatewayRefundId: result.refundId, message: result.message }
          : { status: 'failed', message: result.message },
      )
      .where(and(eq(returnRefunds.id, reserved.row.id), eq(returnRefunds.status, 'pending')))
      .returning();
    // Another call with the same key settled it first.
    if (!settled) return { row: (await tx.select().from(returnRefunds).where(eq(returnRefunds.id, reserved.row.id)))[0]!, change: null };
    if (result.status === 'failed') {
      // Only the card part goes back on the items, from the last line; the gift codes keep theirs.
      let release = cardAmount;
      for (const l of [...settled.lines].reverse()) {
        const back = Decimal.min(new Decimal(l.amount), release);
        release = release.minus(back);
        await tx
          .update(returnRequestItems)
          .set({ refundedAmount: sql`${returnRequestItems.refundedAmount} - ${back.toFixed()}`, itemStatus: ITEM_STATUS.received })
          .where(eq(returnRequestItems.id, l.requestItemId));
      }
      return { row: settled, change: null };
    }
    return { row: settled, change: await settle(tx, settled, order!, now) };
  });
  if (row.status === 'failed')
    throw new ServiceError(
      'rule',
      `The card refund was refused: ${row.message}${new Decimal(row.giftCodeAmount).gt(0) ? ` (${new Decimal(row.giftCodeAmount).toFixed()} went back to the order's gift codes)` : ''}`,
    );
  await announce(ctx, [change], baseUrl);
  return row;
}

/** A refund paid: the items' refunded quantities, the note in the chat, and resolved once nothing waits. */
async function settle(tx: Tx, refund: RefundRow, order: OrderRow, now: Date) {
  await recordRefundedQuantities(tx, refund.lines);
  const [current] = await tx.select().from(returnRequests).where(eq(returnRequests.id, refund.requestId));
  const locale = current!.locale;
  const format = (v: Decimal.Value) => new Intl.NumberFormat(locale, { style: 'currency', currency: refund.currency }).format(Number(v));
  const gift = new Decimal(refund.giftCodeAmount);
  const card = new Decimal(refund.amount).minus(gift);
  const notes: string[] = [];
  if (refund.method === 'store_credit') notes.push((CREDIT_NOTE[locale] ?? CREDIT_NOTE.en!)(format(refund.amount), refund.storeCreditCode!));
  if (card.gt(0) && refund.method === 'card') notes.push((NOTE[locale] ?? NOTE.en!)(format(card), order.payment.ccLast4 ?? ''));
  if (gift.gt(0)) notes.push((GIFT_NOTE[locale] ?? GIFT_NOTE.en!)(format(gift)));
  await queueRefundEmail(tx, refund.id);
  return resolveIfDone(tx, current!, now, notes.join(' '));
}

/** Moves a received request to resolved once none of its items waits any more. */
async function resolveIfDone(tx: Tx, request: RequestRow, at: Date, note: string) {
  const [left] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(returnRequestItems)
    .where(
      and(
        eq(returnRequestItems.requestId, request.id),
        inArray(returnRequestItems.itemStatus, [ITEM_STATUS.pending, ITEM_STATUS.authorized, ITEM_STATUS.received]),
      ),
    );
  if ((left?.n ?? 0) > 0 || statusById(request.statusId).state !== STATE.received) return null;
  return moveStatus(tx, request, STATUS_OF_STATE.resolved, at, note);
}

/** Resolves a received request by exchange: a new order of the same goods at no charge, taken from stock. */
export async function exchangeRequest(ctx: Ctx, manager: Manager, requestId: number, baseUrl: string): Promise<RequestRow> {
  const request = await requestForManager(ctx, requestId);
  if (statusById(request.statusId).state !== STATE.received) throw new ServiceError('rule', 'Only a received return can be exchanged.');
  const now = ctx.clock.now();
  const change = await inTransaction(ctx.db, async (tx) => {
    await tx.execute(sql`select id from commerce.return_requests where id = ${request.id} for update`);
    const [current] = await tx.select().from(returnRequests).where(eq(returnRequests.id, request.id));
    if (statusById(current!.statusId).state !== STATE.received)
      throw new ServiceError('conflict', 'The return changed in the meantime. Reload it and try again.');
    const received = await tx
      .select()
      .from(returnRequestItems)
      .where(and(eq(returnRequestItems.requestId, request.id), eq(returnRequestItems.itemStatus, ITEM_STATUS.received)));
    const items = await orderLinesByIds(
      tx,
      received.map((l) => l.orderItemId),
    );
    const lines = received.map((line) => ({ line, item: items.find((i) => i.id === line.orderItemId)! }));
    if (!lines.length) throw new ServiceError('rule', 'Nothing is left to exchange on this return.');
    const units: StockUnits = new Map();
    for (const { line, item } of lines) addUnits(units, item.variantId ?? item.productId, line.qty);
    const short = await takeStock(tx, units, now);
    if (short !== null) {
      const item = lines.find((l) => (l.item.variantId ?? l.item.productId) === short)!.item;
      throw new ServiceError('rule', `"${item.name}" is out of stock: refund it instead.`);
    }
    const order = await orderById(tx, request.orderId);
    const number = await nextOrderNumber(tx);
    const o = order!;
    const exchange = await writeExchangeOrder(tx, { original: o, number, lines: lines.map(({ line, item }) => ({ item, qty: line.qty })), now });
    await tx
      .update(returnRequestItems)
      .set({ itemStatus: ITEM_STATUS.resolved })
      .where(
        inArray(
          returnRequestItems.id,
          lines.map((l) => l.line.id),
        ),
      );
    await tx.update(returnRequests).set({ managerId: manager.customerId, exchangeOrderId: exchange!.id }).where(eq(returnRequests.id, request.id));
    return resolveIfDone(tx, current!, now, (EXCHANGE_NOTE[current!.locale] ?? EXCHANGE_NOTE.en!)(number));
  });
  await announce(ctx, [change], baseUrl);
  return requestForManager(ctx, request.id);
}
