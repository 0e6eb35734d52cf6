import { describe, expect, it } from 'vitest';
import { adjustedGrossScore, courseHandicap, handicapIndex, scoreDifferential, strokesReceived, type HandicapHole } from './handicap.ts';
import { handicapHistory, type HandicapRound } from './handicap-history.ts';

const par4s = (scores: (number | null)[], statuses: HandicapHole['status'][] = []): HandicapHole[] =>
  scores.map((score, i) => ({ par: 4, strokeIndex: i + 1, score, status: statuses[i] ?? (score === null ? 'pending' : 'played') }));

describe('course handicap and strokes received', () => {
  it('is index × slope / 113 + (rating − par), rounded', () => {
    // 12.4 × 125 / 113 = 13.717; + (71.2 − 72) = 12.917 -> 13
    expect(courseHandicap(12.4, 125, 71.2, 72)).toBe(13);
    // 2.0 × 113 / 113 + (70 − 72) = 0
    expect(courseHandicap(2, 113, 70, 72)).toBe(0);
    // plus handicap: −1.5 × 135 / 113 = −1.792; + (73.1 − 72) = −0.692 -> −1
    expect(courseHandicap(-1.5, 135, 73.1, 72)).toBe(-1);
  });

  it('falls on the hardest holes first, twice past 18, and back on the easiest for plus handicaps', () => {
    expect([strokesReceived(13, 13), strokesReceived(13, 14)]).toEqual([1, 0]);
    expect([strokesReceived(20, 1), strokesReceived(20, 2), strokesReceived(20, 3), strokesReceived(20, 18)]).toEqual([2, 2, 1, 1]);
    expect([strokesReceived(-2, 18), strokesReceived(-2, 17), strokesReceived(-2, 16)]).toEqual([-1, -1, 0]);
  });
});

describe('adjusted gross score', () => {
  const tenOnTheFirst = [10, ...Array(17).fill(5)];

  it('caps a hole at par + 5 without an index', () => {
    // 9 + 17 × 5 = 94
    expect(adjustedGrossScore(par4s(tenOnTheFirst), null)).toBe(94);
  });

  it('caps a hole at net double bogey with an index, and counts a picked-up hole as that', () => {
    // course handicap 18: one stroke a hole, net double bogey 7. 7 + 17 × 5 = 92
    expect(adjustedGrossScore(par4s(tenOnTheFirst), 18)).toBe(92);
    const pickedUp = par4s([10, null, ...Array(16).fill(5)], ['played', 'picked-up']);
    // 7 + 7 + 16 × 5 = 94
    expect(adjustedGrossScore(pickedUp, 18)).toBe(94);
  });

  it('counts unplayed holes as net par from 14 holes, and refuses fewer', () => {
    // 14 × 5 + 4 × (4 + 1) = 90
    expect(adjustedGrossScore(par4s([...Array(14).fill(5), null, null, null, null]), 18)).toBe(90);
    expect(adjustedGrossScore(par4s([...Array(13).fill(5), null, null, null, null, null]), 18)).toBeNull();
  });
});

describe('score differential', () => {
  it('is 113 / slope × (adjusted gross − rating), to the tenth', () => {
    // 113 / 125 × (85 − 71.2) = 12.475 -> 12.5
    expect(scoreDifferential(85, 71.2, 125)).toBe(12.5);
    // 113 / 130 × (70 − 72) = −1.738 -> −1.7
    expect(scoreDifferential(70, 72, 130)).toBe(-1.7);
  });
});

describe('handicap index', () => {
  it('needs three differentials', () => {
    expect(handicapIndex([12, 14]).handicapIndex).toBeNull();
    // lowest one − 2.0
    expect(handicapIndex([10, 12, 14])).toEqual({ handicapIndex: 8, counted: [0], adjustment: -2 });
  });

  it('averages the lowest two of six, less one', () => {
    // (10 + 11) / 2 − 1 = 9.5
    expect(handicapIndex([15, 11, 14, 10, 13, 12]).handicapIndex).toBe(9.5);
  });

  it('averages the best 8 of the last 20 and ignores older ones', () => {
    const twenty = [15.2, 18.4, 12.1, 20.0, 13.3, 16.7, 11.8, 19.5, 14.0, 17.2, 12.9, 21.3, 15.5, 13.7, 18.8, 16.1, 14.4, 22.0, 12.5, 17.9];
    // 11.8 + 12.1 + 12.5 + 12.9 + 13.3 + 13.7 + 14.0 + 14.4 = 104.7; / 8 = 13.0875 -> 13.1
    const result = handicapIndex([...twenty, 0.1]);
    expect(result.handicapIndex).toBe(13.1);
    expect(result.counted).toEqual([2, 4, 6, 8, 10, 13, 16, 18]);
  });

  it('never exceeds 54.0', () => {
    expect(handicapIndex([60, 61, 62]).handicapIndex).toBe(54);
  });
});

describe('handicap history', () => {
  it('limits each round with the index held before it', () => {
    const round = (roundId: number, first: number): HandicapRound => ({
      roundId,
      playedAt: `2026-05-0${roundId}`,
      courseRating: 72,
      slope: 113,
      par: 72,
      isAcceptable: true,
      holes: par4s([first, ...Array(17).fill(5)]),
      holeCount: 18,
      pcc: 0,
    });
    // Rounds 1–3 have no index: 12 on the first hole counts 9 -> 94, differential 22.0 each.
    // Index after three: 22.0 − 2.0 = 20.0 -> course handicap 20 -> net double bogey on SI 1 = 4 + 2 + 2 = 8.
    const { rounds, record } = handicapHistory([round(1, 12), round(2, 12), round(3, 12), round(4, 12)]);
    expect(rounds.map((r) => r.adjustedGrossScore)).toEqual([94, 94, 94, 93]);
    expect(rounds[3]).toMatchObject({ indexBefore: 20, courseHandicap: 20, differential: 21 });
    expect(record).toHaveLength(4);
  });

  it('leaves out unrated tees and rounds not played under the rules', () => {
    const holes = par4s(Array(18).fill(5));
    const { rounds } = handicapHistory([
      { roundId: 1, playedAt: '2026-05-01', courseRating: null, slope: null, par: 72, isAcceptable: true, holes, holeCount: 18, pcc: 0 },
      { roundId: 2, playedAt: '2026-05-02', courseRating: 72, slope: 113, par: 72, isAcceptable: false, holes, holeCount: 18, pcc: 0 },
    ]);
    expect(rounds.map((r) => r.differential)).toEqual([null, null]);
  });
});
