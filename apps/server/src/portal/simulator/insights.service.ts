import { and, countDistinct, eq, inArray, isNotNull, ne, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  CLUB_TYPES,
  GAP_TIGHT_YARDS,
  GAP_WIDE_YARDS,
  type BagMapping,
  type BagMappingClub,
  type ClubTypeCode,
  type PracticeQuery,
  type PuttingStats,
  type StatsQuery,
} from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { invalid } from '../../platform/errors.ts';
import { activityFilter, ownActivity } from './activities.service.ts';
import { bagClubsOf } from './bag-clubs.ts';
import { byBagOrder, clubStatsWhere, toClubStats, type RawClubStats } from './club-stats.ts';
import { playerUnits } from './player-settings.ts';
import { simActivities, simShots } from './simulator.tables.ts';
import { FEET_PER_YARD, METRES_PER_YARD } from './units.ts';

const KNOWN_CLUBS = new Set<string>(CLUB_TYPES.map((c) => c.code));

/** Per-club averages, spread and dispersion ellipses over a filter: the comparison of clubs and the target view. */
export async function clubStats(ctx: Ctx, caller: PlayerCaller, q: StatsQuery) {
  const conditions: (SQL | undefined)[] = [...activityFilter(caller.subjectId, q), eq(simShots.playerId, caller.subjectId)];
  if (q.esnActivityId) {
    await ownActivity(ctx.db, caller.subjectId, q.esnActivityId);
    conditions.push(eq(simActivities.id, q.esnActivityId));
  }
  if (q.clubTypes) {
    const codes = [...new Set(q.clubTypes.split(','))];
    const unknown = codes.filter((code) => !KNOWN_CLUBS.has(code));
    if (unknown.length) throw invalid('clubTypes', `${unknown.join(', ')} is not a club code (driver, 3w, 4h, 7i, pw, …).`);
    conditions.push(inArray(simShots.clubType, codes));
  }
  const [settings, raw] = await Promise.all([playerUnits(ctx.db, caller.subjectId), clubStatsWhere(ctx.db, caller.subjectId, and(...conditions))]);
  return { clubs: raw.map((r) => toClubStats(r, settings.convert)).sort(byBagOrder), units: settings.units };
}

/** Bag mapping reads the last twelve months unless a range is given: distances change with the swing. */
function defaultRange(q: PracticeQuery, now: Date): PracticeQuery {
  if (q.fromDate || q.toDate) return q;
  return {
    ...q,
    fromDate: DateTime.fromJSDate(now)
      .setZone(q.timeZone ?? 'UTC')
      .minus({ months: 12 })
      .toISODate()!,
  };
}

function gapStatus(gapYards: number): BagMappingClub['gapStatus'] {
  if (gapYards < GAP_TIGHT_YARDS) return 'tight';
  if (gapYards > GAP_WIDE_YARDS) return 'wide';
  return 'good';
}

/**
 * Carry and total per club of the player's current bag, with the gap to the next shorter club.
 * Shots map to bag clubs by club code; without a bag, the clubs are those the player hit.
 */
