import { and, eq, lte, gt, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Ctx } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/index.ts';
import { sendEmail } from '../../platform/messaging/index.ts';
import { findPlayerByEmail } from '../../portal/account/index.ts';
import { customerById } from '../customer/index.ts';
import { findStore } from '../store/index.ts';
import { chargeCard } from './membership-gateway.ts';
import { termEnd, withTax } from './membership-pricing.ts';
import { newIncrementId } from './membership-purchase.service.ts';
import { launchMonitors, membershipPurchases, memberships } from './memberships.tables.ts';
import { moveMembership } from './membership-lifecycle.ts';

type Row = typeof memberships.$inferSelect;

/** Days before the renewal date the reminder goes out. */
export const REMINDER_DAYS = 7;
/** Days after a declined renewal each retry waits; after the last one the membership lapses. */
export const RETRY_DAYS = [1, 3] as const;
const LEASE_MS = 10 * 60_000;
const BATCH = 20;

async function notify(ctx: Ctx, m: Row, template: 'membership-reminder' | 'membership-payment-failed' | 'membership-lapsed', values: Record<string, string>) {
  const customer = await customerById(ctx.db, m.customerId);
  if (!customer) return;
  const [unit] = await ctx.db
    .select({ name: launchMonitors.name, esn: launchMonitors.esn })
    .from(launchMonitors)
    .where(eq(launchMonitors.id, m.launchMonitorId));
  const player = await findPlayerByEmail(ctx.db, customer.email);
  const locale = (['en', 'fr', 'ja', 'zh'] as const).find((l) => l === player?.locale) ?? 'en';
  const store = findStore(m.storeCode)!;
  const amount = new Intl.NumberFormat(`${locale}-${store.code === 'STSVCA' ? 'CA' : 'US'}`, { style: 'currency', currency: m.currency }).format(
    Number(withTax(m.price, m.taxRate).total),
  );
  const day = (d: Date) => DateTime.fromJSDate(d, { zone: store.timezone }).setLocale(locale).toLocaleString(DateTime.DATE_FULL);
  const link = `${(ctx.config.publicUrl ?? 'http://localhost:8080').replace(/\/$/, '')}/launch-monitor/memberships`;
  await sendEmail(ctx, {
    to: customer.email,
    template,
    locale,
    values: {
      name: customer.firstname ?? '',
      plan: m.planName,
      device: unit?.name ?? unit?.esn ?? '',
      amount,
      date: day(m.endsAt),
      last4: m.card?.last4 ?? '----',
      link,
      ...values,
    },
  });
}

/** Reminds owners of renewals due within REMINDER_DAYS, once per renewal date (claimed by a conditional update). */
export async function remindUpcomingRenewals(ctx: Ctx): Promise<number> {
  const now = ctx.clock.now();
  const horizon = new Date(now.getTime() + REMINDER_DAYS * 86_400_000);
  const due = await ctx.db
    .update(memberships)
    .set({ remindedFor: sql`${memberships.endsAt}` })
    .where(
      and(
        eq(memberships.status, 'active'),
        eq(memberships.autoRenew, true),
        eq(memberships.source, 'skytrak'),
        gt(memberships.endsAt, now),
        lte(memberships.endsAt, horizon),
        sql`${memberships.remindedFor} is distinct from ${memberships.endsAt}`,
      ),
    )
    .returning();
  for (const m of due) await notify(ctx, m, 'membership-reminder', {});
  return due.length;
}

/** Memberships whose term ended without auto-renew expire; their features stop. */
async function expireEnded(ctx: Ctx): Promise<void> {
  const now = ctx.clock.now();
  const ended = await ctx.db
    .select({ id: memberships.id, status: memberships.status })
    .from(memberships)
    .where(and(eq(memberships.status, 'active'), eq(memberships.autoRenew, false), lte(memberships.endsAt, now)));
  for (const m of ended) await moveMembership(ctx.db, m, 'expired', { updatedAt: now });
}

/**
 * Claims due charges with `FOR UPDATE SKIP LOCKED` and a lease: active memberships at their end
 * with auto-renew, declined ones at their retry time, and scheduled ones at their start.
 */
async function claimDue(ctx: Ctx): Promise<Row[]> {
  const now = ctx.clock.now().toISOString();
  const until = new Date(ctx.clock.now().getTime() + LEASE_MS);
  const due = sql`select id from ${memberships}
    where ((${memberships.status} = 'active' and ${memberships.autoRenew} and ${memberships.endsAt} <= ${now}::timestamptz)
        or (${memberships.status} = 'past_due' and ${memberships.retryAt} <= ${now}::timestamptz)
        or (${memberships.status} = 'scheduled' and ${memberships.startsAt} <= ${now}::timestamptz))
      and (${memberships.renewingUntil} is null or ${memberships.renewingUntil} < ${now}::timestamptz)
    order by ${memberships.endsAt}
    limit ${BATCH}
    for update skip locked`;
  return ctx.db
    .update(memberships)
    .set({ renewingUntil: until })
    .where(sql`${memberships.id} in (${due})`)
    .returning();
}

export interface RenewalOutcome {
  membershipId: number;
  result: 'renewed' | 'started' | 'declined' | 'lapsed';
}

/**
 * Charges one claimed membership's stored card. Approved: a scheduled membership starts, an active
 * or past-due one moves on a term (from its old end, so the cycle keeps its day). Declined: past
 * due, retried after RETRY_DAYS with a notice (features continue meanwhile); after the last retry,
 * or with no card or a blocked device, it lapses with a notice and its features stop.
 */
