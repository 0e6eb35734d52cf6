import { DateTime } from 'luxon';
import { and, eq, gt, lte, or, isNull, sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { sendEmail } from '../../platform/messaging/index.ts';
import { customerById } from '../customer/index.ts';
import { findStore } from '../store/index.ts';
import { logText, reasonText, type LogEntry } from './subscription-log-texts.ts';
import { REMINDER_DAYS } from './subscription-schedule.ts';
import { subscriptions } from './subscriptions.tables.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

const link = (ctx: Ctx, sub: SubscriptionRow) => `${(ctx.config.publicUrl ?? 'http://localhost:8080').replace(/\/$/, '')}/shop/subscriptions/${sub.id}`;

async function common(ctx: Ctx, sub: SubscriptionRow) {
  const store = findStore(sub.storeCode)!;
  const locale = store.code === 'JP' ? ('ja' as const) : ('en' as const);
  const customer = await customerById(ctx.db, sub.customerId);
  const day = (d: Date) => DateTime.fromJSDate(d, { zone: store.timezone }).setLocale(locale).toLocaleString(DateTime.DATE_FULL);
  const amount = new Intl.NumberFormat(store.locale.replace('_', '-'), { style: 'currency', currency: sub.currency }).format(Number(sub.subtotal));
  return {
    locale,
    day,
    values: {
      name: customer?.firstname ?? '',
      number: sub.incrementId,
      description: sub.description,
      amount,
      last4: sub.card?.last4 ?? '----',
      link: link(ctx, sub),
    },
  };
}

/** Tells the customer their card was declined, when the next try is, and where to update the card. */
export async function notifyDecline(ctx: Ctx, sub: SubscriptionRow, reason: string, retryAt: Date): Promise<void> {
  const c = await common(ctx, sub);
  await sendEmail(ctx, {
    to: sub.email,
    template: 'subscription-payment-failed',
    locale: c.locale,
    values: { ...c.values, reason: reasonText(reason, c.locale), retry: c.day(retryAt) },
  });
}

/** Tells the customer billing stopped and the subscription is paused, with the link to fix it. */
export async function notifyPaused(ctx: Ctx, sub: SubscriptionRow, why: LogEntry): Promise<void> {
  const c = await common(ctx, sub);
  await sendEmail(ctx, { to: sub.email, template: 'subscription-paused', locale: c.locale, values: { ...c.values, reason: logText(why, c.locale) } });
}

/**
 * Sends the reminder before each billing (REMINDER_DAYS ahead) and records it in `last_notified`.
 * One conditional update claims the reminders, so two processes never send one twice; a skipped or
 * rescheduled run is reminded again when its new date comes near.
 */
export async function remindUpcomingSubscriptions(ctx: Ctx): Promise<number> {
  const now = ctx.clock.now();
  const horizon = new Date(now.getTime() + REMINDER_DAYS * 86_400_000);
  const claimed = await ctx.db
    .update(subscriptions)
    .set({ lastNotified: now })
    .where(
      and(
        eq(subscriptions.status, 'active'),
        gt(subscriptions.nextRun, now),
        lte(subscriptions.nextRun, horizon),
        or(isNull(subscriptions.lastNotified), sql`${subscriptions.lastNotified} < ${subscriptions.nextRun} - make_interval(days => ${REMINDER_DAYS})`),
      ),
    )
    .returning();
  for (const sub of claimed) {
    const c = await common(ctx, sub);
    await sendEmail(ctx, { to: sub.email, template: 'subscription-reminder', locale: c.locale, values: { ...c.values, date: c.day(sub.nextRun) } });
  }
  return claimed.length;
}
