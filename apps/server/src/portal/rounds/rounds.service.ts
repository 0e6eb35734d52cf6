import { and, count, desc, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  DEFAULT_PLAY_SETTINGS,
  lengthUnitOf,
  type PlaySettingLatest,
  type PlaySettings,
  type RoundCreateBody,
  type RoundDetail,
  type RoundsPage,
  type RoundTeeBox,
} from '@golf/contracts';
import type { Caller, Ctx, PlayerCaller } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { invalid, notFound, ServiceError } from '../../platform/errors.ts';
import { coachHeads, unitFlagsOf } from '../account/index.ts';
import { assertOwnPlayerId, coursePlaces, findCourseBasics, findHoles, findTeeBox } from '../courses/index.ts';
import { applyHoleInput, columnsOf, EMPTY_DETAILS } from './hole-input.ts';
import { holesInScope, readableRound, type RoundRow } from './round-access.ts';
import { holesOfRounds, keptTally, toRoundDetail, toRoundSummary, type RoundContext } from './round-view.ts';
import { roundsPageStatement } from './rounds-page.ts';
import { roundHoles, rounds } from './rounds.tables.ts';
import { inTransaction } from '../../platform/db/index.ts';
import { isTimeZone } from '../../platform/time-zones.ts';

/** How far back a round may be logged: rounds are entered after play, up to a year later. */
export const PLAY_DATE_DAYS_BACK = 365;

/**
 * The days a round may be dated, as ISO dates: from a year before the player's today up to today
 * (a round is logged on or after the day it was played, never ahead of it). Without the player's
 * zone, today is taken where a date begins first on Earth (UTC+14), so no one is refused their today.
 */
export function playDateRange(now: Date, timeZone?: string): { earliest: string; latest: string } {
  const today = DateTime.fromJSDate(now, { zone: timeZone ?? 'Etc/GMT-14' });
  return { earliest: today.minus({ days: PLAY_DATE_DAYS_BACK }).toISODate()!, latest: today.toISODate()! };
}

async function contextOf(db: Db, round: RoundRow): Promise<RoundContext> {
  const units = await unitFlagsOf(db, round.playerId);
  const [row] = await db
    .select({
      city: coursePlaces.city,
      country: coursePlaces.country,
      latitude: coursePlaces.latitude,
      longitude: coursePlaces.longitude,
      coachId: coachHeads.id,
      firstName: coachHeads.firstName,
      lastName: coachHeads.lastName,
    })
    .from(coursePlaces)
    .leftJoin(coachHeads, eq(coachHeads.id, round.coachId ?? -1))
    .where(eq(coursePlaces.id, round.courseId))
    .limit(1);
  return {
    city: row?.city ?? '',
    country: row?.country ?? '',
    latitude: row?.latitude ?? 0,
    longitude: row?.longitude ?? 0,
    coach: row?.coachId ? { id: row.coachId, firstName: row.firstName!, lastName: row.lastName! } : null,
    units,
  };
}

/** The tee as played, copied into the round. */
export function teeSnapshot(tee: {
  id: number;
  name: string;
  color: string;
  gender: string;
  courseRating: number | null;
  slope: number | null;
  par: number;
  yardages: number[];
  nines: RoundTeeBox['nines'];
}): RoundTeeBox {
  return {
    id: tee.id,
    name: tee.name,
    color: tee.color,
    gender: tee.gender,
    courseRating: tee.courseRating,
    slope: tee.slope,
    par: tee.par,
    yardages: tee.yardages,
    totalYards: tee.yardages.reduce((s, y) => s + y, 0),
    nines: tee.nines,
  };
}

/**
 * Starts a round on a course from one of its tees, with a scorecard row for every hole of its
 * scope (and the scores already known, for a round entered after play). Refuses an unknown
 * course, tee or coach (404), a date after the player's today or more than a year back (422), a scope
 * the course cannot give (422), and holes outside the scope (400).
 */
