// The World Handicap System (Rules of Handicapping, USGA/R&A, 2024 edition): course handicap, net
// double bogey, adjusted gross score, score differential (with the playing conditions calculation)
// and the handicap index from the best differentials of the last twenty. The caps, exceptional score
// reduction and 9-hole scores are their own files; handicap-history.ts walks a record through them all.
import type { HoleStatus } from '@golf/contracts';

export const MAX_HANDICAP_INDEX = 54;
/** Rule 5.2a: how many of the most recent differentials count, and the adjustment, by how many exist. */
const CALCULATION_TABLE: Record<number, { lowest: number; adjustment: number }> = {
  3: { lowest: 1, adjustment: -2 },
  4: { lowest: 1, adjustment: -1 },
  5: { lowest: 1, adjustment: 0 },
  6: { lowest: 2, adjustment: -1 },
  7: { lowest: 2, adjustment: 0 },
  8: { lowest: 2, adjustment: 0 },
  9: { lowest: 3, adjustment: 0 },
  10: { lowest: 3, adjustment: 0 },
  11: { lowest: 3, adjustment: 0 },
  12: { lowest: 4, adjustment: 0 },
  13: { lowest: 4, adjustment: 0 },
  14: { lowest: 4, adjustment: 0 },
  15: { lowest: 5, adjustment: 0 },
  16: { lowest: 5, adjustment: 0 },
  17: { lowest: 6, adjustment: 0 },
  18: { lowest: 6, adjustment: 0 },
  19: { lowest: 7, adjustment: 0 },
  20: { lowest: 8, adjustment: 0 },
};
/** Holes that must be played for an 18-hole score to be acceptable (Rule 2.2). */
export const MIN_HOLES_FOR_18 = 14;

/** Rounds to the nearest tenth, halves away from zero (the handicapping rules' "rounded"). */
export function roundTenth(value: number): number {
  const r = Math.round(Math.abs(value) * 10 + 1e-9) / 10;
  return value < 0 ? -r : r;
}

/** Rule 6.1a: Handicap Index × (Slope Rating ÷ 113) + (Course Rating − Par), to the nearest whole number. */
export function courseHandicap(handicapIndex: number, slope: number, courseRating: number, par: number): number {
  const exact = handicapIndex * (slope / 113) + (courseRating - par);
  return exact < 0 ? -Math.round(-exact) : Math.round(exact);
}

/**
 * Handicap strokes received on a hole of the given stroke index (1 hardest … 18 easiest).
 * A course handicap of 20 gives two strokes on stroke indexes 1–2 and one on the rest; a plus
 * handicap (negative) gives strokes back, starting on the easiest holes. On a nine, `strokeIndex`
 * is the hole's rank among the nine (strokeRanks).
 */
export function strokesReceived(courseHcp: number, strokeIndex: number, holeCount: 9 | 18 = 18): number {
  const n = holeCount;
  if (courseHcp >= 0) return Math.floor(courseHcp / n) + (strokeIndex <= courseHcp % n ? 1 : 0);
  const back = -courseHcp;
  const given = Math.floor(back / n) + (strokeIndex > n - (back % n) ? 1 : 0);
  return given === 0 ? 0 : -given;
}

/** Each hole's rank by stroke index among the holes played (1 hardest): a nine's own stroke index order. */
export function strokeRanks(strokeIndexes: number[]): number[] {
  const order = strokeIndexes.map((si, k) => ({ si, k })).sort((a, b) => a.si - b.si || a.k - b.k);
  const ranks = Array<number>(strokeIndexes.length).fill(0);
  order.forEach((h, rank) => (ranks[h.k] = rank + 1));
  return ranks;
}

/** Rule 6.1b (2024): a 9-hole course handicap is (Handicap Index ÷ 2) × (Slope Rating ÷ 113) + (9-hole Course Rating − par). */
export function nineHoleCourseHandicap(handicapIndex: number, slope: number, courseRating: number, par: number): number {
  return courseHandicap(handicapIndex / 2, slope, courseRating, par);
}

export interface HandicapHole {
  par: number;
  strokeIndex: number;
  score: number | null;
  status: HoleStatus;
}

/**
 * Rule 3.1: the adjusted gross score of an 18-hole round (null when fewer than 14 holes were played)
 * or of a nine (null unless all nine were played: the 2024 revision's requirement). Each hole counts
 * at most net double bogey (par + 2 + strokes received), or par + 5 for a player without a handicap
 * index; a picked-up hole counts as that maximum; a hole not played counts as net par (Rule 3.2).
 */
export function adjustedGrossScore(holes: HandicapHole[], courseHcp: number | null): number | null {
  const played = holes.filter((h) => h.status === 'picked-up' || (h.status === 'played' && h.score !== null));
  if (holes.length === 9 ? played.length !== 9 : holes.length !== 18 || played.length < MIN_HOLES_FOR_18) return null;
  const count = holes.length as 9 | 18;
  const ranks = count === 9 ? strokeRanks(holes.map((h) => h.strokeIndex)) : holes.map((h) => h.strokeIndex);
  let total = 0;
  for (const [k, h] of holes.entries()) {
    const strokes = courseHcp === null ? 0 : strokesReceived(courseHcp, ranks[k]!, count);
    const maximum = courseHcp === null ? h.par + 5 : h.par + 2 + strokes;
    if (h.status === 'picked-up') total += maximum;
    else if (h.status === 'played' && h.score !== null) total += Math.min(h.score, maximum);
    else total += h.par + strokes;
  }
  return total;
}

/**
 * Rule 5.1: (113 ÷ Slope Rating) × (Adjusted Gross Score − Course Rating − PCC), to the nearest tenth
 * (a nine's own differential is kept unrounded until its expected nine is added: nine-hole.ts).
 */
export function scoreDifferential(adjustedGross: number, courseRating: number, slope: number, pcc = 0): number {
  return roundTenth((113 / slope) * (adjustedGross - courseRating - pcc));
}

export interface IndexResult {
  handicapIndex: number | null;
  /** Positions (in the given list) of the differentials that make the index. */
  counted: number[];
  adjustment: number;
}

/**
 * Rule 5.2: the handicap index from the most recent differentials (newest first; only the first 20
 * are used). Fewer than three differentials give no index yet.
 */
export function handicapIndex(differentials: number[]): IndexResult {
  const recent = differentials.slice(0, 20);
  const rule = CALCULATION_TABLE[recent.length];
  if (!rule) return { handicapIndex: null, counted: [], adjustment: 0 };
  const lowest = recent
    .map((value, position) => ({ value, position }))
    .sort((a, b) => a.value - b.value || a.position - b.position)
    .slice(0, rule.lowest);
  const mean = lowest.reduce((s, d) => s + d.value, 0) / lowest.length;
  const index = Math.min(MAX_HANDICAP_INDEX, roundTenth(mean + rule.adjustment));
  return { handicapIndex: index, counted: lowest.map((d) => d.position).sort((a, b) => a - b), adjustment: rule.adjustment };
}
