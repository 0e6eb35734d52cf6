// The rules the index is revised by, each with an example worked by hand from the Rules of
// Handicapping (2024): the caps, the exceptional score reduction, 9-hole scores and PCC.
import { describe, expect, it } from 'vitest';
import { exceptionalScoreReduction } from './exceptional-score.ts';
import { scoreDifferential, type HandicapHole } from './handicap.ts';
import { handicapHistory, type HandicapRound } from './handicap-history.ts';
import { capIndex, lowHandicapIndex } from './index-caps.ts';
import { eighteenFromNine, expectedNineDifferential, nineHoleDifferential } from './nine-hole.ts';

const par4s = (scores: number[]): HandicapHole[] => scores.map((score, i) => ({ par: 4, strokeIndex: i + 1, score, status: 'played' }));
/** Holes of par 4 adding up to `total`, the strokes over par spread evenly, the extra ones on the hardest holes. */
const card = (holes: 9 | 18, total: number) => {
  const over = total - holes * 4;
  return par4s(Array.from({ length: holes }, (_, i) => 4 + Math.floor(over / holes) + (i < over % holes ? 1 : 0)));
};
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);
/** An 18-hole round on a par-72 course rated 72.0 / 113, so the differential is the score minus 72. */
const eighteen = (n: number, total: number, pcc = 0): HandicapRound => ({
  roundId: n,
  playedAt: day(n),
  courseRating: 72,
  slope: 113,
  par: 72,
  isAcceptable: true,
  holes: card(18, total),
  holeCount: 18,
  pcc,
});
/** A nine on a par-36 nine rated 35.0 / 120. */
const nine = (n: number, total: number, pcc = 0): HandicapRound => ({
  ...eighteen(n, 0, pcc),
  courseRating: 35,
  slope: 120,
  par: 36,
  holes: card(9, total),
  holeCount: 9,
});

describe('low handicap index (the lowest index in effect in the 365 days before the most recent score)', () => {
  const revisions = [
    { playedAt: '2025-01-10', index: 8 },
    { playedAt: '2025-06-01', index: 9.5 },
    { playedAt: '2026-03-01', index: 11 },
  ];
  it('counts the index already in effect when the window opened', () => {
    // Window 2025-05-01 … 2026-04-30: 8.0 (in effect from January 2025) is still in effect on 1 May 2025.
    expect(lowHandicapIndex(revisions, '2026-05-01')).toBe(8);
  });
  it('forgets an index replaced before the window', () => {
    // Window from 2025-07-01: in effect then 9.5, later 11.0.
    expect(lowHandicapIndex(revisions, '2026-07-01')).toBe(9.5);
  });
});

describe('soft and hard caps', () => {
  it('soft cap: halves the increase above 3.0 (low 10.0, calculated 13.8 → 13.4, 0.4 held back)', () => {
    // 13.8 − 10.0 = 3.8; 0.8 above 3.0, half of it held back: 10.0 + 3.0 + 0.4 = 13.4.
    expect(capIndex(13.8, 10)).toEqual({ index: 13.4, softCapHeldBack: 0.4, hardCapHeldBack: 0 });
  });
  it('does nothing up to 3.0 above the low index', () => {
    expect(capIndex(13, 10)).toEqual({ index: 13, softCapHeldBack: 0, hardCapHeldBack: 0 });
  });
  it('hard cap: never more than 5.0 above (low 10.0, calculated 20.0 → 15.0)', () => {
    // Soft cap first: 10 + 3 + (7 / 2) = 16.5 (3.5 held back); the hard cap then holds 1.5 more.
    expect(capIndex(20, 10)).toEqual({ index: 15, softCapHeldBack: 3.5, hardCapHeldBack: 1.5 });
  });
  it('applies in the record once it holds 20 scores', () => {
    // 20 rounds of 82 (differential 10.0): the index after round 3 is 10.0 − 2.0 = 8.0, the low index.
    // Then 13 rounds of 108 (36.0): the best 8 of the last 20 are seven 10.0s and one 36.0 = 106 / 8
    // = 13.25 → 13.3 calculated, 5.3 above 8.0: 8.0 + 3.0 + 2.3 / 2 = 12.15 → 12.2 (1.1 held back).
    const record = [...Array.from({ length: 20 }, (_, i) => eighteen(i + 1, 82)), ...Array.from({ length: 13 }, (_, i) => eighteen(i + 21, 108))];
    const { current } = handicapHistory(record);
    expect(current).toMatchObject({ calculated: 13.3, lowHandicapIndex: 8, index: 12.2, softCapHeldBack: 1.1, hardCapHeldBack: 0 });
  });
});

