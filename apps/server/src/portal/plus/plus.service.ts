import { and, eq, gte, sql } from 'drizzle-orm';
import type { Locale, PlayerScoreRequest, PlusBuyRequest, PlusBuyResult, PlusOffer, PlusPlan, PlusSubscription, PlusTrial } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { statementCache, unplannedValue, type Db } from '../../platform/db/index.ts';
import { notFound, ServiceError } from '../../platform/errors.ts';
import { attemptByKey, cardsOfStore, chargePayment } from '../../commerce/payments/index.ts';
import { centerRows, findPlayer, playerHeads, recordPlayerScore } from '../account/index.ts';
import { countriesOfRegion } from '../../platform/regions-countries.ts';
import { roundHoleRows, roundRows } from '../rounds/index.ts';
import { currencyOfRegion } from '../wallet/index.ts';
import { plusSubscriptions } from './plus.tables.ts';
import { plusChargeLinesAt, priceWith, ratesAtCenter, type CenterAddress, type PlusChargeLines } from './plus-tax.ts';
import { recordPlusPurchase } from './plus-purchases.ts';
import { isActiveStatus, periodAfter, PLUS_FEATURES, plansFor, statusOf, toSubscription, TRIAL_DAYS } from './plus-plans.ts';

async function subscriptionRow(ctx: Ctx, playerId: number) {
  const [row] = await ctx.db.select().from(plusSubscriptions).where(eq(plusSubscriptions.playerId, playerId));
  return row;
}

async function currencyOf(ctx: Ctx, playerId: number): Promise<string> {
  const player = await findPlayer(ctx.db, playerId);
  if (!player) throw notFound('Player');
  return currencyOfRegion(player.region);
}

/** The plans in the player's currency, each with its tax at the home center and the total charged. */
async function pricedPlans(ctx: Ctx, playerId: number, locale: Locale): Promise<(PlusPlan & PlusChargeLines)[]> {
  const player = await findPlayer(ctx.db, playerId);
  if (!player) throw notFound('Player');
  return Promise.all(
    plansFor(currencyOfRegion(player.region)).map(async (p) => ({
      optionTypeId: p.optionTypeId,
      months: p.months,
      ...(await plusChargeLinesAt(ctx.db, player.centerId, p.price, p.currency, locale)),
    })),
  );
}

/** Whether the player's Plus is open now (trial, paid, cancelling, or retrying); other domains gate Plus content on it. */
export async function isPlusActive(ctx: Ctx, playerId: number): Promise<boolean> {
  return isActiveStatus(statusOf(await subscriptionRow(ctx, playerId), ctx.clock.now()));
}

function trialOf(row: Awaited<ReturnType<typeof subscriptionRow>>): PlusTrial {
  const reason = row?.trialStartedAt ? 'You have already used your free trial.' : row ? 'Free trials are for players who have not had Plus yet.' : null;
  return {
    tryTrial: !row,
    trialDays: TRIAL_DAYS,
    startedAt: row?.trialStartedAt?.toISOString() ?? null,
    endsAt: row?.trialStartedAt ? new Date(row.trialStartedAt.getTime() + TRIAL_DAYS * 86_400_000).toISOString() : null,
    reason,
  };
}

/**
 * The offer page's reads in one prepared statement: the player's region, their home center's
 * address (the place Plus is supplied, for its tax and the likely billing country), their
 * subscription and the holes they scored (all, and since `since`). No row: no such player.
 * Placeholders: playerId, since (a date, YYYY-MM-DD).
 */
const offerStatement = statementCache((db: Db) => {
  // Values hidden from the planner: seen, it was planned on every call (0.3 ms) for a plan no faster.
  const player = unplannedValue('playerId', 'int');
  // One pass over the player's rounds, each round's scored holes counted by its own index (a hash
  // join over every hole was 1.2 ms at scale 1; this 0.2 ms), both counts from the same pass.
  const holes = sql<{ total: number; recent: number }>`(select json_build_object(
      'total', coalesce(sum(x.n), 0), 'recent', coalesce(sum(x.n) filter (where ${roundRows.playedAt} >= ${unplannedValue('since', 'text')}::date), 0))
    from ${roundRows} cross join lateral (
      select count(*) as n from ${roundHoleRows} where ${roundHoleRows.roundId} = ${roundRows.id} and ${roundHoleRows.score} is not null) x
    where ${roundRows.playerId} = ${player})`;
  return db
    .select({
      region: playerHeads.region,
      center: { country: centerRows.country, state: centerRows.state, postalCode: centerRows.postalCode },
      subscription: plusSubscriptions,
      holes,
    })
    .from(playerHeads)
    .leftJoin(centerRows, eq(centerRows.id, playerHeads.centerId))
    .leftJoin(plusSubscriptions, eq(plusSubscriptions.playerId, playerHeads.id))
    .where(eq(playerHeads.id, player))
    .prepare('plus_offer');
});