export async function createRound(ctx: Ctx, caller: PlayerCaller, body: RoundCreateBody): Promise<RoundDetail> {
  assertOwnPlayerId(caller, body.playerId);
  const scope = body.scope ?? 18;
  const scopeType = body.scopeType ?? (scope === 18 ? 'full' : 'front');
  if ((scope === 18) !== (scopeType === 'full'))
    throw invalid(
      'scopeType',
      scope === 18 ? 'An 18-hole round is played in full: scopeType full.' : 'A 9-hole round is the front or the back nine: scopeType front or back.',
    );
  if (!DateTime.fromISO(body.playedAt).isValid) throw invalid('playedAt', 'playedAt must be a real date, YYYY-MM-DD.');
  if (body.timeZone !== undefined && !isTimeZone(body.timeZone))
    throw invalid('timeZone', `${body.timeZone} is not a time zone. Use an IANA name such as America/New_York.`);
  const range = playDateRange(ctx.clock.now(), body.timeZone);
  if (body.playedAt > range.latest)
    throw new ServiceError('rule', `A round is logged on or after the day it was played: choose ${range.latest} or an earlier day.`, { code: 422 });
  if (body.playedAt < range.earliest)
    throw new ServiceError('rule', `A round can be logged up to a year after it was played: choose ${range.earliest} or a later day.`, { code: 422 });

  const course = await findCourseBasics(ctx.db, body.courseId);
  if (!course) throw notFound('That course');
  if (course.holeCount === 9 && (scope !== 9 || scopeType !== 'front'))
    throw new ServiceError('rule', 'This course has nine holes: play it as a 9-hole round (front nine).');
  const tee = await findTeeBox(ctx.db, body.teeBoxDetail.id, caller.subjectId);
  if (!tee || tee.courseId !== course.id) throw notFound('That tee box');
  if (body.coachId) {
    const [coach] = await ctx.db.select({ id: coachHeads.id }).from(coachHeads).where(eq(coachHeads.id, body.coachId)).limit(1);
    if (!coach) throw notFound('That coach');
  }
  const holes = await findHoles(ctx.db, course.id);
  const numbers = holesInScope({ scope, scopeType });
  const inScope = holes.filter((h) => numbers.includes(h.number));
  if (inScope.length !== numbers.length) throw new ServiceError('rule', 'This course has no hole list for that part of the course yet.');

  const initial = new Map((body.scorecardHoles ?? []).map((h, i) => [h.hole, { input: h, field: `scorecardHoles.${i}` }]));
  const lengthUnit = initial.size ? lengthUnitOf(await unitFlagsOf(ctx.db, caller.subjectId)) : 'yd';
  for (const [hole, { field }] of initial) if (!numbers.includes(hole)) throw invalid(`${field}.hole`, `Hole ${hole} is not part of this round.`);
  const rows = inScope.map((h) => {
    const given = initial.get(h.number);
    const values = given
      ? applyHoleInput({ score: null, status: 'pending', putts: null, details: EMPTY_DETAILS }, given.input, h.par, given.field, lengthUnit)
      : undefined;
    return { holeNumber: h.number, par: h.par, handicap: h.handicap, yards: tee.yardages[h.number - 1] ?? 0, ...(values ? columnsOf(values) : {}) };
  });

  const latest = await latestPlaySetting(ctx, caller);
  const playSettings: PlaySettings = { ...latest.settingData, ...body.playSettings };
  const round = await inTransaction(ctx.db, async (tx) => {
    const [created] = await tx
      .insert(rounds)
      .values({
        playerId: caller.subjectId,
        courseId: course.id,
        courseName: course.name,
        teeBoxId: tee.id,
        teeBox: teeSnapshot(tee),
        scope,
        scopeType,
        playedAt: body.playedAt,
        coachId: body.coachId ?? null,
        playMode: body.playMode ?? 'stroke',
        isCompliant: body.isCompliantMode ?? true,
        playSettings,
        currentHole: numbers[0]!,
      })
      .returning();
    await tx.insert(roundHoles).values(rows.map((r) => ({ ...r, roundId: created!.id })));
    return created!;
  });
  return getRound(ctx, caller, round.id);
}

/** A round with its course, coach and totals; readable by its player and an attached coach. */
export async function getRound(ctx: Ctx, caller: Caller, id: number): Promise<RoundDetail> {
  const { round, canEdit } = await readableRound(ctx.db, caller, id);
  const [context, holes] = await Promise.all([contextOf(ctx.db, round), holesOfRounds(ctx.db, [round.id])]);
  return toRoundDetail(round, holes.get(round.id) ?? [], context, canEdit);
}

/** The caller's rounds, newest first, with distance from a location when one is given. */
export async function listRounds(ctx: Ctx, caller: PlayerCaller, query: { lat?: number; lon?: number; page: number; size: number }): Promise<RoundsPage> {
  const from = query.lat !== undefined && query.lon !== undefined ? { lat: query.lat, lon: query.lon } : undefined;
  const list = await roundsPageStatement(ctx.db).execute({ playerId: caller.subjectId, size: query.size, offset: query.page * query.size });
  // A page past the last round has no row to carry the count: only then is it asked for apart.
  const total = list[0]?.total ?? (query.page > 0 ? await countRounds(ctx.db, caller.subjectId) : 0);
  return {
    rounds: list.map((r) =>
      toRoundSummary(
        r.round,
        keptTally(r.round),
        {
          city: r.city,
          country: r.country,
          latitude: r.latitude,
          longitude: r.longitude,
          coach: r.coachId ? { id: r.coachId, firstName: r.firstName!, lastName: r.lastName! } : null,
          units: { enableMetricDistances: r.enableMetricDistances, enableMetricSpeeds: r.enableMetricSpeeds },
        },
        from,
      ),
    ),
    pageNo: query.page,
    size: query.size,
    totalRecord: total,
  };
}

async function countRounds(db: Db, playerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(rounds).where(eq(rounds.playerId, playerId));
  return row?.n ?? 0;
}

/** The play settings of the player's latest round, which a new round starts from; defaults before a first round. */
export async function latestPlaySetting(ctx: Ctx, caller: PlayerCaller): Promise<PlaySettingLatest> {
  const [latest] = await ctx.db
    .select({ id: rounds.id, playSettings: rounds.playSettings, coachId: rounds.coachId, playMode: rounds.playMode })
    .from(rounds)
    .where(and(eq(rounds.playerId, caller.subjectId)))
    .orderBy(desc(rounds.createdAt), desc(rounds.id))
    .limit(1);
  if (!latest) return { settingData: DEFAULT_PLAY_SETTINGS, roundId: null, coachId: null, playMode: 'stroke' };
  return { settingData: { ...DEFAULT_PLAY_SETTINGS, ...latest.playSettings }, roundId: latest.id, coachId: latest.coachId, playMode: latest.playMode };
}
