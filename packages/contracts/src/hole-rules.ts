// What may be recorded for a hole, as one list of rules: the server refuses a save by them and the
// hole form checks them as the player types, so the two never disagree.
import { lengthIn } from './units.ts';

export const HOLE_LIMITS = { score: 20, putts: 10, bunkers: 5, drivingDistanceYards: 450, shortGame: 10, penalties: 10 } as const;

/** The counted details of a hole and the most each may be. */
export const HOLE_COUNT_LIMITS = {
  fairwayBunkers: HOLE_LIMITS.bunkers,
  greensideBunkers: HOLE_LIMITS.bunkers,
  drivingDistance: HOLE_LIMITS.drivingDistanceYards,
  pitches: HOLE_LIMITS.shortGame,
  chips: HOLE_LIMITS.shortGame,
  penalties: HOLE_LIMITS.penalties,
  missedPutts: HOLE_LIMITS.putts,
} as const;
export type HoleCountKey = keyof typeof HOLE_COUNT_LIMITS;

export type HoleRule =
  | 'score-needed'
  | 'score-on-pending'
  | 'putts-leave-no-stroke'
  | 'missed-more-than-putts'
  | 'fairway-on-par-3'
  | 'penalties-leave-no-stroke'
  | 'not-a-whole-number'
  | 'out-of-range';

export interface HoleProblem {
  /** The field at fault: score, status, putts, or details.<key>. */
  field: string;
  rule: HoleRule;
  /** For out-of-range: the bounds. */
  min?: number;
  max?: number;
}

export interface HoleEntry {
  /** pending, played or picked-up. */
  status: string;
  score: number | null;
  putts: number | null;
  fairwayHit: string | null;
  counts: Partial<Record<HoleCountKey, number | null>>;
}

function range(field: string, value: number | null, min: number, max: number): HoleProblem | null {
  if (value === null) return null;
  if (!Number.isInteger(value)) return { field, rule: 'not-a-whole-number' };
  return value < min || value > max ? { field, rule: 'out-of-range', min, max } : null;
}

/** The longest drive a hole records, in the player's distance unit (counts.drivingDistance is entered in it). */
export const drivingDistanceLimit = (lengthUnit: 'yd' | 'm') =>
  lengthIn(HOLE_LIMITS.drivingDistanceYards, { enableMetricDistances: lengthUnit === 'm', enableMetricSpeeds: false }).value;

/**
 * The problems of a hole's entry, the first one first: values out of their range, a played hole
 * without a score, a pending hole with one, as many putts as strokes (the tee shot is never a
 * putt), more missed short putts than putts, a fairway result on a par 3, penalties leaving no
 * stroke to play.
 */
export function holeProblems(entry: HoleEntry, par: number, lengthUnit: 'yd' | 'm' = 'yd'): HoleProblem[] {
  const { status, score, putts, fairwayHit, counts } = entry;
  const limits = { ...HOLE_COUNT_LIMITS, drivingDistance: drivingDistanceLimit(lengthUnit) };
  const problems: (HoleProblem | null)[] = [
    range('score', score, 1, HOLE_LIMITS.score),
    range('putts', putts, 0, HOLE_LIMITS.putts),
    ...(Object.keys(limits) as HoleCountKey[]).map((k) => range(`details.${k}`, counts[k] ?? null, 0, limits[k])),
    status === 'played' && score === null ? { field: 'score', rule: 'score-needed' } : null,
    status === 'pending' && score !== null ? { field: 'status', rule: 'score-on-pending' } : null,
    putts !== null && score !== null && putts >= score ? { field: 'putts', rule: 'putts-leave-no-stroke' } : null,
    counts.missedPutts != null && putts !== null && counts.missedPutts > putts ? { field: 'details.missedPutts', rule: 'missed-more-than-putts' } : null,
    fairwayHit !== null && par === 3 ? { field: 'details.fairwayHit', rule: 'fairway-on-par-3' } : null,
    score !== null && counts.penalties != null && counts.penalties >= score ? { field: 'details.penalties', rule: 'penalties-leave-no-stroke' } : null,
  ];
  return problems.filter((p): p is HoleProblem => p !== null);
}

/** Green in regulation from score and putts: on the green in par − 2 strokes or fewer; unknown while the entry has a problem. */
export function greenInRegulationOf(score: number | null, putts: number | null, par: number): boolean | null {
  if (score === null || putts === null || putts >= score) return null;
  return score - putts <= par - 2;
}
