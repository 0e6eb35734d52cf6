import Decimal from 'decimal.js';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { LOCALES, type Locale } from '@golf/contracts';
import type { Ctx } from '../../platform/context.ts';
import { inTransaction, type Tx } from '../../platform/db/index.ts';
import { siteUrlOf } from '../../platform/http/origin.ts';
import { defineJob, enqueueJob } from '../../platform/jobs/index.ts';
import { sendEmail } from '../../platform/messaging/index.ts';
import { brandName } from '../../platform/payments/index.ts';
import { labelIn, paymentTitle, type Labelled } from '../cart/index.ts';
import { findStore } from '../store/index.ts';
import { orderItems, orders } from './orders.tables.ts';
import { taxIncludedFigures } from './tax-included-figures.ts';

const JOB = 'orders.confirmation';

/** The words of an order's totals in each locale; the message around them is the `order-confirmation` template. */
const WORDS: Record<
  Locale,
  {
    subtotal: string;
    subtotalInclTax: string;
    includedTax: string;
    discount: string;
    shipping: string;
    pickup: string;
    giftCode: string;
    charged: string;
    noCard: string;
  }
> = {
  en: {
    subtotal: 'Subtotal',
    subtotalInclTax: 'Subtotal (tax included)',
    includedTax: 'Including ',
    discount: 'Discount',
    shipping: 'Shipping',
    pickup: 'Pick up at your center',
    giftCode: 'Gift code',
    charged: 'Total charged',
    noCard: 'Nothing to pay by card',
  },
  fr: {
    subtotal: 'Sous-total',
    subtotalInclTax: 'Sous-total (taxes comprises)',
    includedTax: 'Dont ',
    discount: 'Remise',
    shipping: 'Livraison',
    pickup: 'Retrait dans votre centre',
    giftCode: 'Code cadeau',
    charged: 'Total débité',
    noCard: 'Rien à payer par carte',
  },
  ja: {
    subtotal: '小計',
    subtotalInclTax: '小計（税込）',
    includedTax: 'うち',
    discount: '割引',
    shipping: '配送',
    pickup: 'センターでお受け取り',
    giftCode: 'ギフトコード',
    charged: 'ご請求額',
    noCard: 'カードでのお支払いはありません',
  },
  zh: {
    subtotal: '小计',
    subtotalInclTax: '小计（含税）',
    includedTax: '其中',
    discount: '折扣',
    shipping: '配送',
    pickup: '到您的中心自取',
    giftCode: '礼品码',
    charged: '实付总额',
    noCard: '无需刷卡支付',
  },
};

/**
 * Queues the confirmation e-mail of a placed order, in the transaction that places it (or marks it
 * paid): the e-mail exists exactly when the order does, and is sent apart from the request.
 */
export async function queueOrderConfirmation(tx: Tx, orderId: number, locale: Locale): Promise<void> {
  await enqueueJob(tx, JOB, { orderId, locale });
}

/**
 * Writes an order's confirmation e-mail once, however often the job runs: the order is claimed
 * (`confirmation_sent_at`) in the transaction that stores the message. Its lines add up to what was
 * charged: subtotal − discounts + taxes + shipping − gift codes = total charged.
 */
export async function sendOrderConfirmation(ctx: Ctx, orderId: number, locale: Locale): Promise<boolean> {
  return inTransaction(ctx.db, async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ confirmationSentAt: ctx.clock.now() })
      .where(and(eq(orders.id, orderId), isNull(orders.confirmationSentAt)))
      .returning();
    if (!order) return false;
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
    const store = findStore(order.storeCode);
    const words = WORDS[locale];
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency: order.currency });
    const money = (value: string | Decimal) => format.format(Number(value));
    const row = (label: string, value: string) => `${label}: ${value}`;
    // Where the store shows prices with tax (Japan), the e-mail does too: the same figures as the order page.
    const shown = await taxIncludedFigures(tx, order, items);
    const lines = items.map((i, n) => row(`${i.name} × ${Number(i.qtyOrdered)}`, money(shown ? shown.rowTotals[n]! : i.rowTotal)));
    const discountRow = (d: Labelled & { amount: string | Decimal }) =>
      row(d.label ? `${words.discount} (${labelIn(d, locale)})` : words.discount, `−${money(d.amount)}`);
    const taxRows = order.totals.taxes.map((t) => row(`${shown ? words.includedTax : ''}${labelIn(t, locale)} (${Number(t.rate)}%)`, money(t.amount)));
    const totals = [
      shown ? row(words.subtotalInclTax, money(shown.subtotal)) : row(words.subtotal, money(order.subtotal)),
      ...(shown?.discounts ?? order.totals.discounts).map(discountRow),
      ...(shown ? [] : taxRows),
      ...(order.shippingMethod ? [row(words.shipping, money(order.shippingTotal))] : []),
      ...(order.totals.giftCodes ?? []).map((g) => row(`${words.giftCode} ${g.code}`, `−${money(g.amount)}`)),
      row(words.charged, money(order.grandTotal)),
      // The tax is in every figure above; it is named once, as included ("うち消費税 (10%): ¥600").
      ...(shown ? taxRows : []),
    ];
    const site = store?.code === 'JP' ? 'JP' : 'GLOBAL';
    await sendEmail(
      { ...ctx, db: tx },
      {
        to: order.email,
        template: 'order-confirmation',
        locale,
        values: {
          name: locale === 'ja' ? `${order.customerLastname} ${order.customerFirstname}` : order.customerFirstname,
          number: order.number,
          date: DateTime.fromJSDate(order.createdAt, { zone: store?.timezone ?? 'UTC' })
            .setLocale(locale)
            .toLocaleString(DateTime.DATE_FULL),
          lines: lines.join('\n'),
          totals: totals.join('\n'),
          payment: order.payment.ccLast4
            ? `${brandName(order.payment.ccType)} •••• ${order.payment.ccLast4}`
            : new Decimal(order.grandTotal).isZero()
              ? words.noCard
              : paymentTitle(order.payment.method, locale, order.payment.title),
          delivery: order.shippingMethod ? words.pickup : '',
          link: `${siteUrlOf(ctx.config, site)}/shop/orders/${encodeURIComponent(order.number)}`,
        },
      },
    );
    return true;
  });
}

defineJob(
  JOB,
  async (ctx, payload: { orderId: number; locale: string }) => {
    const locale = (LOCALES as readonly string[]).includes(payload.locale) ? (payload.locale as Locale) : 'en';
    return { sent: await sendOrderConfirmation(ctx, payload.orderId, locale) };
  },
  { retryLimit: 5 },
);