/** GET /api/subscription: plans in the player's currency with their tax and total, what Plus adds, their subscription and holes played. */
export async function plusOffer(ctx: Ctx, caller: PlayerCaller, locale: Locale = 'en'): Promise<PlusOffer> {
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
  const [head] = await offerStatement(ctx.db).execute({ playerId: caller.subjectId, since });
  if (!head) throw notFound('Player');
  // A player with no home center has none (the left join's columns all null).
  const center = head.center as CenterAddress | null;
  // Both plans are taxed at the one home center: its rates are read once.
  const rates = await ratesAtCenter(ctx.db, center);
  const row = head.subscription ?? undefined;
  return {
    plans: plansFor(currencyOfRegion(head.region)).map((p) => ({
      optionTypeId: p.optionTypeId,
      months: p.months,
      ...priceWith(rates, p.price, p.currency, locale),
    })),
    features: [...PLUS_FEATURES],
    subscription: toSubscription(row, now),
    holesPlayed: { last30Days: head.holes.recent, total: head.holes.total },
    tryTrial: !row,
    billingCountry: center?.country || countriesOfRegion(head.region)[0]!,
  };
}

/** GET /api/subscription/trial: whether a trial can start, and the one used if any. */
export async function plusTrial(ctx: Ctx, caller: PlayerCaller): Promise<PlusTrial> {
  return trialOf(await subscriptionRow(ctx, caller.subjectId));
}

