import { describe, expect, it } from 'vitest';
import type { ScorecardHole, ScorecardToggles } from '@golf/contracts';
import { cellText, rowTotal, scoreShape, visibleRows } from './scorecard-rows';

const off: ScorecardToggles = {
  score: true,
  fourStats: false,
  putts: false,
  fairwayHit: false,
  fairwayBunkers: false,
  greensideBunkers: false,
  drivingDistance: false,
  pitches: false,
  chips: false,
  penalties: false,
  missedPutts: false,
  greenInReg: false,
};
const hole = (h: Partial<ScorecardHole>): ScorecardHole => ({
  id: 1,
  hole: 1,
  par: 4,
  handicap: 1,
  yards: 400,
  length: 400,
  score: null,
  status: 'pending',
  putts: null,
  strokesReceived: 0,
  toPar: null,
  details: {
    fairwayHit: null,
    fairwayBunkers: null,
    greensideBunkers: null,
    drivingDistance: null,
    pitches: null,
    chips: null,
    penalties: null,
    missedPutts: null,
    greenInReg: null,
  },
  ...h,
});

describe('scorecard rows', () => {
  it('shows the toggled rows, and the four basic stats with fourStats', () => {
    expect(visibleRows(off)).toEqual([]);
    expect(visibleRows({ ...off, fourStats: true })).toEqual(['putts', 'fairwayHit', 'greenInReg', 'penalties']);
    expect(visibleRows({ ...off, chips: true, putts: true })).toEqual(['putts', 'chips']);
  });

  it('prints fairways, greens and totals the way a card does', () => {
    const a = hole({ putts: 2, details: { ...hole({}).details, fairwayHit: 'hit', greenInReg: true } });
    const b = hole({ putts: 1, details: { ...hole({}).details, fairwayHit: 'left', greenInReg: false } });
    expect([cellText(a, 'fairwayHit'), cellText(b, 'fairwayHit'), cellText(a, 'greenInReg'), cellText(b, 'greenInReg')]).toEqual(['✓', '←', '✓', '✗']);
    expect([rowTotal([a, b], 'putts'), rowTotal([a, b], 'fairwayHit'), rowTotal([a, b], 'greenInReg'), rowTotal([a, b], 'chips')]).toEqual(['3', '1', '1', '']);
  });

  it('marks birdies, pars and bogeys', () => {
    expect([3, 4, 5, 7].map((score) => scoreShape(hole({ score, status: 'played' })))).toEqual(['birdie', 'par', 'bogey', 'double']);
    expect(scoreShape(hole({ status: 'picked-up' }))).toBeNull();
  });
});
