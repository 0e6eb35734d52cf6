import { createHmac, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { safeEqual } from '../../platform/crypto.ts';
import { ServiceError } from '../../platform/errors.ts';
import { consumeHits, type Limit } from '../../platform/rate-limit.ts';
import { verificationCodes, type CodePurpose } from './verification.tables.ts';
import { inTransaction } from '../../platform/db/index.ts';

/** Codes are six digits, live ten minutes and allow five guesses. */
export const CODE_DIGITS = 6;
export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;

export interface IssueCode {
  purpose: CodePurpose;
  subject: string;
  channel: 'email' | 'sms';
  destination: string;
  /** The caller's address: codes requested from one address are limited too. */
  ip: string;
}

/**
 * Rate limits on sending: per destination (an inbox or phone cannot be flooded), per subject
 * (an account or registration cannot ask for endless codes) and per network address.
 */
function sendLimits(input: IssueCode): Limit[] {
  return [
    { key: `code:to:${input.destination}`, max: 5, windowSeconds: 15 * 60 },
    { key: `code:subject:${input.purpose}:${input.subject}`, max: 8, windowSeconds: 60 * 60 },
    { key: `code:ip:${input.ip}`, max: 30, windowSeconds: 60 * 60 },
  ];
}

function hmac(ctx: Ctx, id: number, code: string): string {
  return createHmac('sha256', ctx.config.secrets.jwtKey).update(`verification:${id}:${code}`).digest('hex');
}

/**
 * Makes a new code for a subject and returns it (for the caller to send). Earlier live codes of
 * the same subject and purpose stop working. Refuses with 429 when a send limit is used up.
 */
export async function issueCode(ctx: Ctx, input: IssueCode): Promise<{ code: string; expiresInSeconds: number }> {
  const limits = sendLimits(input);
  await consumeHits(ctx.db, limits);
  const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
  await inTransaction(ctx.db, async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: ctx.clock.now() })
      .where(and(eq(verificationCodes.purpose, input.purpose), eq(verificationCodes.subject, input.subject), isNull(verificationCodes.consumedAt)));
    const [row] = await tx
      .insert(verificationCodes)
      .values({
        purpose: input.purpose,
        subject: input.subject,
        channel: input.channel,
        destination: input.destination,
        codeHash: 'pending',
        maxAttempts: CODE_MAX_ATTEMPTS,
        expiresAt: new Date(ctx.clock.now().getTime() + CODE_TTL_SECONDS * 1000),
      })
      .returning({ id: verificationCodes.id });
    // The hash binds the code to its row, so equal codes of two rows never look alike.
    await tx
      .update(verificationCodes)
      .set({ codeHash: hmac(ctx, row!.id, code) })
      .where(eq(verificationCodes.id, row!.id));
  });
  return { code, expiresInSeconds: CODE_TTL_SECONDS };
}

export type CheckResult = { ok: true; destination: string; channel: 'email' | 'sms' } | { ok: false; reason: 'wrong' | 'expired' | 'none' };

/**
 * Spends the subject's live code if `code` is right. Every guess uses up one attempt first, in one
 * atomic statement, so concurrent guesses cannot get more than the allowed attempts; a right answer
 * is spent by a conditional update, so two requests with it succeed once.
 */
export async function checkCode(ctx: Ctx, purpose: CodePurpose, subject: string, code: string): Promise<CheckResult> {
  const [latest] = await ctx.db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.subject, subject)))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!latest) return { ok: false, reason: 'none' };
  const now = ctx.clock.now();
  const [attempt] = await ctx.db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, latest.id),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.attempts, verificationCodes.maxAttempts),
      ),
    )
    .returning({ codeHash: verificationCodes.codeHash });
  if (!attempt) return { ok: false, reason: 'expired' };
  const given = code.trim();
  if (!/^\d+$/.test(given) || !safeEqual(hmac(ctx, latest.id, given), attempt.codeHash)) return { ok: false, reason: 'wrong' };
  const [spent] = await ctx.db
    .update(verificationCodes)
    .set({ consumedAt: now, verifiedAt: now })
    .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.consumedAt)))
    .returning({ destination: verificationCodes.destination, channel: verificationCodes.channel });
  if (!spent) return { ok: false, reason: 'expired' };
  return { ok: true, destination: spent.destination, channel: spent.channel };
}

/** The 4xx a failed check answers, naming the field `code`. */
export function codeError(result: Exclude<CheckResult, { ok: true }>): ServiceError {
  if (result.reason === 'wrong') return new ServiceError('invalid', 'That code is not right. Check the latest message and try again.', { field: 'code' });
  return new ServiceError('rule', 'That code has expired or was used too many times. Ask for a new code.', { field: 'code' });
}

/**
 * Spends the proof a verified code left: true once for a code verified within `withinSeconds` for
 * this subject (and destination, when given); false afterwards or when none was verified.
 */
export async function redeemProof(ctx: Ctx, purpose: CodePurpose, subject: string, withinSeconds: number, destination?: string): Promise<boolean> {
  const rows = await ctx.db
    .update(verificationCodes)
    .set({ redeemedAt: ctx.clock.now() })
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.subject, subject),
        destination ? eq(verificationCodes.destination, destination) : undefined,
        isNull(verificationCodes.redeemedAt),
        gt(verificationCodes.verifiedAt, new Date(ctx.clock.now().getTime() - withinSeconds * 1000)),
      ),
    )
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

/** Whether a verified, unspent proof exists (without spending it). */
export async function hasProof(ctx: Ctx, purpose: CodePurpose, subject: string, withinSeconds: number, destination?: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.subject, subject),
        destination ? eq(verificationCodes.destination, destination) : undefined,
        isNull(verificationCodes.redeemedAt),
        gt(verificationCodes.verifiedAt, new Date(ctx.clock.now().getTime() - withinSeconds * 1000)),
      ),
    )
    .limit(1);
  return Boolean(row);
}
