import { holeProblems, lengthIn, yardsFrom, type HoleDetails, type HoleProblem, type HoleStatus, type ScorecardHoleInput } from '@golf/contracts';
import { invalid } from '../../platform/errors.ts';
import type { roundHoles } from './rounds.tables.ts';

export type RoundHoleRow = typeof roundHoles.$inferSelect;
/** A hole's row as a scorecard shows it: everything but whose round it is and when and by which entry it changed. */
export type HoleRow = Omit<RoundHoleRow, 'roundId' | 'updatedAt' | 'entryId' | 'editedAt'>;

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

/** The server's sentence for a problem of a hole's entry (the web app words them in the player's language). */
function sentenceOf(problem: HoleProblem, hole: number, v: { score: number | null; putts: number | null; penalties: number | null }): string {
  switch (problem.rule) {
    case 'score-needed':
      return `Hole ${hole}: enter a score, or mark the hole picked up or not played.`;
    case 'score-on-pending':
      return `Hole ${hole}: a hole with a score cannot be left as not played.`;
    case 'putts-leave-no-stroke':
      return `Hole ${hole}: ${v.putts} putts in a score of ${v.score} leaves no stroke to reach the green.`;
    case 'missed-more-than-putts':
      return `Hole ${hole}: more missed putts than putts.`;
    case 'fairway-on-par-3':
      return `Hole ${hole} is a par 3: there is no fairway to hit from the tee.`;
    case 'penalties-leave-no-stroke':
      return `Hole ${hole}: ${v.penalties} penalty strokes leave no stroke to play in a score of ${v.score}.`;
    case 'not-a-whole-number':
      return `Hole ${hole}: ${problem.field} must be a whole number.`;
    case 'out-of-range':
      return `Hole ${hole}: ${problem.field} must be from ${problem.min} to ${problem.max}.`;
  }
}

/**
 * Applies what a player entered for a hole to what was recorded: fields left out stay, null
 * clears. The driving distance is entered in the player's distance unit and kept in yards. A score marks the hole played unless a status says otherwise. Refuses (400, naming the
 * field) what the hole rules (@golf/contracts holeProblems, the hole form's own check) refuse: as
 * many putts as strokes, a played hole without a score, a pending hole with one, a fairway result
 * on a par 3, more missed short putts than putts, penalties leaving no stroke.
 */
export function applyHoleInput(current: HoleValues, input: ScorecardHoleInput, par: number, field: string, lengthUnit: 'yd' | 'm'): HoleValues {
  const score = input.score === undefined ? current.score : input.score;
  const status: HoleStatus = input.status ?? (input.score !== undefined ? (input.score === null ? 'pending' : 'played') : current.status);
  const putts = input.putts === undefined ? current.putts : input.putts;
  const details: HoleDetails = { ...current.details };
  // Only the known details: nothing else of the input may reach the row.
  for (const key of Object.keys(EMPTY_DETAILS) as (keyof HoleDetails)[]) {
    const value = input.details?.[key];
    if (value !== undefined) (details as Record<string, unknown>)[key] = value;
  }
  // Checked as entered (in the player's unit); a distance left out keeps its stored yards untouched.
  const entered = { ...details, drivingDistance: drivingDistanceIn(current.details.drivingDistance, input.details?.drivingDistance, lengthUnit) };
  const [problem] = holeProblems({ status, score, putts, fairwayHit: details.fairwayHit, counts: entered }, par, lengthUnit);
  if (problem) throw invalid(`${field}.${problem.field}`, sentenceOf(problem, input.hole, { score, putts, penalties: details.penalties }));
  const given = input.details?.drivingDistance;
  if (given !== undefined) details.drivingDistance = given === null ? null : yardsFrom(given, lengthUnit);
  return { score: status === 'pending' ? null : score, status, putts, details };
}

/** The driving distance as the player sees it: the one entered, else the stored yards in their unit. */
function drivingDistanceIn(storedYards: number | null, entered: number | null | undefined, lengthUnit: 'yd' | 'm'): number | null {
  if (entered !== undefined) return entered;
  return storedYards === null ? null : lengthIn(storedYards, { enableMetricDistances: lengthUnit === 'm', enableMetricSpeeds: false }).value;
}
