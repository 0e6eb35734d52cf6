import { describe, expect, it } from 'vitest';
import { categoryOf, expectedStrokes, strokeValue, sumStrokesGained, type Stroke } from './strokes-gained.ts';

describe('expected strokes (PGA TOUR baseline)', () => {
  it('reads the table and interpolates between its rows', () => {
    expect(expectedStrokes({ lie: 'tee', yards: 400 })).toBe(3.99);
    // fairway 140 yd 2.91, 160 yd 2.98 -> 150 yd 2.945
    expect(expectedStrokes({ lie: 'fairway', yards: 150 })).toBeCloseTo(2.945, 6);
    // green 9 ft
    expect(expectedStrokes({ lie: 'green', yards: 3 })).toBeCloseTo(1.56, 6);
    // water: a drop in the rough at the same distance plus the penalty stroke: 1 + 3.31
    expect(expectedStrokes({ lie: 'water', yards: 180 })).toBeCloseTo(4.31, 6);
  });

  it('uses the fairway below 100 yards from a tee and holds the table flat past its ends', () => {
    // fairway 40 yd 2.60, 60 yd 2.70 -> 50 yd 2.65
    expect(expectedStrokes({ lie: 'tee', yards: 50 })).toBeCloseTo(2.65, 6);
    expect(expectedStrokes({ lie: 'sand', yards: 10 })).toBe(2.53);
    expect(expectedStrokes({ lie: 'tee', yards: 700 })).toBe(4.82);
  });
});

describe('categories', () => {
  it('follows the PGA TOUR definitions', () => {
    expect(categoryOf({ lie: 'tee', yards: 420 }, 4, true)).toBe('offTheTee');
    expect(categoryOf({ lie: 'tee', yards: 180 }, 3, true)).toBe('approach');
    expect(categoryOf({ lie: 'rough', yards: 31 }, 5, false)).toBe('approach');
    expect(categoryOf({ lie: 'sand', yards: 12 }, 4, false)).toBe('aroundTheGreen');
    expect(categoryOf({ lie: 'green', yards: 5 }, 4, false)).toBe('putting');
  });
});

describe('strokes gained of a hole', () => {
  // Par 4 of 400 yards: drive to the fairway 150 out, approach to 20 feet, two putts (a par).
  const hole: Stroke[] = [
    { start: { lie: 'tee', yards: 400 }, end: { lie: 'fairway', yards: 150 }, strokes: 1, category: 'offTheTee' },
    { start: { lie: 'fairway', yards: 150 }, end: { lie: 'green', yards: 20 / 3 }, strokes: 1, category: 'approach' },
    { start: { lie: 'green', yards: 20 / 3 }, end: 'holed', strokes: 2, category: 'putting' },
  ];

  it('values each stroke as E(before) − E(after) − strokes', () => {
    // 3.99 − 2.945 − 1 = 0.045; 2.945 − 1.87 − 1 = 0.075; 1.87 − 2 = −0.13
    expect(hole.map((s) => Math.round(strokeValue(s) * 1000) / 1000)).toEqual([0.045, 0.075, -0.13]);
  });

  it('sums to the tour average from the tee minus the score', () => {
    // 3.99 − 4 = −0.01
    expect(sumStrokesGained(hole)).toMatchObject({ offTheTee: 0.05, approach: 0.08, aroundTheGreen: null, putting: -0.13, total: -0.01, shotsCounted: 4 });
  });

  it('charges a ball in the water its penalty stroke', () => {
    // 3.99 − (1 + 3.31) − 1 = −1.32
    expect(strokeValue({ start: { lie: 'tee', yards: 400 }, end: { lie: 'water', yards: 180 }, strokes: 1, category: 'offTheTee' })).toBeCloseTo(-1.32, 6);
  });

  it('averages per round and gives nothing without strokes', () => {
    expect(sumStrokesGained([...hole, ...hole], 2)).toMatchObject({ total: -0.01, shotsCounted: 8 });
    expect(sumStrokesGained([])).toBeNull();
  });
});
