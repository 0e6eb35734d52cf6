import Decimal from 'decimal.js';
import { DateTime } from 'luxon';
import { and, asc, inArray, isNull, lte } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { sendEmail } from '../../platform/messaging/index.ts';
import { orderLinesOf, type OrderLineRow, type OrderRow } from '../orders/index.ts';
import { findStore } from '../store/index.ts';
import { newGiftCode } from './gift-code-format.ts';
import { giftCodeHistory, giftCodes } from './gift-cards.tables.ts';
import { inTransaction } from '../../platform/db/index.ts';
import { giftCardTemplatesByIds } from '../catalogue/index.ts';

/** Magestore's default: a code is good for a year. */
const VALID_DAYS = 365;
/** A scheduled gift card goes out at this hour of the store's day. */
const DELIVERY_HOUR = 9;

export const shopLink = (ctx: Ctx, path: string) => `${(ctx.config.publicUrl ?? 'http://localhost:8080').replace(/\/$/, '')}${path}`;

/**
 * Issues the codes of a paid order's gift cards, one per unit, then sends those due now. Repeating
 * it issues nothing twice: a code is unique per order line and unit.
 */
export async function issueGiftCodes(ctx: Ctx, order: OrderRow, orderLines?: OrderLineRow[]): Promise<void> {
  const lines = orderLines ? orderLines.filter((l) => l.productType === 'giftcard') : await orderLinesOf(ctx.db, order.id, 'giftcard');
  if (!lines.length) return;
  const now = ctx.clock.now();
  const store = findStore(order.storeCode)!;
  for (const line of lines) {
    const card = line.options.giftCard;
    if (!card) continue;
    const chosen = card.deliveryDate ? DateTime.fromISO(card.deliveryDate, { zone: store.timezone }).set({ hour: DELIVERY_HOUR }).toJSDate() : now;
    const deliverAt = chosen.getTime() > now.getTime() ? chosen : now;
    const units = new Decimal(line.qtyOrdered).floor().toNumber();
    for (let unit = 1; unit <= units; unit++) {
      await inTransaction(ctx.db, async (tx) => {
        const [made] = await tx
          .insert(giftCodes)
          .values({
            code: newGiftCode(),
            storeCode: order.storeCode,
            currency: order.currency,
            initialBalance: card.amount,
            balance: card.amount,
            customerId: order.customerId,
            orderNumber: order.number,
            orderItemId: line.id,
            unit,
            senderName: card.senderName ?? `${order.customerFirstname} ${order.customerLastname}`.trim(),
            recipientName: card.recipientName,
            recipientEmail: card.recipientEmail?.toLowerCase() ?? order.email,
            message: card.message,
            templateId: card.templateId,
            expiresAt: new Date(now.getTime() + VALID_DAYS * 86_400_000),
            deliverAt,
            createdAt: now,
          })
          .onConflictDoNothing({ target: [giftCodes.orderItemId, giftCodes.unit] })
          .returning();
        if (made)
          await tx
            .insert(giftCodeHistory)
            .values({ giftCodeId: made.id, action: 'create', amount: made.balance, balance: made.balance, orderNumber: order.number, createdAt: now });
      });
    }
  }
  await sendDueGiftCards(ctx);
}

/**
 * E-mails every gift card whose delivery time has come, with its design. Each code is claimed with
 * one conditional update (`sent_at is null`), so two processes never send one twice.
 */
export async function sendDueGiftCards(ctx: Ctx): Promise<number> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .select({ id: giftCodes.id })
    .from(giftCodes)
    .where(and(isNull(giftCodes.sentAt), lte(giftCodes.deliverAt, now)))
    .orderBy(asc(giftCodes.deliverAt))
    .limit(100);
  if (!due.length) return 0;
  const claimed = await ctx.db
    .update(giftCodes)
    .set({ sentAt: now })
    .where(
      and(
        inArray(
          giftCodes.id,
          due.map((d) => d.id),
        ),
        isNull(giftCodes.sentAt),
      ),
    )
    .returning();
  const templateIds = [...new Set(claimed.map((c) => c.templateId).filter((id): id is number => id !== null))];
  const designs = await giftCardTemplatesByIds(ctx.db, templateIds);
  for (const code of claimed) {
    const store = findStore(code.storeCode)!;
    const locale = store.code === 'JP' ? 'ja' : 'en';
    const amount = new Intl.NumberFormat(store.locale.replace('_', '-'), { style: 'currency', currency: code.currency }).format(Number(code.initialBalance));
    const expires = DateTime.fromJSDate(code.expiresAt, { zone: store.timezone }).setLocale(locale).toLocaleString(DateTime.DATE_FULL);
    await sendEmail(ctx, {
      to: code.recipientEmail!,
      template: 'gift-card',
      locale,
      values: {
        recipient: code.recipientName ?? '',
        sender: code.senderName ?? '',
        amount,
        design: designs.find((d) => d.id === code.templateId)?.templateName ?? 'Classic',
        message: code.message ?? '',
        code: code.code,
        expires,
        link: shopLink(ctx, '/shop/gift-cards/balance'),
      },
    });
    await ctx.db.insert(giftCodeHistory).values({
      giftCodeId: code.id,
      action: 'email',
      amount: '0',
      balance: code.balance,
      orderNumber: code.orderNumber,
      comment: `Sent to ${code.recipientEmail}`,
      createdAt: now,
    });
  }
  return claimed.length;
}
