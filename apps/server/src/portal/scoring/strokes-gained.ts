// Strokes gained (Broadie): a shot's value is the expected strokes to hole out before it, minus
// the expected strokes after it, minus the stroke itself (and any penalty stroke). Expected strokes
// come from the PGA TOUR baseline published by Mark Broadie, "Every Shot Counts" (2014), and
// "Assessing Golfer Performance on the PGA TOUR", Interfaces 42(2), 2012, table of average strokes
// to hole out by lie and distance (ShotLink 2003–2012). Against a tour baseline amateurs lose
// strokes everywhere; the comparison between categories is what tells where.
import type { Lie, StrokesGained } from '@golf/contracts';

export const BASELINE_NAME = 'PGA TOUR average (Broadie, Every Shot Counts, 2014)';

/** Off the green: yards 20, 40, … 600. Tee values exist from 100 yards; nearer, the fairway's are used. */
const OFF_GREEN_YARDS = Array.from({ length: 30 }, (_, i) => 20 * (i + 1));
const OFF_GREEN: Record<'tee' | 'fairway' | 'rough' | 'sand', (number | null)[]> = {
  tee: [
    null,
    null,
    null,
    null,
    2.92,
    2.99,
    2.97,
    2.99,
    3.05,
    3.12,
    3.17,
    3.25,
    3.45,
    3.65,
    3.71,
    3.79,
    3.86,
    3.92,
    3.96,
    3.99,
    4.02,
    4.08,
    4.17,
    4.28,
    4.41,
    4.54,
    4.65,
    4.74,
    4.79,
    4.82,
  ],
  fairway: [
    2.4, 2.6, 2.7, 2.75, 2.8, 2.85, 2.91, 2.98, 3.08, 3.19, 3.32, 3.45, 3.58, 3.69, 3.78, 3.84, 3.88, 3.95, 4.03, 4.11, 4.15, 4.2, 4.29, 4.4, 4.53, 4.66, 4.78,
    4.86, 4.91, 4.94,
  ],
  rough: [
    2.59, 2.78, 2.91, 2.96, 3.02, 3.08, 3.15, 3.23, 3.31, 3.42, 3.53, 3.64, 3.74, 3.83, 3.9, 3.95, 4.02, 4.11, 4.21, 4.3, 4.34, 4.39, 4.48, 4.59, 4.72, 4.85,
    4.97, 5.05, 5.1, 5.13,
  ],
  sand: [
    2.53, 2.82, 3.15, 3.24, 3.23, 3.21, 3.22, 3.28, 3.4, 3.55, 3.7, 3.84, 3.93, 4.0, 4.04, 4.12, 4.26, 4.41, 4.55, 4.69, 4.73, 4.78, 4.87, 4.98, 5.11, 5.24,
    5.36, 5.44, 5.49, 5.52,
  ],
};
/** On the green: feet 0 (holed: one stroke is the putt itself), 3, 4 … 90. */
const GREEN_FEET = [0, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20, 30, 40, 50, 60, 90];
const GREEN = [1.0, 1.04, 1.13, 1.23, 1.34, 1.42, 1.5, 1.56, 1.61, 1.78, 1.87, 1.98, 2.06, 2.14, 2.21, 2.4];

/** Linear interpolation in a table, held flat beyond its ends. */
function interpolate(xs: number[], ys: number[], x: number): number {
  if (x <= xs[0]!) return ys[0]!;
  const last = xs.length - 1;
  if (x >= xs[last]!) return ys[last]!;
  let i = 1;
  while (xs[i]! < x) i++;
  const x0 = xs[i - 1]!;
  const x1 = xs[i]!;
  return ys[i - 1]! + ((ys[i]! - ys[i - 1]!) * (x - x0)) / (x1 - x0);
}

/** Where a ball lies, as the baseline needs it. Water is valued as a drop in the rough plus one penalty stroke. */
export interface BallState {
  lie: Lie;
  yards: number;
}

/** Expected strokes to hole out from a lie and distance (yards; on the green the table is in feet). */
export function expectedStrokes(state: BallState): number {
  if (state.lie === 'green') return interpolate(GREEN_FEET, GREEN, state.yards * 3);
  if (state.lie === 'water') return 1 + expectedStrokes({ lie: 'rough', yards: state.yards });
  const column = state.lie === 'tee' && state.yards >= 100 ? OFF_GREEN.tee : OFF_GREEN[state.lie === 'tee' ? 'fairway' : state.lie];
  const xs: number[] = [];
  const ys: number[] = [];
  column.forEach((value, i) => {
    if (value !== null) {
      xs.push(OFF_GREEN_YARDS[i]!);
      ys.push(value);
    }
  });
  return interpolate(xs, ys, state.yards);
}

export type SgCategory = 'offTheTee' | 'approach' | 'aroundTheGreen' | 'putting';

/**
 * The PGA TOUR's categories: putting on the green; off the tee for the first shot of a par 4 or 5;
 * approach from more than 30 yards; around the green within 30 yards.
 */
export function categoryOf(start: BallState, par: number, isFirstShot: boolean): SgCategory {
  if (start.lie === 'green') return 'putting';
  if (isFirstShot && par >= 4) return 'offTheTee';
  return start.yards > 30 ? 'approach' : 'aroundTheGreen';
}

/** A stroke (or a run of putts) from one state to the next, or into the hole. */
export interface Stroke {
  start: BallState;
  end: BallState | 'holed';
  /** Strokes it took: 1 for a shot, more for the putts of a putting run. */
  strokes: number;
  category: SgCategory;
}

/** Strokes gained by one stroke: E(start) − E(end) − strokes taken (a ball in water already carries its penalty in E). */
export function strokeValue(stroke: Stroke): number {
  const after = stroke.end === 'holed' ? 0 : expectedStrokes(stroke.end);
  return expectedStrokes(stroke.start) - after - stroke.strokes;
}

/** Hundredths, halves away from zero (guarding against 0.045 being stored as 0.04499…). */
const round2 = (n: number) => (Math.sign(n) * Math.round(Math.abs(n) * 100 + 1e-9)) / 100;

/** Sums strokes gained per category; `rounds` divides for a per-round average. */
export function sumStrokesGained(strokes: Stroke[], rounds = 1): StrokesGained | null {
  if (strokes.length === 0) return null;
  const sums: Record<SgCategory, number | null> = { offTheTee: null, approach: null, aroundTheGreen: null, putting: null };
  let total = 0;
  let shots = 0;
  for (const s of strokes) {
    const value = strokeValue(s);
    sums[s.category] = (sums[s.category] ?? 0) + value;
    total += value;
    shots += s.strokes;
  }
  const per = (v: number | null) => (v === null ? null : round2(v / rounds));
  return {
    offTheTee: per(sums.offTheTee),
    approach: per(sums.approach),
    aroundTheGreen: per(sums.aroundTheGreen),
    putting: per(sums.putting),
    total: per(total),
    shotsCounted: shots,
    baseline: BASELINE_NAME,
  };
}
