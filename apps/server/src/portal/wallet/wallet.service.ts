import Decimal from 'decimal.js';
import { and, asc, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { BucksList, Coupon, CouponList, Locale } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { statementCache, type Db } from '../../platform/db/index.ts';
import { playerHeads } from '../account/index.ts';
import { notFound } from '../../platform/errors.ts';
import { textIn } from '../../platform/i18n.ts';
import { bucksCredits, playerCoupons } from './wallet.tables.ts';
import { currencyOfRegion, moneyString } from './money.ts';

type CouponRow = typeof playerCoupons.$inferSelect;

const usableAt = (now: Date) => or(isNull(bucksCredits.expiresAt), gt(bucksCredits.expiresAt, now));

/** The bucks a player can spend now: the sum of what is left of their unexpired credits. */
export async function bucksBalance(db: Db, playerId: number, now: Date): Promise<Decimal> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${bucksCredits.remaining}), 0)` })
    .from(bucksCredits)
    .where(and(eq(bucksCredits.playerId, playerId), usableAt(now)));
  return new Decimal(row?.sum ?? 0);
}

/**
 * The bucks balance (as bucksBalance) as an SQL expression, for a single read of another domain's;
 * with parameters for `player` and `now` it is uncorrelated and runs once per statement.
 */
export const bucksBalanceSql = (player: SQL, now: SQL) =>
  sql<string>`(select coalesce(sum(b.remaining), 0) from ${bucksCredits} b where b.player_id = ${player} and (b.expires_at is null or b.expires_at > ${now}))`;

/**
 * The bucks and coupon pages, each one prepared statement: the player's region (their currency),
 * their usable balance (an uncorrelated subquery, run once) and the page's rows, left-joined so a
 * player with none still gets one row. No row: no such player. Placeholders: playerId, now (ISO text).
 */
const pages = statementCache((db: Db) => {
  const player = sql.placeholder('playerId');
  const balance = bucksBalanceSql(sql`${player}`, sql`${sql.placeholder('now')}::timestamptz`);
  return {
    bucks: db
      .select({ region: playerHeads.region, balance, credit: bucksCredits })
      .from(playerHeads)
      .leftJoin(bucksCredits, eq(bucksCredits.playerId, playerHeads.id))
      .where(eq(playerHeads.id, player))
      .orderBy(desc(bucksCredits.createdAt), desc(bucksCredits.id))
      .prepare('wallet_bucks_page'),
    coupons: db
      .select({ region: playerHeads.region, balance, coupon: playerCoupons })
      .from(playerHeads)
      .leftJoin(playerCoupons, eq(playerCoupons.playerId, playerHeads.id))
      .where(eq(playerHeads.id, player))
      .orderBy(asc(playerCoupons.status), desc(playerCoupons.createdAt), desc(playerCoupons.id))
      .prepare('wallet_coupons_page'),
  };
});

/** GET /api/bucks: every credit with its source, amount, date, expiry and what is left; the usable balance. */
export async function listBucks(ctx: Ctx, caller: PlayerCaller, locale: Locale): Promise<BucksList> {
  const now = ctx.clock.now();
  const page = await pages(ctx.db).bucks.execute({ playerId: caller.subjectId, now: now.toISOString() });
  if (!page[0]) throw notFound('Player');
  const currency = currencyOfRegion(page[0].region);
  return {
    balance: moneyString(page[0].balance, currency),
    currency,
    credits: page
      .flatMap(({ credit }) => (credit ? [credit] : []))
      .map((r) => ({
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
  const page = await pages(ctx.db).coupons.execute({ playerId: caller.subjectId, now: now.toISOString() });
  if (!page[0]) throw notFound('Player');
  const currency = currencyOfRegion(page[0].region);
  const list = page.flatMap(({ coupon }) => (coupon ? [toCoupon(coupon, now, locale)] : [])).filter((c) => status === undefined || c.status === status);
  return { coupon: list, buck: moneyString(page[0].balance, currency), currency };
}
