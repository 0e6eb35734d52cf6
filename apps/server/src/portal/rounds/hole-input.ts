import type { HoleDetails, HoleStatus, ScorecardHoleInput } from '@golf/contracts';
import { invalid } from '../../platform/errors.ts';
import type { roundHoles } from './rounds.tables.ts';

export type RoundHoleRow = typeof roundHoles.$inferSelect;
/** A hole's row as a scorecard shows it: everything but whose round it is and when it changed. */
export type HoleRow = Omit<RoundHoleRow, 'roundId' | 'updatedAt'>;

/** The recorded values of a hole, as stored. */
export interface HoleValues {
  score: number | null;
  status: HoleStatus;
  putts: number | null;
  details: HoleDetails;
}

export const EMPTY_DETAILS: HoleDetails = {
  fairwayHit: null,
  fairwayBunkers: null,
  greensideBunkers: null,
  drivingDistance: null,
  pitches: null,
  chips: null,
  penalties: null,
  missedPutts: null,
  greenInReg: null,
};

export function valuesOf(row: HoleRow): HoleValues {
  return {
    score: row.score,
    status: row.status as HoleStatus,
    putts: row.putts,
    details: {
      fairwayHit: row.fairwayHit as HoleDetails['fairwayHit'],
      fairwayBunkers: row.fairwayBunkers,
      greensideBunkers: row.greensideBunkers,
      drivingDistance: row.drivingDistance,
      pitches: row.pitches,
      chips: row.chips,
      penalties: row.penalties,
      missedPutts: row.missedPutts,
      greenInReg: row.greenInReg,
    },
  };
}

/** Column values for a hole's row. */
export function columnsOf(v: HoleValues) {
  return { score: v.score, status: v.status, putts: v.putts, ...v.details };
}

/**
 * Applies what a player entered for a hole to what was recorded: fields left out stay, null
 * clears. A score marks the hole played unless a status says otherwise. Refuses (400, naming the
 * field) values that cannot be true together: as many putts as strokes, a played hole without a
 * score, a pending hole with one, a fairway result on a par 3, more missed short putts than putts.
 */
export function applyHoleInput(current: HoleValues, input: ScorecardHoleInput, par: number, field: string): HoleValues {
  const score = input.score === undefined ? current.score : input.score;
  const status: HoleStatus = input.status ?? (input.score !== undefined ? (input.score === null ? 'pending' : 'played') : current.status);
  const putts = input.putts === undefined ? current.putts : input.putts;
  const details: HoleDetails = { ...current.details };
  // Only the known details: nothing else of the input may reach the row.
  for (const key of Object.keys(EMPTY_DETAILS) as (keyof HoleDetails)[]) {
    const value = input.details?.[key];
    if (value !== undefined) (details as Record<string, unknown>)[key] = value;
  }

  if (status === 'played' && score === null) throw invalid(`${field}.score`, `Hole ${input.hole}: enter a score, or mark the hole picked up or not played.`);
  if (status === 'pending' && score !== null) throw invalid(`${field}.status`, `Hole ${input.hole}: a hole with a score cannot be left as not played.`);
  // The tee shot is never a putt: at most score − 1 putts.
  if (putts !== null && score !== null && putts >= score)
    throw invalid(`${field}.putts`, `Hole ${input.hole}: ${putts} putts in a score of ${score} leaves no stroke to reach the green.`);
  if (details.missedPutts !== null && putts !== null && details.missedPutts > putts)
    throw invalid(`${field}.details.missedPutts`, `Hole ${input.hole}: more missed putts than putts.`);
  if (details.fairwayHit !== null && par === 3)
    throw invalid(`${field}.details.fairwayHit`, `Hole ${input.hole} is a par 3: there is no fairway to hit from the tee.`);
  if (score !== null && details.penalties !== null && details.penalties >= score)
    throw invalid(`${field}.details.penalties`, `Hole ${input.hole}: ${details.penalties} penalty strokes leave no stroke to play in a score of ${score}.`);
  return { score: status === 'pending' ? null : score, status, putts, details };
}
