import { describe, expect, it } from 'vitest';
import { trackingAverages, type TrackedRound } from './tracking-averages.ts';

const round = (r: Partial<TrackedRound>): TrackedRound => ({
  score: 90,
  roundHole: 18,
  otg: null,
  ntg: null,
  scrambling: null,
  badThreePutts: null,
  tts: null,
  ...r,
});

describe('trackingAverages', () => {
  it('averages per 18 holes and rates over the holes each number was tracked on', () => {
    const rounds = [
      round({ score: 84, otg: 6, ntg: 5, scrambling: 3, badThreePutts: 2, tts: 1 }),
      round({ score: 90, otg: 4, ntg: 6, scrambling: 2, badThreePutts: 4, tts: 3 }),
      // Nine holes count double for the scoring average; their stats weigh nine holes.
      round({ score: 44, roundHole: 9, otg: 3, ntg: 2, scrambling: 3, badThreePutts: 1, tts: 0 }),
      // Score only: counts in the average, not in the rates.
      round({ score: 87 }),
    ];
    const a = trackingAverages(rounds);
    expect(a.rounds).toBe(4);
    // (84 + 90 + 88 + 87) / 4 = 87.25
    expect(a.scoringAverage).toBe(87.3);
    expect(a.bestScore).toBe(84);
    // GIR: (6 + 4 + 3) / (18 + 18 + 9) = 13/45 = 0.289
    expect(a.girRate).toBe(0.289);
    // Near the green: 13/45 = 0.289
    expect(a.nearGreenRate).toBe(0.289);
    // Scrambling over missed greens: (3 + 2 + 3) / (12 + 14 + 6) = 8/32 = 0.25
    expect(a.scramblingRate).toBe(0.25);
    // Three-putts per 18: 7/45 × 18 = 2.8; trouble tee shots: 4/45 × 18 = 1.6
    expect(a.threePuttsPerRound).toBe(2.8);
    expect(a.troubleTeeShotsPerRound).toBe(1.6);
  });

  it('says nothing rather than zero when nothing was tracked', () => {
    expect(trackingAverages([])).toEqual({
      rounds: 0,
      scoringAverage: null,
      bestScore: null,
      girRate: null,
      nearGreenRate: null,
      scramblingRate: null,
      threePuttsPerRound: null,
      troubleTeeShotsPerRound: null,
    });
    expect(trackingAverages([round({ score: 45, roundHole: 9 })]).bestScore).toBeNull();
  });
});
