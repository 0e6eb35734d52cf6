import { DateTime } from 'luxon';
import type { PlusPlanId, PlusStatus, PlusSubscription } from '@golf/contracts';
import type { plusSubscriptions } from './plus.tables.ts';

type Row = typeof plusSubscriptions.$inferSelect;

/** Plus prices per currency, before tax (Japan's include its consumption tax, as its prices are shown). */
const PRICES: Record<string, Record<PlusPlanId, string>> = {
  USD: { monthly: '14.99', yearly: '149.00' },
  CAD: { monthly: '18.99', yearly: '189.00' },
  JPY: { monthly: '1980', yearly: '19800' },
};
const MONTHS: Record<PlusPlanId, number> = { monthly: 1, yearly: 12 };

export const TRIAL_DAYS = 14;
/** After a declined renewal: retry after 1 day, then 3 more days; the third decline lapses Plus. */
export const RETRY_DELAYS_DAYS = [1, 3] as const;
export const MAX_FAILED_ATTEMPTS = RETRY_DELAYS_DAYS.length + 1;
/** What Plus unlocks; the web app names each. */
export const PLUS_FEATURES = ['plus-videos', 'advanced-stats', 'score-tracking', 'priority-booking'] as const;

/** The plans' list prices in a currency (USD where Plus has none); `plus-tax.ts` adds their tax. */
export function plansFor(currency: string): { optionTypeId: PlusPlanId; price: string; currency: string; months: number }[] {
  const prices = PRICES[currency] ?? PRICES.USD!;
  return (['monthly', 'yearly'] as const).map((id) => ({
    optionTypeId: id,
    price: prices[id],
    currency: PRICES[currency] ? currency : 'USD',
    months: MONTHS[id],
  }));
}

export const periodAfter = (from: Date, plan: PlusPlanId) => DateTime.fromJSDate(from, { zone: 'utc' }).plus({ months: MONTHS[plan] }).toJSDate();

/** What the player's Plus stands at now, derived from the stored state and the clock. */
export function statusOf(row: Row | undefined, now: Date): PlusStatus {
  if (!row) return 'none';
  switch (row.state) {
    case 'trial':
      return row.currentPeriodEnd > now ? 'trial' : 'ended';
    case 'active':
      if (row.cancelAtPeriodEnd) return row.currentPeriodEnd > now ? 'cancelling' : 'ended';
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'cancelled':
    case 'lapsed':
      return 'ended';
  }
}

/** Plus content is open while trialling, paid, cancelling to the period end, or retrying a renewal. */
export const isActiveStatus = (s: PlusStatus) => s === 'trial' || s === 'active' || s === 'cancelling' || s === 'past_due';

export function toSubscription(row: Row | undefined, now: Date): PlusSubscription {
  const status = statusOf(row, now);
  return {
    status,
    isPlusActive: isActiveStatus(status),
    optionTypeId: row?.plan ?? null,
    currentPeriodEnd: row ? row.currentPeriodEnd.toISOString() : null,
    cancelAtPeriodEnd: Boolean(row?.cancelAtPeriodEnd),
    card: row?.cardLast4 ? { brand: row.cardBrand ?? '', last4: row.cardLast4 } : null,
    failedAttempts: row?.failedAttempts ?? 0,
    nextAttemptAt: row?.state === 'past_due' && row.nextAttemptAt ? row.nextAttemptAt.toISOString() : null,
    lastCharge: row?.lastCharge ?? null,
  };
}
