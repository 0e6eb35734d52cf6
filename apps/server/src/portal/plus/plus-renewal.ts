import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { cardMethodOf, chargePayment } from '../../commerce/payments/index.ts';
import { localeOf } from '../../platform/i18n.ts';
import { defineJob, scheduleJob } from '../../platform/jobs/index.ts';
import { findPlayer } from '../account/index.ts';
import { notify } from '../notifications/index.ts';
import { plusSubscriptions } from './plus.tables.ts';
import { plusChargeLinesAt } from './plus-tax.ts';
import { recordPlusPurchase } from './plus-purchases.ts';
import { MAX_FAILED_ATTEMPTS, periodAfter, RETRY_DELAYS_DAYS } from './plus-plans.ts';

const LEASE_MS = 10 * 60_000;
const BATCH = 50;
const DAY = 86_400_000;

/**
 * Renews every Plus due now with its stored card. Each due row is claimed by one conditional update
 * (its next attempt moved a lease ahead), so overlapping runs never charge one twice; the charge's
 * idempotency key names the period and the attempt, so a run that died after charging answers the
 * same charge when the lease lapses. Each renewal is taxed as the purchase was (the one tax rule at
 * the player's home center, `plus-tax.ts`), at today's rate. Approved: the next period. Declined:
 * retried after 1 and 3 days with a notice each time; the third decline lapses Plus. A cancelled
 * Plus ends at its period end.
 */
export async function renewDuePlus(ctx: Ctx): Promise<{ renewed: number; failed: number; lapsed: number; ended: number }> {
  const now = ctx.clock.now();
  const tally = { renewed: 0, failed: 0, lapsed: 0, ended: 0 };
  const ended = await ctx.db
    .update(plusSubscriptions)
    .set({ state: 'cancelled', nextAttemptAt: null, updatedAt: now })
    .where(and(eq(plusSubscriptions.state, 'active'), eq(plusSubscriptions.cancelAtPeriodEnd, 1), lte(plusSubscriptions.currentPeriodEnd, now)))
    .returning({ playerId: plusSubscriptions.playerId });
  tally.ended = ended.length;
  const due = await ctx.db
    .update(plusSubscriptions)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(
      sql`${plusSubscriptions.playerId} in (select player_id from ${plusSubscriptions} where ${inArray(plusSubscriptions.state, ['active', 'past_due'])} and ${plusSubscriptions.cancelAtPeriodEnd} = 0 and ${lte(plusSubscriptions.nextAttemptAt, now)} order by next_attempt_at limit ${BATCH} for update skip locked)`,
    )
    .returning();
  for (const sub of due) {
    const key = `plus-renew:${sub.playerId}:${sub.currentPeriodEnd.toISOString()}:${sub.failedAttempts}`;
    const player = await findPlayer(ctx.db, sub.playerId);
    const lines = await plusChargeLinesAt(ctx.db, player?.centerId ?? null, sub.price ?? '0', sub.currency, localeOf(player?.locale));
    const { taxNames: _names, ...priced } = lines;
    const subject = {
      purpose: 'plus_renewal' as const,
      reference: `player:${sub.playerId}`,
      method: cardMethodOf(null),
      amount: priced.total,
      currency: sub.currency,
      idempotencyKey: key,
      playerId: sub.playerId,
      token: sub.cardToken ?? 'none',
    };
    // The renewal is a purchase with its receipt, recorded with the charge's answer (once per payment).
    const { charge } = await chargePayment(ctx, subject, async (tx, answer) => {
      if (answer.charge.status === 'approved')
        await recordPlusPurchase(tx, {
          paymentId: answer.attempt.id,
          playerId: sub.playerId,
          plan: sub.plan ?? 'monthly',
          lines,
          card: { brand: sub.cardBrand, last4: sub.cardLast4 },
          paidAt: now,
        });
      return answer;
    });
    const approved = charge.status === 'approved';
    const still = and(
      eq(plusSubscriptions.playerId, sub.playerId),
      eq(plusSubscriptions.currentPeriodEnd, sub.currentPeriodEnd),
      eq(plusSubscriptions.failedAttempts, sub.failedAttempts),
    );
    if (approved) {
      const end = periodAfter(sub.currentPeriodEnd, sub.plan ?? 'monthly');
      const [done] = await ctx.db
        .update(plusSubscriptions)
        .set({
          state: 'active',
          currentPeriodEnd: end,
          failedAttempts: 0,
          nextAttemptAt: end,
          lastCharge: { ...priced, chargedAt: now.toISOString() },
          updatedAt: now,
        })
        .where(still)
        .returning();
      if (done) {
        tally.renewed++;
        await notify(ctx, sub.playerId, { kind: 'plus', message: 'plus-renewed', params: { until: end.toISOString().slice(0, 10) }, sourceId: `plus:${key}` });
      }
      continue;
    }
    const attempts = sub.failedAttempts + 1;
    if (attempts >= MAX_FAILED_ATTEMPTS) {
      const [done] = await ctx.db
        .update(plusSubscriptions)
        .set({ state: 'lapsed', failedAttempts: attempts, nextAttemptAt: null, updatedAt: now })
        .where(still)
        .returning();
      if (done) {
        tally.lapsed++;
        await notify(ctx, sub.playerId, { kind: 'plus', message: 'plus-lapsed', params: {}, sourceId: `plus:${key}` });
      }
      continue;
    }
    const retry = new Date(now.getTime() + RETRY_DELAYS_DAYS[attempts - 1]! * DAY);
    const [done] = await ctx.db
      .update(plusSubscriptions)
      .set({ state: 'past_due', failedAttempts: attempts, nextAttemptAt: retry, updatedAt: now })
      .where(still)
      .returning();
    if (done) {
      tally.failed++;
      await notify(ctx, sub.playerId, {
        kind: 'plus',
        message: 'plus-renewal-failed',
        params: { retry: retry.toISOString().slice(0, 10) },
        sourceId: `plus:${key}`,
      });
    }
  }
  return tally;
}

defineJob('plus.renew', async (ctx) => void (await renewDuePlus(ctx)), { retryLimit: 2, retryDelaySeconds: 60 });
scheduleJob('plus.renew', '*/5 * * * *');