describe('exceptional score reduction (Rule 5.9)', () => {
  it('is −1.0 for 7.0–9.9 below the index in effect, −2.0 for 10.0 or more', () => {
    expect(exceptionalScoreReduction(14, 7.1)).toBe(0); // 6.9 below
    expect(exceptionalScoreReduction(14, 7)).toBe(-1); // 7.0 below
    expect(exceptionalScoreReduction(14, 4.1)).toBe(-1); // 9.9 below
    expect(exceptionalScoreReduction(14, 4)).toBe(-2); // 10.0 below
    expect(exceptionalScoreReduction(null, 4)).toBe(0);
  });
  it('lowers every differential of the record, the exceptional one included', () => {
    // Three rounds of 92 (20.0) give 20.0 − 2.0 = 18.0. A round of 80 (8.0) is 10.0 below: −2.0 to all
    // four (18.0, 18.0, 18.0, 6.0). Four scores: lowest one − 1.0 = 6.0 − 1.0 = 5.0 (7.0 without it).
    const { current, rounds } = handicapHistory([eighteen(1, 92), eighteen(2, 92), eighteen(3, 92), eighteen(4, 80)]);
    expect(rounds[3]).toMatchObject({ indexBefore: 18, differential: 8, exceptionalReduction: -2 });
    expect(current?.index).toBe(5);
  });
  it('takes 1.0 off every differential for a score 7.0 to 9.9 below the index', () => {
    // Three rounds of 92 (20.0) give 18.0. A round of 83 (11.0) is 7.0 below: −1.0 to all four (19.0,
    // 19.0, 19.0, 10.0). Four scores: lowest one − 1.0 = 10.0 − 1.0 = 9.0 (10.0 without it).
    const { current, rounds } = handicapHistory([eighteen(1, 92), eighteen(2, 92), eighteen(3, 92), eighteen(4, 83)]);
    expect(rounds[3]).toMatchObject({ indexBefore: 18, differential: 11, exceptionalReduction: -1 });
    expect(current?.index).toBe(9);
  });
});

describe('9-hole scores (2024)', () => {
  it('adds the expected other nine to the nine played', () => {
    // Index 12.0: expected nine 0.52 × 12 + 1.2 = 7.44 → 7.4. A 45 on 35.0 / 120: 113 / 120 × 10 = 9.417.
    // 9.417 + 7.4 = 16.817 → 16.8.
    expect(expectedNineDifferential(12)).toBe(7.4);
    expect(eighteenFromNine(nineHoleDifferential(45, 35, 120), 12)).toBe(16.8);
  });
  it('counts a nine at once for a player with an index, with a 9-hole course handicap', () => {
    // Three rounds of 86 (14.0): index 14.0 − 2.0 = 12.0. 9-hole course handicap: 6.0 × 120 / 113 + (35 − 36)
    // = 5.37 → 5. The nine of 45 → 16.8 as above; four scores: lowest 1 − 1.0 = 14.0 − 1.0 = 13.0.
    const { rounds, current } = handicapHistory([eighteen(1, 86), eighteen(2, 86), eighteen(3, 86), nine(4, 45)]);
    expect(rounds[3]).toMatchObject({
      indexBefore: 12,
      courseHandicap: 5,
      adjustedGrossScore: 45,
      nineHoleDifferential: 9.4,
      expectedNine: 7.4,
      differential: 16.8,
    });
    expect(current?.index).toBe(13);
  });
  it('gives a first index from nines alone once 54 holes are posted, never combining two nines', () => {
    // Each 45 is 9.417 over its nine. At index I the 18-hole differential is 9.417 + (0.52 I + 1.2), and six
    // scores give the lowest two − 1.0: I = 9.417 + 0.52 I + 0.2, so I = 9.617 / 0.48 = 20.03 → 20.0.
    // Each nine then: 9.417 + 11.6 (0.52 × 20 + 1.2) = 21.017 → 21.0.
    const five = handicapHistory([1, 2, 3, 4, 5].map((n) => nine(n, 45)));
    expect(five.current).toBeNull();
    const six = handicapHistory([1, 2, 3, 4, 5, 6].map((n) => nine(n, 45)));
    expect(six.current?.index).toBe(20);
    expect(six.rounds.map((r) => r.differential)).toEqual([21, 21, 21, 21, 21, 21]);
  });
});

describe('playing conditions calculation', () => {
  it('is taken from the score before the differential (Rule 5.1)', () => {
    // 113 / 125 × (85 − 71.2 − 1) = 11.571 → 11.6 (12.5 with PCC 0).
    expect(scoreDifferential(85, 71.2, 125, 1)).toBe(11.6);
  });
  it('counts half for a nine', () => {
    // 113 / 120 × (45 − 35 − 1.0) = 8.475; + 7.4 = 15.875 → 15.9.
    expect(eighteenFromNine(nineHoleDifferential(45, 35, 120, 2), 12)).toBe(15.9);
  });
  it('moves the round differential in the record', () => {
    // 82 with PCC +2 on 72.0 / 113: 82 − 72 − 2 = 8.0.
    expect(handicapHistory([eighteen(1, 82, 2)]).rounds[0]!.differential).toBe(8);
  });
});
