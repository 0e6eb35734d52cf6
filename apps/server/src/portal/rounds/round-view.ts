import { inArray } from 'drizzle-orm';
import type { RoundDetail, RoundStatus, RoundSummary } from '@golf/contracts';
import type { Db } from '../../platform/db/client.ts';
import { kilometresBetween } from '../courses/index.ts';
import { scorecardTotals, type HoleScore } from '../scorecard/index.ts';
import { valuesOf, type RoundHoleRow } from './hole-input.ts';
import type { RoundRow } from './round-access.ts';
import { roundHoles } from './rounds.tables.ts';

export function toHoleScore(row: RoundHoleRow): HoleScore {
  return { hole: row.holeNumber, par: row.par, handicap: row.handicap, yards: row.yards, ...valuesOf(row) };
}

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
}

export function toRoundSummary(round: RoundRow, holes: RoundHoleRow[], context: RoundContext, from?: { lat: number; lon: number }): RoundSummary {
  const totals = scorecardTotals(holes.map(toHoleScore)).total;
  const scored = holes.some((h) => h.status === 'played' && h.score !== null);
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
    status: statusOf(totals.holesPlayed, holes.length),
    holesPlayed: totals.holesPlayed,
    score: scored ? totals.score : null,
    toPar: scored ? totals.toPar : null,
    coach: context.coach,
    distanceKm: from ? kilometresBetween(from, { lat: context.latitude, lon: context.longitude }) : null,
  };
}

export function toRoundDetail(round: RoundRow, holes: RoundHoleRow[], context: RoundContext, canEdit: boolean): RoundDetail {
  return {
    ...toRoundSummary(round, holes, context),
    scorecardHoles: holes.length,
    isCompliantMode: round.isCompliant,
    playSettings: round.playSettings,
    teeBoxDetail: round.teeBox,
    currentHole: round.currentHole,
    latitude: context.latitude,
    longitude: context.longitude,
    totals: scorecardTotals(holes.map(toHoleScore)),
    createdAt: round.createdAt.toISOString(),
    canEdit,
  };
}
