import { and, asc, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';
import { SCHEDULING_CODES, type LessonCreditV3 } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { ServiceError } from '../../platform/errors.ts';
import { creditPacks } from './scheduling.tables.ts';

type Kind = 'lesson' | 'practice';

/**
 * Takes `credits` from the player's pack of this kind that expires first and is still valid at
 * `now`, as a CTE named `spent` (the pack's id; no row when no pack has enough left) for a write to
 * use in the same statement. The row lock and the table's check constraint make two bookings unable
 * to spend one credit: the subquery chooses and locks the pack; a concurrent booking that spent it
 * first makes the locked row fail the re-checked condition, and the scan goes on to the next pack.
 */
export function spending(tx: Db, playerId: number, kind: Kind, credits: number, now: Date) {
  return tx.$with('spent').as(spendingUpdate(tx, playerId, kind, credits, now));
}

/** `spending`'s statement on its own, for a write that names its CTEs itself. */
export function spendingUpdate(tx: Db, playerId: number, kind: Kind, credits: number, now: Date) {
  const choice = tx
    .select({ id: creditPacks.id })
    .from(creditPacks)
    .where(
      and(
        eq(creditPacks.playerId, playerId),
        eq(creditPacks.kind, kind),
        gte(creditPacks.remaining, credits),
        or(isNull(creditPacks.expiresAt), gt(creditPacks.expiresAt, now)),
      ),
    )
    .orderBy(sql`${creditPacks.expiresAt} asc nulls last`, asc(creditPacks.id))
    .limit(1)
    .for('update');
  return tx
    .update(creditPacks)
    .set({ remaining: sql`${creditPacks.remaining} - ${credits}` })
    .where(and(eq(creditPacks.id, choice), gte(creditPacks.remaining, credits)))
    .returning({ id: creditPacks.id });
}

/** The refusal when no pack of this kind has the credits left (code 50005). */
export const noCredit = (kind: Kind) =>
  new ServiceError(
    'rule',
    kind === 'lesson'
      ? 'You have no lesson credits left. Buy a lesson pack to book this lesson.'
      : 'You have no practice credits left. Buy a practice pack to book this session.',
    { code: SCHEDULING_CODES.noCredit },
  );

/** `spending` on its own: the pack's id, refused with noCredit when none has enough left. */
export async function spendCredits(tx: Db, playerId: number, kind: Kind, credits: number, now: Date): Promise<number | null> {
  if (credits === 0) return null;
  const spent = spending(tx, playerId, kind, credits, now);
  const [row] = await tx.with(spent).select({ id: spent.id }).from(spent);
  if (!row) throw noCredit(kind);
  return row.id;
}

/** Gives credits back to the pack they came from (a timely cancel, a reschedule, an override). */
export async function refundCredits(tx: Db, packId: number | null, credits: number): Promise<void> {
  if (packId === null || credits === 0) return;
  await tx
    .update(creditPacks)
    .set({ remaining: sql`least(${creditPacks.total}, ${creditPacks.remaining} + ${credits})` })
    .where(eq(creditPacks.id, packId));
}

async function packsOf(ctx: Ctx, caller: PlayerCaller) {
  return ctx.db
    .select()
    .from(creditPacks)
    .where(eq(creditPacks.playerId, caller.subjectId))
    .orderBy(sql`${creditPacks.expiresAt} asc nulls last`, asc(creditPacks.id));
}

const isValid = (p: { expiresAt: Date | null }, now: Date) => p.expiresAt === null || p.expiresAt > now;

/** Credits left to book with (packs not expired), in the v2 shape. */
export async function creditBalanceV2(ctx: Ctx, caller: PlayerCaller): Promise<{ lessonCredit: number; practiceCredit: number }> {
  const now = ctx.clock.now();
  const packs = (await packsOf(ctx, caller)).filter((p) => isValid(p, now));
  const sum = (kind: Kind) => packs.filter((p) => p.kind === kind).reduce((n, p) => n + p.remaining, 0);
  return { lessonCredit: sum('lesson'), practiceCredit: sum('practice') };
}

/** Credits per kind with totals and the next expiry, and every pack, in the v3 shape. */
export async function creditBalanceV3(ctx: Ctx, caller: PlayerCaller): Promise<LessonCreditV3> {
  const now = ctx.clock.now();
  const packs = await packsOf(ctx, caller);
  const balance = (kind: Kind) => {
    const valid = packs.filter((p) => p.kind === kind && isValid(p, now));
    const next = valid.find((p) => p.remaining > 0 && p.expiresAt)?.expiresAt ?? null;
    return {
      remaining: valid.reduce((n, p) => n + p.remaining, 0),
      total: valid.reduce((n, p) => n + p.total, 0),
      nextExpiry: next ? next.toISOString() : null,
    };
  };
  return {
    lesson: balance('lesson'),
    practice: balance('practice'),
    packs: packs.map((p) => ({
      id: p.id,
      kind: p.kind as Kind,
      name: p.name,
      total: p.total,
      remaining: p.remaining,
      purchasedAt: p.purchasedAt.toISOString(),
      expiresAt: p.expiresAt?.toISOString() ?? null,
    })),
  };
}