/** POST /api/subscription/trial: starts the 14-day free trial, once per player; a second answers 422 with the reason. */
export async function startTrial(ctx: Ctx, caller: PlayerCaller): Promise<PlusTrial> {
  const now = ctx.clock.now();
  const currency = await currencyOf(ctx, caller.subjectId);
  const [row] = await ctx.db
    .insert(plusSubscriptions)
    .values({
      playerId: caller.subjectId,
      state: 'trial',
      trialStartedAt: now,
      currentPeriodEnd: new Date(now.getTime() + TRIAL_DAYS * 86_400_000),
      currency,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    const had = await subscriptionRow(ctx, caller.subjectId);
    throw new ServiceError('rule', trialOf(had).reason!, { field: 'trial', data: { reason: had?.trialStartedAt ? 'trial-used' : 'trial-not-eligible' } });
  }
  return trialOf(row);
}

/**
 * POST /api/subscription: buys Plus with a card, charged the total the offer showed (price and tax at
 * the home center: `plus-tax.ts`). The payment is charged once per idempotency key, and
 * only the request that records its answer starts the period (in the same transaction), so a
 * double click pays and extends once. A card that needs a 3-D Secure challenge is refused: renewals
 * are charged with no cardholder present.
 */
export async function buyPlus(ctx: Ctx, caller: PlayerCaller, input: PlusBuyRequest, locale: Locale = 'en'): Promise<PlusBuyResult> {
  const playerId = caller.subjectId;
  const current = await subscriptionRow(ctx, playerId);
  const now = ctx.clock.now();
  const key = `plus-buy:${playerId}:${input.idempotencyKey}`;
  const already = await attemptByKey(ctx.db, key);
  if (already && already.status !== 'processing') {
    const decline = declineOf(already.failureCode, already.failureMessage);
    return {
      buyStatus: already.status === 'succeeded' ? 'SUCCESS' : 'FAILED',
      message: already.status === 'succeeded' ? null : decline.message,
      declineCode: already.status === 'succeeded' ? null : decline.code,
      subscription: toSubscription(current, now),
    };
  }
  const status = statusOf(current, now);
  if (current?.plan && (status === 'active' || status === 'past_due' || status === 'cancelling'))
    throw new ServiceError('conflict', 'You already have Plus.', { data: { reason: 'plus-already' } });
  const plan = (await pricedPlans(ctx, playerId, locale)).find((p) => p.optionTypeId === input.optionTypeId)!;
  // The player pays what they were shown: a tax or price changed since the offer charges nothing.
  if (input.expectedTotal !== undefined && Number(input.expectedTotal) !== Number(plan.total))
    throw new ServiceError('conflict', `The total is now ${plan.total} ${plan.currency}. Check it and pay again.`, {
      data: { reason: 'total-changed', total: plan.total, currency: plan.currency },
    });
  const { gateway, method } = cardsOfStore(ctx, null);
  const card = await gateway.vault(input.cardToken);
  const subject = {
    purpose: 'plus' as const,
    reference: `player:${playerId}`,
    method,
    amount: plan.total,
    currency: plan.currency,
    idempotencyKey: key,
    playerId,
    token: card.token,
  };
  return chargePayment(ctx, subject, async (tx, answer) => {
    const { charge, first } = answer;
    const approved = charge.status === 'approved';
    const { code: declineCode, message } = approved ? { code: null, message: null } : declineOf(charge.declineCode, charge.message);
    if (approved) {
      const { optionTypeId: _plan, months: _months, ...lines } = plan;
      await recordPlusPurchase(tx, {
        paymentId: answer.attempt.id,
        playerId,
        plan: input.optionTypeId,
        lines,
        card: { brand: card.brand, last4: card.last4 },
        paidAt: now,
      });
    }
    if (first && approved) {
      const end = periodAfter(now, input.optionTypeId);
      const values = {
        state: 'active' as const,
        plan: input.optionTypeId,
        currentPeriodEnd: end,
        cancelAtPeriodEnd: 0,
        price: plan.price,
        currency: plan.currency,
        cardToken: card.token,
        cardBrand: card.brand,
        cardLast4: card.last4,
        billingAddress: input.billingAddress,
        lastCharge: {
          price: plan.price,
          currency: plan.currency,
          tax: plan.tax,
          taxName: plan.taxName,
          taxRate: plan.taxRate,
          isTaxInclusive: plan.isTaxInclusive,
          total: plan.total,
          chargedAt: now.toISOString(),
        },
        failedAttempts: 0,
        nextAttemptAt: end,
        updatedAt: now,
      };
      await tx
        .insert(plusSubscriptions)
        .values({ playerId, ...values })
        .onConflictDoUpdate({ target: plusSubscriptions.playerId, set: values });
    }
    const [row] = await tx.select().from(plusSubscriptions).where(eq(plusSubscriptions.playerId, playerId));
    return { buyStatus: approved ? 'SUCCESS' : 'FAILED', message, declineCode, subscription: toSubscription(row, now) };
  });
}

/** A card that asks for 3-D Secure at every payment cannot renew unattended: its own reason. */
function declineOf(code: string | null, message: string | null): { code: string; message: string } {
  if (code === 'authentication_required')
    return {
      code: 'challenge_every_payment',
      message: 'This card asks for a 3-D Secure check at every payment, which Plus renewals cannot do. Use another card.',
    };
  return { code: code ?? 'card_declined', message: message ?? 'Your card was declined. Use another card or contact your bank.' };
}

/** POST /api/subscription/cancel: Plus stays until the period ends, then stops renewing. */
export async function cancelPlus(ctx: Ctx, caller: PlayerCaller): Promise<PlusSubscription> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(plusSubscriptions)
    .set({ cancelAtPeriodEnd: 1, updatedAt: now })
    .where(and(eq(plusSubscriptions.playerId, caller.subjectId), eq(plusSubscriptions.state, 'active'), gte(plusSubscriptions.currentPeriodEnd, now)))
    .returning();
  if (!row) throw new ServiceError('rule', 'There is no paid Plus to cancel.', { data: { reason: 'plus-none' } });
  return toSubscription(row, now);
}

/** POST /api/player-score: records one score (the dashboard then refreshes). */
export async function recordScore(ctx: Ctx, caller: PlayerCaller, input: PlayerScoreRequest): Promise<void> {
  await recordPlayerScore(ctx, caller, input);
}
