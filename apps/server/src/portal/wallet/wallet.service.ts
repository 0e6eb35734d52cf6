import Decimal from 'decimal.js';
import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { BucksList, Coupon, CouponList, Locale } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { findPlayer } from '../account/index.ts';
import { notFound } from '../../platform/errors.ts';
import { textIn } from '../../platform/i18n.ts';
import { bucksCredits, playerCoupons } from './wallet.tables.ts';
import { currencyOfRegion, moneyString } from './money.ts';

type CouponRow = typeof playerCoupons.$inferSelect;

const usableAt = (now: Date) => or(isNull(bucksCredits.expiresAt), gt(bucksCredits.expiresAt, now));

async function regionOf(ctx: Ctx, playerId: number): Promise<string> {
  const player = await findPlayer(ctx.db, playerId);
  if (!player) throw notFound('Player');
  return player.region;
}

/** The bucks a player can spend now: the sum of what is left of their unexpired credits. */
export async function bucksBalance(db: Db, playerId: number, now: Date): Promise<Decimal> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${bucksCredits.remaining}), 0)` })
    .from(bucksCredits)
    .where(and(eq(bucksCredits.playerId, playerId), usableAt(now)));
  return new Decimal(row?.sum ?? 0);
}

/** GET /api/bucks: every credit with its source, amount, date, expiry and what is left; the usable balance. */
export async function listBucks(ctx: Ctx, caller: PlayerCaller, locale: Locale): Promise<BucksList> {
  const now = ctx.clock.now();
  const currency = currencyOfRegion(await regionOf(ctx, caller.subjectId));
  const rows = await ctx.db
    .select()
    .from(bucksCredits)
    .where(eq(bucksCredits.playerId, caller.subjectId))
    .orderBy(desc(bucksCredits.createdAt), desc(bucksCredits.id));
  const balance = await bucksBalance(ctx.db, caller.subjectId, now);
  return {
    balance: moneyString(balance, currency),
    currency,
    credits: rows.map((r) => ({
      id: r.id,
      source: r.source,
      note: textIn(r.noteNames, locale, r.note),
      amount: moneyString(r.amount, r.currency),
      remaining: moneyString(r.remaining, r.currency),
      currency: r.currency,
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt?.toISOString() ?? null,
      isUsable: new Decimal(r.remaining).greaterThan(0) && (r.expiresAt === null || r.expiresAt > now),
    })),
  };
}

/** A coupon's status as the client reads it: used, expired (by the clock), or pending. */
export function couponStatus(row: CouponRow, now: Date): 0 | 1 | 2 {
  if (row.status === 1) return 1;
  return row.expiresAt && row.expiresAt <= now ? 2 : 0;
}

export function toCoupon(row: CouponRow, now: Date, locale: Locale): Coupon {
  return {
    id: row.id,
    code: row.code,
    name: textIn(row.names, locale, row.name),
    kind: row.kind,
    value: row.kind === 'percent' ? new Decimal(row.value).toString() : moneyString(row.value, row.currency),
    currency: row.currency,
    status: couponStatus(row, now),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    usedAt: row.usedAt?.toISOString() ?? null,
  };
}

/** GET /api/coupon[?status=]: the caller's playerCoupons (status 0: the pending ones) and their usable bucks. */
export async function listCoupons(ctx: Ctx, caller: PlayerCaller, locale: Locale, status?: 0 | 1 | 2): Promise<CouponList> {
  const now = ctx.clock.now();
  const currency = currencyOfRegion(await regionOf(ctx, caller.subjectId));
  const rows = await ctx.db
    .select()
    .from(playerCoupons)
    .where(eq(playerCoupons.playerId, caller.subjectId))
    .orderBy(asc(playerCoupons.status), desc(playerCoupons.createdAt), desc(playerCoupons.id));
  const list = rows.map((r) => toCoupon(r, now, locale)).filter((c) => status === undefined || c.status === status);
  return { coupon: list, buck: moneyString(await bucksBalance(ctx.db, caller.subjectId, now), currency), currency };
}
