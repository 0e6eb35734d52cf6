import { describe, expect, it } from 'vitest';
import { challengeById, CHALLENGES, swingsOf } from './challenge-catalogue.ts';
import { scoreAttempt, scoreSwing, scoringRadius } from './challenge-scoring.ts';

const ball = (total: number, offline: number, id = 1) => ({ skyTrakShotId: id, total, offline });

describe('scoreSwing', () => {
  const proximity = { id: 1, swingNumber: 1, clubType: null, scoring: 'proximity' as const, targetDistance: 150, targetWidth: null };
  it('gives proximity points falling linearly to nothing at a fifth of the distance', () => {
    expect(scoringRadius(150)).toBe(30);
    expect(scoringRadius(30)).toBe(10);
    // 3-4-5: 3 long and 4 right of a 150-yard flag is 5 yards away: 100 × (1 − 5/30) = 83.
    expect(scoreSwing(proximity, ball(153, 4))).toMatchObject({ result: 5, points: 83, inPlay: null });
    expect(scoreSwing(proximity, ball(150, 0)).points).toBe(100);
    expect(scoreSwing(proximity, ball(110, 0)).points).toBe(0);
  });

  it('scores a fairway swing by distance only while it stays in the fairway', () => {
    const fairway = { ...proximity, scoring: 'fairway' as const, targetDistance: 250, targetWidth: 30 };
    expect(scoreSwing(fairway, ball(225, 14.9))).toMatchObject({ inPlay: true, points: 90 });
    expect(scoreSwing(fairway, ball(270, 0)).points).toBe(100);
    expect(scoreSwing(fairway, ball(280, -15.1))).toMatchObject({ inPlay: false, points: 0 });
  });

  it('counts a long drive only inside the grid', () => {
    const grid = { ...proximity, scoring: 'longDrive' as const, targetDistance: 300, targetWidth: 50 };
    expect(scoreSwing(grid, ball(287.46, 24))).toMatchObject({ inPlay: true, points: 287.5, result: 287.5 });
    expect(scoreSwing(grid, ball(320, 26))).toMatchObject({ inPlay: false, points: 0 });
  });
});

describe('scoreAttempt', () => {
  it('keeps the longest drive in the grid for the long-drive board', () => {
    const grid = challengeById(11)!;
    const drives = [ball(250, 0, 1), ball(301, 30, 2), ball(270, -10, 3), ball(262, 5, 4), ball(240, 0, 5), ball(10, 0, 6)];
    const scored = scoreAttempt(grid, drives);
    expect(scored).toMatchObject({ score: 270, maxScore: null, longestDrive: 270, bestDistanceToPin: null });
    expect(scored.swings.map((s) => s.skyTrakShotId)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('sums the points and keeps the closest finish for the closest-to-pin board', () => {
    const island = challengeById(9)!;
    const balls = [ball(135, 0), ball(141, 8), ball(120, 0), ball(160, 30), ball(134, -1)];
    const scored = scoreAttempt(island, balls);
    // Radius 27: 100 + 63 (10 yd) + 44 (15 yd) + 0 + 95 (1.41 yd) = 302.
    expect(scored.score).toBe(302);
    expect(scored.maxScore).toBe(500);
    expect(scored.bestDistanceToPin).toBe(0);
    expect(scored.longestDrive).toBeNull();
  });

  it('refuses too few shots', () => {
    expect(() => scoreAttempt(challengeById(1)!, [ball(200, 0)])).toThrow(RangeError);
  });
});

describe('catalogue', () => {
  it('has every spec type, stable unique ids, and stations with swings', () => {
    expect(new Set(CHALLENGES.map((c) => c.type))).toEqual(
      new Set(['driver', 'irons', 'longGame', 'shortGame', 'training', 'closPinC', 'longDrvC', 'targetC']),
    );
    const swingIds = CHALLENGES.flatMap((c) => swingsOf(c).map((s) => s.id));
    expect(new Set(swingIds).size).toBe(swingIds.length);
    expect(CHALLENGES.every((c) => c.stations.every((s) => s.swings.length > 0))).toBe(true);
  });
});
