import Decimal from 'decimal.js';
import { and, eq, isNull } from 'drizzle-orm';
import { LOCALES, type Locale } from '@golf/contracts';
import type { Ctx } from '../../platform/context.ts';
import { inTransaction, type Tx } from '../../platform/db/index.ts';
import { siteUrlOf } from '../../platform/http/origin.ts';
import { defineJob, enqueueJob } from '../../platform/jobs/index.ts';
import { sendEmail } from '../../platform/messaging/index.ts';
import { brandName } from '../../platform/payments/index.ts';
import { customerContacts } from '../customer/index.ts';
import { orderById, orderLinesByIds } from '../orders/index.ts';
import { requestNumber } from './request-state.ts';
import { returnRefunds, returnRequests } from './returns.tables.ts';

const JOB = 'returns.refund-email';

const WORDS: Record<Locale, { card: string; giftCode: string; storeCredit: string; total: string }> = {
  en: { card: 'Back to your card', giftCode: 'Back to the order’s gift code', storeCredit: 'Store credit', total: 'Total refunded' },
  fr: { card: 'Remboursé sur votre carte', giftCode: 'Rendu au code cadeau de la commande', storeCredit: 'Avoir', total: 'Total remboursé' },
  ja: { card: 'カードへの返金', giftCode: 'ご注文のギフトコードへの返還', storeCredit: 'ストアクレジット', total: '返金合計' },
  zh: { card: '退回您的银行卡', giftCode: '退回订单的礼品码', storeCredit: '商店积分', total: '退款总额' },
};

/** Queues a paid refund's e-mail in the transaction that records it as paid. */
export async function queueRefundEmail(tx: Tx, refundId: number): Promise<void> {
  await enqueueJob(tx, JOB, { refundId });
}

/**
 * Writes a refund's e-mail once (the refund is claimed, `emailed_at`, in the transaction that stores
 * the message), in the language of the return. Its lines add up to the amount refunded: each
 * returned item's share, then where the money went (card, the order's gift code, store credit).
 */
export async function sendRefundEmail(ctx: Ctx, refundId: number): Promise<boolean> {
  return inTransaction(ctx.db, async (tx) => {
    const [refund] = await tx
      .update(returnRefunds)
      .set({ emailedAt: ctx.clock.now() })
      .where(and(eq(returnRefunds.id, refundId), eq(returnRefunds.status, 'succeeded'), isNull(returnRefunds.emailedAt)))
      .returning();
    if (!refund) return false;
    const [context] = await tx
      .select({ request: returnRequests, email: customerContacts.email, firstname: customerContacts.firstname, lastname: customerContacts.lastname })
      .from(returnRequests)
      .innerJoin(customerContacts, eq(customerContacts.id, returnRequests.customerId))
      .where(eq(returnRequests.id, refund.requestId));
    const { request } = context!;
    const order = (await orderById(tx, request.orderId))!;
    const locale = ((LOCALES as readonly string[]).includes(request.locale) ? request.locale : 'en') as Locale;
    const words = WORDS[locale];
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency: refund.currency });
    const money = (value: Decimal.Value) => format.format(Number(value));
    const items = await orderLinesByIds(
      tx,
      refund.lines.map((l) => l.orderItemId),
    );
    const lines = refund.lines.map((l) => `${items.find((i) => i.id === l.orderItemId)?.name ?? ''} × ${Number(l.qty)}: ${money(l.amount)}`);
    const gift = new Decimal(refund.giftCodeAmount);
    const card = new Decimal(refund.amount).minus(gift);
    const totals = [
      ...(refund.method === 'store_credit' ? [`${words.storeCredit} ${refund.storeCreditCode}: ${money(refund.amount)}`] : []),
      ...(refund.method === 'card' && card.gt(0)
        ? [
            `${words.card} ${order.payment.ccLast4 ? `${brandName(order.payment.ccType)} •••• ${order.payment.ccLast4}` : ''}: ${money(card)}`.replace(
              ' :',
              ':',
            ),
          ]
        : []),
      ...(gift.gt(0) ? [`${words.giftCode}: ${money(gift)}`] : []),
      `${words.total}: ${money(refund.amount)}`,
    ];
    await sendEmail(
      { ...ctx, db: tx },
      {
        to: context!.email,
        template: 'refund-confirmation',
        locale,
        values: {
          name: locale === 'ja' ? `${context!.lastname} ${context!.firstname}` : context!.firstname,
          amount: money(refund.amount),
          number: order.number,
          rma: requestNumber(request.id),
          lines: lines.join('\n'),
          totals: totals.join('\n'),
          link: `${siteUrlOf(ctx.config, order.storeCode === 'JP' ? 'JP' : 'GLOBAL')}/shop/returns/${request.id}`,
        },
      },
    );
    return true;
  });
}

defineJob(JOB, async (ctx, payload: { refundId: number }) => ({ sent: await sendRefundEmail(ctx, payload.refundId) }), { retryLimit: 5 });
