import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Activity, ActivityList, ActivityListQuery, ActivitySummary, ActivityTypeCode, ClubTypeCode, TypeList } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { byBagOrder, clubStatsWhere, toClubStats } from './club-stats.ts';
import { instantRange, localDate, zoneOf } from './date-range.ts';
import { flaggedShots } from './outliers.ts';
import { playerUnits } from './player-settings.ts';
import { toShot } from './shot-view.ts';
import { simActivities, simShots, type ActivityRow } from './simulator.tables.ts';
import type { Converter } from './units.ts';

/** The conditions on sim_activities a list or statistics filter means. */
export function activityFilter(playerId: number, q: { activityType?: string; fromDate?: string; toDate?: string; timeZone?: string }): SQL[] {
  const zone = zoneOf(q.timeZone);
  const { from, toExclusive } = instantRange(q.fromDate, q.toDate, zone);
  const conditions: SQL[] = [eq(simActivities.playerId, playerId)];
  if (q.activityType) conditions.push(eq(simActivities.activityType, q.activityType));
  if (from) conditions.push(gte(simActivities.startedAt, from));
  if (toExclusive) conditions.push(lt(simActivities.startedAt, toExclusive));
  return conditions;
}

/** Shot count, clubs and longest carry of each listed session, in one grouped query. */
async function summariesOf(db: Db, rows: ActivityRow[], zone: string, c: Converter): Promise<ActivitySummary[]> {
  if (rows.length === 0) return [];
  const agg = await db
    .select({
      activityId: simShots.activityId,
      n: count(),
      clubs: sql<string[]>`array_agg(distinct ${simShots.clubType})`,
      longest: sql<number | null>`max(${simShots.carry})`.mapWith((v) => (v === null ? null : Number(v))),
    })
    .from(simShots)
    .where(
      inArray(
        simShots.activityId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(simShots.activityId);
  const byId = new Map(agg.map((a) => [a.activityId, a]));
  return rows.map((row) => {
    const a = byId.get(row.id);
    const clubTypes = (a?.clubs ?? [])
      .map((clubType) => ({ clubType }))
      .sort(byBagOrder)
      .map((x) => x.clubType as ClubTypeCode);
    return {
      esnActivityId: row.id,
      activityType: row.activityType as ActivityTypeCode,
      source: row.source as ActivitySummary['source'],
      name: row.name,
      startedAt: row.startedAt.toISOString(),
      date: localDate(row.startedAt, zone),
      shotCount: a?.n ?? 0,
      clubTypes,
      longestCarry: a?.longest == null ? null : c.distance(a.longest),
      challengeId: row.challengeId,
    };
  });
}

const roundUp = (value: number, step: number) => Math.ceil(value / step) * step;

/**
 * One page of the player's sessions, newest first, with what to expect of each club over the whole
 * selection. Pages start at 0 (spec 000 §4, §9). Refuses impossible dates and zones.
 */
export async function listActivities(ctx: Ctx, caller: PlayerCaller, q: ActivityListQuery): Promise<ActivityList> {
  const playerId = caller.subjectId;
  const zone = zoneOf(q.timeZone);
  const conditions = activityFilter(playerId, q);
  if (q.clubType) {
    conditions.push(sql`exists (select 1 from ${simShots} where ${simShots.activityId} = ${simActivities.id} and ${simShots.clubType} = ${q.clubType})`);
  }
  const where = and(...conditions);
  // The shots' own player column lets the database read them by its (player, club) index.
  const shotWhere = and(...conditions, eq(simShots.playerId, playerId), q.clubType ? eq(simShots.clubType, q.clubType) : undefined);
  const [settings, rows, [total], rawStats] = await Promise.all([
    playerUnits(ctx.db, playerId),
    ctx.db
      .select()
      .from(simActivities)
      .where(where)
      .orderBy(desc(simActivities.startedAt), desc(simActivities.id))
      .limit(q.size)
      .offset(q.page * q.size),
    ctx.db.select({ n: count() }).from(simActivities).where(where),
    // What to expect of each club covers the whole selection: sent with page 0, which later pages append to.
    q.page === 0 ? clubStatsWhere(ctx.db, playerId, shotWhere) : Promise.resolve([]),
  ]);
  const c = settings.convert;
  const expectedClubStat = rawStats.map((raw) => toClubStats(raw, c)).sort(byBagOrder);
  const longest = Math.max(0, ...rawStats.map((s) => s.total.max ?? 0));
  const widest = Math.max(0, ...rawStats.map((s) => Math.max(Math.abs(s.offline.min ?? 0), Math.abs(s.offline.max ?? 0))));
  return {
    activities: await summariesOf(ctx.db, rows, zone, c),
    mapSettings: {
      rangeLength: c.distance(Math.max(100, roundUp(longest, 25))),
      rangeHalfWidth: c.distance(Math.max(20, roundUp(widest, 10))),
      units: settings.units,
    },
    skytrakAppSettings: {
      enableMetricDistances: settings.enableMetricDistances,
      enableMetricSpeeds: settings.enableMetricSpeeds,
      handedness: settings.handedness,
    },
    expectedClubStat,
    pageNo: q.page,
    totalRecord: total?.n ?? 0,
  };
}

/** The player's session row, or 404 (another player's session reads as missing). */
export async function ownActivity(db: Db, playerId: number, activityId: number): Promise<ActivityRow> {
  const [row] = await db
    .select()
    .from(simActivities)
    .where(and(eq(simActivities.id, activityId), eq(simActivities.playerId, playerId)))
    .limit(1);
  if (!row) throw notFound('The session');
  return row;
}

/** One session with every shot (flagged when it is an outlier, and whether it counts) and per-club statistics over the shots that count. Another player's session answers 404. */
export async function getActivity(ctx: Ctx, caller: PlayerCaller, activityId: number, timeZone?: string): Promise<Activity> {
  const zone = zoneOf(timeZone);
  const [settings, row] = await Promise.all([playerUnits(ctx.db, caller.subjectId), ownActivity(ctx.db, caller.subjectId, activityId)]);
  const [shots, rawStats] = await Promise.all([
    flaggedShots(ctx.db, caller.subjectId, eq(simShots.activityId, row.id), [asc(simShots.shotNumber), asc(simShots.id)]),
    clubStatsWhere(ctx.db, caller.subjectId, eq(simShots.activityId, row.id)),
  ]);
  const c = settings.convert;
  const [summary] = await summariesOf(ctx.db, [row], zone, c);
  return {
    ...summary!,
    shots: shots.map((s) => toShot(s, c)),
    clubStats: rawStats.map((raw) => toClubStats(raw, c)).sort(byBagOrder),
    units: settings.units,
  };
}

/** The clubs and session types the player has data for, with counts (the list's filter choices). */
export async function listTypes(ctx: Ctx, caller: PlayerCaller): Promise<TypeList> {
  const playerId = caller.subjectId;
  const [clubs, types] = await Promise.all([
    ctx.db.select({ clubType: simShots.clubType, shotCount: count() }).from(simShots).where(eq(simShots.playerId, playerId)).groupBy(simShots.clubType),
    ctx.db
      .select({ activityType: simActivities.activityType, activityCount: count() })
      .from(simActivities)
      .where(eq(simActivities.playerId, playerId))
      .groupBy(simActivities.activityType)
      .orderBy(asc(simActivities.activityType)),
  ]);
  return {
    clubs: clubs.sort(byBagOrder).map((c) => ({ clubType: c.clubType as ClubTypeCode, shotCount: c.shotCount })),
    types: types.map((t) => ({ activityType: t.activityType as ActivityTypeCode, activityCount: t.activityCount })),
  };
}

/**
 * Deletes sessions with their shots (and any challenge result scored from them). All or nothing:
 * when one id is not the player's, nothing is deleted and the answer is 404.
 */
export async function deleteActivities(ctx: Ctx, caller: PlayerCaller, ids: number[]): Promise<{ deletedActivityIds: number[] }> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw invalid('ids', 'Name the session to delete: id in the query or ids in the body.');
  return ctx.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(simActivities)
      .where(and(inArray(simActivities.id, unique), eq(simActivities.playerId, caller.subjectId)))
      .returning({ id: simActivities.id });
    if (deleted.length !== unique.length) {
      const found = new Set(deleted.map((d) => d.id));
      throw notFound(`Session ${unique.filter((id) => !found.has(id)).join(', ')}`);
    }
    return { deletedActivityIds: deleted.map((d) => d.id).sort((a, b) => a - b) };
  });
}
