import { describe, expect, it } from 'vitest';
import type { HoleDetails } from '@golf/contracts';
import { greenInRegulation, holeStats, parAverages, scorecardTotals, type HoleScore } from './hole-stats.ts';

const none: HoleDetails = {
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
const hole = (h: Partial<HoleScore> & Pick<HoleScore, 'hole' | 'par'>): HoleScore => ({
  handicap: h.hole,
  yards: 100 * h.par,
  score: null,
  status: 'pending',
  putts: null,
  ...h,
  details: { ...none, ...h.details },
});

// Worked by hand:
// 1 par 4: 4 in 2 putts, fairway hit, 250 yd drive  -> on in 2: GIR, par
// 2 par 3: 4 in 1 putt                               -> on in 3: missed, bogey, no scramble
// 3 par 5: 5 in 2 putts, fairway left, sand 1         -> on in 3: GIR, par, sand save
// 4 par 4: 6 in 3 putts, fairway right, penalty 1, 230 yd -> on in 3: missed, double, three-putt
// 5 par 4: picked up                                  -> played, no score
// 6 par 3: not played yet
const card: HoleScore[] = [
  hole({ hole: 1, par: 4, score: 4, putts: 2, status: 'played', details: { ...none, fairwayHit: 'hit', drivingDistance: 250 } }),
  hole({ hole: 2, par: 3, score: 4, putts: 1, status: 'played' }),
  hole({ hole: 3, par: 5, score: 5, putts: 2, status: 'played', details: { ...none, fairwayHit: 'left', greensideBunkers: 1 } }),
  hole({ hole: 4, par: 4, score: 6, putts: 3, status: 'played', details: { ...none, fairwayHit: 'right', penalties: 1, drivingDistance: 230 } }),
  hole({ hole: 5, par: 4, status: 'picked-up' }),
  hole({ hole: 6, par: 3 }),
  hole({ hole: 10, par: 4, score: 3, putts: 1, status: 'played' }),
];

describe('scorecard totals', () => {
  it('adds out, in and total over the holes played, against their par', () => {
    const t = scorecardTotals(card);
    expect(t.front).toEqual({ par: 23, yards: 2300, score: 19, putts: 8, holesPlayed: 5, toPar: 3 });
    expect(t.back).toEqual({ par: 4, yards: 400, score: 3, putts: 1, holesPlayed: 1, toPar: -1 });
    expect(t.total).toEqual({ par: 27, yards: 2700, score: 22, putts: 9, holesPlayed: 6, toPar: 2 });
  });
});

describe('hole statistics', () => {
  const stats = holeStats(card.filter((h) => h.hole <= 9));

  it('counts fairways on par 4s and 5s only, and greens from score minus putts', () => {
    expect(stats).toMatchObject({ fairwaysHit: 1, fairwayChances: 3, fairwayPercent: 33.3, greensInRegulation: 2, girChances: 4, girPercent: 50 });
  });

  it('counts putts, three-putts, scrambles, sand saves, penalties and drives', () => {
    expect(stats).toMatchObject({
      putts: 8,
      puttsPerHole: 2,
      puttsPerGir: 2,
      threePutts: 1,
      scrambles: 0,
      scrambleChances: 2,
      scramblingPercent: 0,
      sandSaves: 1,
      sandSaveChances: 1,
      penalties: 1,
      averageDrivingDistance: 240,
    });
    expect(stats.distribution).toEqual({ eaglesOrBetter: 0, birdies: 0, pars: 2, bogeys: 1, doubleBogeys: 1, worse: 0 });
  });

  it('derives green in regulation when score and putts are known, else takes what was recorded', () => {
    expect(greenInRegulation({ par: 4, score: 5, putts: 2, details: { ...none, greenInReg: true } })).toBe(false);
    expect(greenInRegulation({ par: 5, score: 4, putts: 1, details: none })).toBe(true);
    expect(greenInRegulation({ par: 4, score: 5, putts: null, details: { ...none, greenInReg: true } })).toBe(true);
    expect(greenInRegulation({ par: 4, score: null, putts: null, details: none })).toBeNull();
  });

  it('gives null percentages when nothing was recorded', () => {
    const empty = holeStats([hole({ hole: 1, par: 3 })]);
    expect(empty).toMatchObject({ fairwayPercent: null, girPercent: null, scramblingPercent: null, puttsPerHole: null, averageDrivingDistance: null });
  });

  it('averages the par 3s, 4s and 5s', () => {
    expect(parAverages(card)).toEqual({ par3Average: 4, par4Average: 4.33, par5Average: 5 });
  });
});
