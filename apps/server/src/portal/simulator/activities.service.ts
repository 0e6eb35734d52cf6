import { and, asc, count, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Activity, ActivityList, ActivityListQuery, ActivitySummary, ActivityTypeCode, ClubTypeCode, TypeList } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { activityStatements, type ActivityJson } from './activity-statements.ts';
import { byBagOrder, toClubStats } from './club-stats.ts';
import { instantRange, localDate, zoneOf } from './date-range.ts';
import { settingsOf } from './player-settings.ts';
import { simActivities, simShots, type ActivityRow } from './simulator.tables.ts';
import type { Converter } from './units.ts';
import { inTransaction } from '../../platform/db/index.ts';

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

/** A session as the list shows it, in the caller's units and zone. */
function summaryOf(a: ActivityJson, zone: string, c: Converter): ActivitySummary {
  return {
    esnActivityId: a.id,
    activityType: a.activityType as ActivityTypeCode,
    source: a.source as ActivitySummary['source'],
    name: a.name,
    startedAt: a.startedAt,
    date: localDate(new Date(a.startedAt), zone),
    shotCount: a.n,
    clubTypes: a.clubs
      .map((clubType) => ({ clubType }))
      .sort(byBagOrder)
      .map((x) => x.clubType as ClubTypeCode),
    longestCarry: a.longest == null ? null : c.distance(a.longest),
    challengeId: a.challengeId,
  };
}

const roundUp = (value: number, step: number) => Math.ceil(value / step) * step;

/**
 * One page of the player's sessions, newest first, with what to expect of each club over the whole
 * selection. Pages start at 0 (spec 000 §4, §9). Refuses impossible dates and zones. One statement.
 */
export async function listActivities(ctx: Ctx, caller: PlayerCaller, q: ActivityListQuery): Promise<ActivityList> {
  const zone = zoneOf(q.timeZone);
  const { from, toExclusive } = instantRange(q.fromDate, q.toDate, zone);
  const statements = activityStatements(ctx.db);
  const params = {
    playerId: caller.subjectId,
    activityType: q.activityType || null,
    from: from?.toISOString() ?? null,
    to: toExclusive?.toISOString() ?? null,
    clubType: q.clubType || null,
    size: q.size,
    offset: q.page * q.size,
  };
  // What to expect of each club covers the whole selection: sent with page 0, which later pages
  // append to. With no filter (the screen as a player opens it) they are the player's kept ones.
  const unfiltered = !params.activityType && !params.from && !params.to && !params.clubType;
  const statement = q.page !== 0 ? statements.laterPage : unfiltered ? statements.firstPageKept : statements.firstPage;
  let answer = (await statement.execute(params))[0]!.value;
  if (!answer.settings) throw notFound('Your account');
  if (statement === statements.firstPageKept) {
    if (answer.kept?.stats) answer.stats = answer.kept.stats;
    else {
      // None kept yet, or a shot changed since: compute them, and keep them unless a shot changed meanwhile.
      const version = answer.kept?.version ?? 0;
      answer = (await statements.firstPage.execute(params))[0]!.value;
      if (!answer.settings) throw notFound('Your account');
      await statements.keepStats.execute({ playerId: caller.subjectId, version, stats: JSON.stringify(answer.stats) });
    }
  }
  const settings = settingsOf(answer.settings);
  const c = settings.convert;
  const rawStats = answer.stats;
  const expectedClubStat = rawStats.map((raw) => toClubStats(raw, c)).sort(byBagOrder);
  const longest = Math.max(0, ...rawStats.map((s) => s.total.max ?? 0));
  const widest = Math.max(0, ...rawStats.map((s) => Math.max(Math.abs(s.offline.min ?? 0), Math.abs(s.offline.max ?? 0))));
  return {
    activities: answer.activities.map((a) => summaryOf(a, zone, c)),
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
    totalRecord: answer.total,
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

/**
 * One session with every shot (flagged when it is an outlier, and whether it counts) and per-club
 * statistics over the shots that count, in one statement. Another player's session answers 404.
 */
export async function getActivity(ctx: Ctx, caller: PlayerCaller, activityId: number, timeZone?: string): Promise<Activity> {
  const zone = zoneOf(timeZone);
  const statements = activityStatements(ctx.db);
  const [row] = await statements.activity.execute({ playerId: caller.subjectId, activityId });
  const answer = row!.value;
  if (!answer.settings) throw notFound('Your account');
  if (!answer.activity) throw notFound('The session');
  // No kept bounds: this read computed them; kept unless a shot changed since (then the next read computes them again).
  if (answer.keep)
    await statements.keepBounds.execute({ playerId: caller.subjectId, version: answer.keep.version, bounds: JSON.stringify(answer.keep.bounds) });
  const settings = settingsOf(answer.settings);
  const c = settings.convert;
  return {
    ...summaryOf(answer.activity, zone, c),
    shots: answer.shots,
    clubStats: answer.stats.map((raw) => toClubStats(raw, c)).sort(byBagOrder),
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
  return inTransaction(ctx.db, async (tx) => {
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