async function renewOne(ctx: Ctx, m: Row): Promise<RenewalOutcome> {
  const now = ctx.clock.now();
  const [unit] = await ctx.db
    .select({ blockedReason: launchMonitors.blockedReason, esn: launchMonitors.esn })
    .from(launchMonitors)
    .where(eq(launchMonitors.id, m.launchMonitorId));
  const dueAt = m.status === 'scheduled' ? m.startsAt : m.endsAt;
  if (!m.card || unit?.blockedReason) return lapse(ctx, m, m.card ? 'The device was reported lost or stolen.' : 'There is no card on file.');
  const totals = withTax(m.price, m.taxRate);
  const outcome = await chargeCard(ctx, m.storeCode, {
    purpose: 'membership',
    reference: `membership:${m.id}`,
    customerId: m.customerId,
    token: m.card.token,
    amount: totals.total,
    currency: m.currency,
    idempotencyKey: `membership-renewal:${m.id}:${dueAt.toISOString()}:${m.failedAttempts}`,
    merchantRef: `MR-${m.id}`,
    callbackUrl: '/',
    baseUrl: '/',
    customerPresent: false,
  });
  if (outcome.kind === 'approved') {
    const store = findStore(m.storeCode)!;
    await inTransaction(ctx.db, async (tx) => {
      if (m.status === 'scheduled') {
        await moveMembership(tx, m, 'started', { renewingUntil: null, updatedAt: now });
        await tx
          .update(membershipPurchases)
          .set({ status: 'paid', chargeId: outcome.charge.chargeId })
          .where(and(eq(membershipPurchases.membershipId, m.id), eq(membershipPurchases.status, 'scheduled')));
        // A carried-over legacy plan hands over to the plan bought here.
        if (m.referenceLegacyId) {
          const legacy = await tx
            .select({ id: memberships.id, status: memberships.status })
            .from(memberships)
            .where(
              and(
                eq(memberships.customerId, m.customerId),
                eq(memberships.source, 'legacy'),
                eq(memberships.externalId, m.referenceLegacyId),
                eq(memberships.status, 'active'),
              ),
            );
          for (const old of legacy) await moveMembership(tx, old, 'replaced', { updatedAt: now });
        }
      } else {
        await moveMembership(tx, m, 'renewed', {
          periodStart: m.endsAt,
          endsAt: termEnd(m.endsAt, m.term, store.timezone),
          failedAttempts: 0,
          retryAt: null,
          renewingUntil: null,
          updatedAt: now,
        });
        await tx
          .insert(membershipPurchases)
          .values({
            incrementId: newIncrementId('MR', now),
            idempotencyKey: `renewal:${m.id}:${m.endsAt.toISOString()}`,
            customerId: m.customerId,
            membershipId: m.id,
            kind: 'renewal',
            status: 'paid',
            storeCode: m.storeCode,
            sku: m.sku,
            planName: m.planName,
            esn: unit?.esn ?? '',
            amount: totals.total,
            tax: totals.tax,
            currency: m.currency,
            chargeId: outcome.charge.chargeId,
            card: { brand: m.card!.brand, last4: m.card!.last4 },
            createdAt: now,
          })
          .onConflictDoNothing();
      }
    });
    return { membershipId: m.id, result: m.status === 'scheduled' ? 'started' : 'renewed' };
  }
  const reason = outcome.kind === 'declined' ? outcome.message : 'The bank asked for a verification the cardholder must complete.';
  const attempts = m.failedAttempts + 1;
  if (attempts > RETRY_DAYS.length) return lapse(ctx, m, reason);
  const retryAt = new Date(now.getTime() + RETRY_DAYS[attempts - 1]! * 86_400_000);
  await moveMembership(ctx.db, m, 'declined', {
    failedAttempts: attempts,
    retryAt,
    renewingUntil: null,
    updatedAt: now,
    ...(m.status === 'scheduled' ? { startsAt: retryAt } : {}),
  });
  await notify(ctx, m, 'membership-payment-failed', { reason, retry: DateTime.fromJSDate(retryAt, { zone: findStore(m.storeCode)!.timezone }).toISODate()! });
  return { membershipId: m.id, result: 'declined' };
}

async function lapse(ctx: Ctx, m: Row, reason: string): Promise<RenewalOutcome> {
  const now = ctx.clock.now();
  await moveMembership(ctx.db, m, 'lapsed', { autoRenew: false, retryAt: null, renewingUntil: null, updatedAt: now });
  await notify(ctx, m, 'membership-lapsed', { reason });
  return { membershipId: m.id, result: 'lapsed' };
}

/** The renewal sweep: reminders, expiries, then every due charge. Safe from several processes at once. */
export async function renewDueMemberships(ctx: Ctx): Promise<RenewalOutcome[]> {
  await remindUpcomingRenewals(ctx);
  await expireEnded(ctx);
  const outcomes: RenewalOutcome[] = [];
  for (;;) {
    const claimed = await claimDue(ctx);
    for (const m of claimed) {
      try {
        outcomes.push(await renewOne(ctx, m));
      } catch (error) {
        // Never keep the lease on an unexpected failure: the next sweep tries again.
        await ctx.db.update(memberships).set({ renewingUntil: null }).where(eq(memberships.id, m.id));
        throw error;
      }
    }
    if (claimed.length < BATCH) return outcomes;
  }
}
