import { inArray, sql, type SQL } from 'drizzle-orm';
import { lengthIn, placeDistanceIn, type RoundDetail, type RoundStatus, type RoundSummary, type UnitFlags } from '@golf/contracts';
import type { Db } from '../../platform/db/index.ts';
import { kilometresBetween } from '../courses/index.ts';
import { scorecardTotals, type HoleScore } from '../scoring/index.ts';
import { valuesOf, type HoleRow, type RoundHoleRow } from './hole-input.ts';
import type { RoundRow } from './round-access.ts';
import { roundHoles, rounds } from './rounds.tables.ts';

export function toHoleScore(row: HoleRow): HoleScore {
  return { hole: row.holeNumber, par: row.par, handicap: row.handicap, yards: row.yards, ...valuesOf(row) };
}

/** A hole's row (round_holes, named `h`) as HoleRow JSON. */
export const holeRowJson = sql`json_build_object(
    'id', h.id, 'holeNumber', h.hole_number, 'par', h.par, 'handicap', h.handicap, 'yards', h.yards, 'score', h.score, 'status', h.status,
    'putts', h.putts, 'fairwayHit', h.fairway_hit, 'fairwayBunkers', h.fairway_bunkers, 'greensideBunkers', h.greenside_bunkers,
    'drivingDistance', h.driving_distance, 'pitches', h.pitches, 'chips', h.chips, 'penalties', h.penalties, 'missedPutts', h.missed_putts,
    'greenInReg', h.green_in_reg)`;

/**
 * A round's holes (by hole number) as a JSON array of HoleRow, built by PostgreSQL, for a
 * statement that reads a scorecard in one go; `roundId` is the SQL naming the round.
 */
export const holesJson = (roundId: SQL) => sql`coalesce((select json_agg(${holeRowJson} order by h.hole_number)
  from ${roundHoles} h where h.round_id = ${roundId}), '[]'::json)`;

/** The scorecard rows of several rounds at once, by round id. */
export async function holesOfRounds(db: Db, roundIds: number[]): Promise<Map<number, RoundHoleRow[]>> {
  const byRound = new Map<number, RoundHoleRow[]>(roundIds.map((id) => [id, []]));
  if (roundIds.length === 0) return byRound;
  const rows = await db.select().from(roundHoles).where(inArray(roundHoles.roundId, roundIds)).orderBy(roundHoles.roundId, roundHoles.holeNumber);
  for (const row of rows) byRound.get(row.roundId)?.push(row);
  return byRound;
}

/** Not started until a hole is played, completed once every hole of its scope is. */
export function statusOf(holesPlayed: number, holesInRound: number): RoundStatus {
  if (holesPlayed === 0) return 'not-started';
  return holesPlayed >= holesInRound ? 'completed' : 'in-progress';
}

export interface RoundContext {
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  coach: { id: number; firstName: string; lastName: string } | null;
  /** The round's player's unit flags: its distances are given in them. */
  units: UnitFlags;
}

/** What a round's summary needs from its scorecard: holes, holes played and the score so far. */
export interface RoundTally {
  holes: number;
  played: number;
  scored: number;
  score: number;
  parOfScored: number;
}

/** A round's tally as the round keeps it (rounds.hole_count …, recounted by a trigger whenever its holes change). */
export function keptTally(round: Pick<RoundRow, 'holeCount' | 'holesPlayed' | 'holesScored' | 'scoredStrokes' | 'scoredPar'>): RoundTally {
  return { holes: round.holeCount, played: round.holesPlayed, scored: round.holesScored, score: round.scoredStrokes, parOfScored: round.scoredPar };
}

/** The player's last round (played at, then id), a round with a scored hole, with its tally. */
export interface LastRoundJson {
  id: number;
  courseName: string;
  playedAt: string;
  scope: number;
  tally: RoundTally;
}

/**
 * The player's last round as JSON built by PostgreSQL, null when none. A round without a scored
 * hole is planned, not played: it is no one's last round.
 */
export const lastRoundJson = (player: SQL) => sql<LastRoundJson | null>`(
  select json_build_object('id', r.id, 'courseName', r.course_name, 'playedAt', r.played_at, 'scope', r.scope,
    'tally', json_build_object('holes', r.hole_count, 'played', r.holes_played, 'scored', r.holes_scored,
      'score', r.scored_strokes, 'parOfScored', r.scored_par))
  from ${rounds} r
  where r.player_id = ${player} and r.holes_scored > 0
  order by r.played_at desc, r.id desc
  limit 1)`;

/**
 * A round's score and score to par, derived here once for every answer that shows them (the
 * rounds list, a round, the home page's last round): the strokes of the holes holed out and par
 * of those holes; both null before a hole is scored.
 */
export function scoreOf(tally: RoundTally): { score: number | null; toPar: number | null } {
  return tally.scored > 0 ? { score: tally.score, toPar: tally.score - tally.parOfScored } : { score: null, toPar: null };
}

export function toRoundSummary(round: RoundRow, tally: RoundTally, context: RoundContext, from?: { lat: number; lon: number }): RoundSummary {
  const km = from ? kilometresBetween(from, { lat: context.latitude, lon: context.longitude }) : null;
  return {
    id: round.id,
    playerId: round.playerId,
    courseId: round.courseId,
    courseName: round.courseName,
    city: context.city,
    country: context.country,
    playedAt: round.playedAt,
    scope: round.scope,
    scopeType: round.scopeType,
    playMode: round.playMode,
    teeBoxName: round.teeBox.name,
    teeBoxColor: round.teeBox.color,
    status: statusOf(tally.played, tally.holes),
    holesPlayed: tally.played,
    ...scoreOf(tally),
    coach: context.coach,
    distanceKm: km,
    distance: km === null ? null : placeDistanceIn(km, context.units),
  };
}

export function toRoundDetail(round: RoundRow, holes: RoundHoleRow[], context: RoundContext, canEdit: boolean): RoundDetail {
  return {
    ...toRoundSummary(round, keptTally(round), context),
    scorecardHoles: holes.length,
    isCompliantMode: round.isCompliant,
    playSettings: round.playSettings,
    teeBoxDetail: round.teeBox,
    // The holes of the round as played: a nine is nine holes long.
    teeLength: lengthIn(
      holes.reduce((s, h) => s + h.yards, 0),
      context.units,
    ),
    currentHole: round.currentHole,
    latitude: context.latitude,
    longitude: context.longitude,
    totals: scorecardTotals(holes.map(toHoleScore)),
    createdAt: round.createdAt.toISOString(),
    canEdit,
  };
}