export async function bagMapping(ctx: Ctx, caller: PlayerCaller, q: PracticeQuery): Promise<BagMapping> {
  const playerId = caller.subjectId;
  const where = and(
    ...activityFilter(playerId, defaultRange(q, ctx.clock.now())),
    eq(simShots.playerId, playerId),
    ne(simShots.clubType, 'putter'),
    ne(simActivities.activityType, 'practiceGreen'),
  );
  const [settings, raw, bag] = await Promise.all([playerUnits(ctx.db, playerId), clubStatsWhere(ctx.db, playerId, where), bagClubsOf(ctx.db, playerId)]);
  const c = settings.convert;
  const statsByClub = new Map<string, RawClubStats>(raw.map((r) => [r.clubType, r]));
  const defaultLoft = (code: string) => CLUB_TYPES.find((t) => t.code === code)?.loft ?? 90;
  const candidates = bag
    ? bag.clubs.filter((club) => club.clubType !== 'putter')
    : raw.map((r) => ({ clubType: r.clubType as ClubTypeCode, clubId: null, model: '', loft: defaultLoft(r.clubType) }));
  // Gapping runs from the strongest loft to the weakest; one row per club code (a second 7-iron maps to the same shots).
  const rows = candidates
    .sort((a, b) => (a.loft ?? defaultLoft(a.clubType)) - (b.loft ?? defaultLoft(b.clubType)) || byBagOrder(a, b))
    .filter((r, i, all) => all.findIndex((x) => x.clubType === r.clubType) === i);
  const withShots = rows.filter((r) => statsByClub.has(r.clubType));
  const clubs: BagMappingClub[] = rows.map((r) => {
    const s = statsByClub.get(r.clubType);
    const stats = s ? toClubStats(s, c) : null;
    const next = withShots[withShots.indexOf(r) + 1];
    const nextStats = s && next ? statsByClub.get(next.clubType) : undefined;
    const gapYards = s && nextStats ? s.carry.mean! - nextStats.carry.mean! : null;
    return {
      clubType: r.clubType,
      clubId: r.clubId,
      model: r.model,
      loft: r.loft,
      shotCount: s?.n ?? 0,
      carry: stats?.carry ?? null,
      total: stats?.total ?? null,
      gapToNext: gapYards === null ? null : c.distance(gapYards),
      gapStatus: gapYards === null ? null : gapStatus(gapYards),
    };
  });
  const inBag = new Set(rows.map((r) => r.clubType));
  return {
    bag: bag ? { id: bag.id, bagName: bag.bagName } : null,
    clubs,
    unmappedClubTypes: raw
      .map((r) => r.clubType as ClubTypeCode)
      .filter((code) => !inBag.has(code))
      .sort((a, b) => byBagOrder({ clubType: a }, { clubType: b })),
    units: settings.units,
  };
}

/** The ball is in the hole when it finished within the cup's radius (2.125 in). */
export const HOLED_WITHIN_YARDS = 2.125 / 36;
const BANDS_FEET = [0, 3, 6, 10, 20, 35];
const BANDS_METRES = [0, 1, 2, 3, 6, 10];

/** Make rate and leave distance by start distance over the player's practice-green sessions. */
export async function puttingStats(ctx: Ctx, caller: PlayerCaller, q: PracticeQuery): Promise<PuttingStats> {
  const where = and(
    ...activityFilter(caller.subjectId, q),
    eq(simShots.playerId, caller.subjectId),
    eq(simActivities.activityType, 'practiceGreen'),
    isNotNull(simShots.targetDistance),
    isNotNull(simShots.distanceToPin),
  );
  const [settings, putts, [sessions]] = await Promise.all([
    playerUnits(ctx.db, caller.subjectId),
    ctx.db
      .select({ start: simShots.targetDistance, left: simShots.distanceToPin })
      .from(simShots)
      .innerJoin(simActivities, eq(simActivities.id, simShots.activityId))
      .where(where),
    ctx.db
      .select({ n: countDistinct(simShots.activityId) })
      .from(simShots)
      .innerJoin(simActivities, eq(simActivities.id, simShots.activityId))
      .where(where),
  ]);
  const metric = settings.units.shortDistance === 'm';
  const perYard = metric ? METRES_PER_YARD : FEET_PER_YARD;
  const edges = metric ? BANDS_METRES : BANDS_FEET;
  const round2 = (v: number) => Math.round(v * 100) / 100;
  const bands = edges.map((from, i) => {
    const to = edges[i + 1] ?? null;
    const inBand = putts.filter((p) => p.start! * perYard >= from && (to === null || p.start! * perYard < to));
    const holed = inBand.filter((p) => p.left! <= HOLED_WITHIN_YARDS);
    const missed = inBand.filter((p) => p.left! > HOLED_WITHIN_YARDS);
    return {
      from,
      to,
      putts: inBand.length,
      holed: holed.length,
      makeRate: inBand.length ? round2(holed.length / inBand.length) : null,
      averageLeave: missed.length ? round2((missed.reduce((s, p) => s + p.left!, 0) / missed.length) * perYard) : null,
    };
  });
  const holed = bands.reduce((s, b) => s + b.holed, 0);
  return {
    sessions: sessions?.n ?? 0,
    putts: putts.length,
    holed,
    makeRate: putts.length ? round2(holed / putts.length) : null,
    bands,
    units: settings.units,
  };
}
