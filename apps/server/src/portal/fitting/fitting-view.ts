import type { FittingChart, FittingShot, FittingType, PuttStroke, TestedCombination, TestedPutter } from '@golf/contracts';
import type { StoredCombination, StoredPutter } from './fitting.tables.ts';

/** Which fitting a club belongs to: drivers, woods and hybrids, irons, wedges. */
export function fittingTypeOf(club: string): FittingType {
  if (club === 'driver') return 'driver';
  if (/^\d+[wh]$/.test(club)) return 'woods';
  if (/^\d+i$/.test(club)) return 'irons';
  return 'wedges';
}

const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
/** Sample standard deviation (what launch monitors show as dispersion). */
const sd = (xs: number[]) => {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1));
};

function averageOf<T extends object>(rows: T[], keys: (keyof T)[], places: Partial<Record<keyof T, number>>): T {
  return Object.fromEntries(keys.map((k) => [k, round(mean(rows.map((r) => r[k] as number)), places[k] ?? 1)])) as T;
}

const SHOT_KEYS: (keyof FittingShot)[] = ['clubSpeed', 'ballSpeed', 'launch', 'spin', 'carry', 'offline'];
const STROKE_KEYS: (keyof PuttStroke)[] = ['faceAngle', 'path', 'rotation', 'tempo', 'dynamicLoft', 'lie'];

export const labelOf = (c: StoredCombination) => `${c.spec.head} · ${c.spec.shaftModel} ${c.spec.shaftFlex}`;

export function combinationView(c: StoredCombination): TestedCombination {
  return {
    id: c.id,
    label: labelOf(c),
    spec: c.spec,
    isSelected: c.isSelected,
    shots: c.shots,
    average: averageOf(c.shots, SHOT_KEYS, { spin: 0 }),
    dispersion: { carry: round(sd(c.shots.map((s) => s.carry))), offline: round(sd(c.shots.map((s) => s.offline))) },
  };
}

export function putterView(p: StoredPutter): TestedPutter {
  return {
    id: p.id,
    spec: p.spec,
    isSelected: p.isSelected,
    strokes: p.strokes,
    average: averageOf(p.strokes, STROKE_KEYS, { tempo: 2 }),
    consistency: { faceAngle: round(sd(p.strokes.map((s) => s.faceAngle)), 2), path: round(sd(p.strokes.map((s) => s.path)), 2) },
  };
}

/** renderFittingChart: the dispersion pattern and average launch numbers of each combination. */
export function fittingChart(combinations: TestedCombination[]): FittingChart {
  return {
    dispersion: combinations.map((c) => ({ combinationId: c.id, label: c.label, points: c.shots.map((s) => ({ carry: s.carry, offline: s.offline })) })),
    averages: combinations.map((c) => ({
      combinationId: c.id,
      label: c.label,
      carry: c.average.carry,
      ballSpeed: c.average.ballSpeed,
      launch: c.average.launch,
      spin: c.average.spin,
    })),
  };
}
