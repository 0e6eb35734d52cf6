import type { CatalogueChallenge, CatalogueSwing } from './challenge-catalogue.ts';
import { swingsOf } from './challenge-catalogue.ts';

/** Where a swing's ball finished, in yards (offline negative left). */
export interface SwingBall {
  skyTrakShotId: number;
  total: number;
  offline: number;
}

export interface SwingResult {
  swingId: number;
  skyTrakShotId: number;
  /** Yards: distance from the target (proximity) or the drive's total (fairway, longDrive). */
  result: number;
  inPlay: boolean | null;
  points: number;
}

/** Within this many yards of the flag a proximity swing still scores: a fifth of the distance, at least 10. */
export const scoringRadius = (targetDistance: number) => Math.max(10, 0.2 * targetDistance);

const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * Scores one swing. proximity: 100 points at the flag, falling linearly to 0 at the scoring
 * radius; fairway: 100 × total / target (at most 100) when the ball stays within the fairway's
 * width, else 0; longDrive: the total in yards when inside the grid, else 0.
 */
export function scoreSwing(swing: CatalogueSwing, ball: SwingBall): SwingResult {
  const base = { swingId: swing.id, skyTrakShotId: ball.skyTrakShotId };
  switch (swing.scoring) {
    case 'proximity': {
      const distance = Math.hypot(ball.total - swing.targetDistance, ball.offline);
      const points = Math.max(0, Math.round(100 * (1 - distance / scoringRadius(swing.targetDistance))));
      return { ...base, result: round1(distance), inPlay: null, points };
    }
    case 'fairway': {
      const inPlay = Math.abs(ball.offline) <= (swing.targetWidth ?? 0) / 2;
      return { ...base, result: round1(ball.total), inPlay, points: inPlay ? Math.min(100, Math.round((100 * ball.total) / swing.targetDistance)) : 0 };
    }
    case 'longDrive': {
      const inPlay = Math.abs(ball.offline) <= (swing.targetWidth ?? 0) / 2;
      return { ...base, result: round1(ball.total), inPlay, points: inPlay ? round1(ball.total) : 0 };
    }
  }
}

export interface AttemptScore {
  score: number;
  maxScore: number | null;
  longestDrive: number | null;
  bestDistanceToPin: number | null;
  swings: SwingResult[];
}

/**
 * Scores a run through a challenge: one ball per swing, in order. A long-drive challenge scores
 * its longest drive in the grid; every other challenge the sum of its swings' points. The
 * leaderboard numbers are kept only for challenges that feed a leaderboard.
 */
export function scoreAttempt(challenge: CatalogueChallenge, balls: SwingBall[]): AttemptScore {
  const swings = swingsOf(challenge);
  if (balls.length < swings.length) throw new RangeError(`${challenge.name} needs ${swings.length} shots; got ${balls.length}.`);
  const results = swings.map((swing, i) => scoreSwing(swing, balls[i]!));
  const isLongDrive = swings.every((s) => s.scoring === 'longDrive');
  const drives = results.filter((r, i) => r.inPlay === true && swings[i]!.scoring !== 'proximity').map((r) => r.result);
  const pins = results.filter((_, i) => swings[i]!.scoring === 'proximity').map((r) => r.result);
  return {
    score: isLongDrive ? Math.max(0, ...results.map((r) => r.points)) : results.reduce((s, r) => s + r.points, 0),
    maxScore: isLongDrive ? null : 100 * swings.length,
    longestDrive: challenge.leaderboard === 'driver' && drives.length ? Math.max(...drives) : null,
    bestDistanceToPin: challenge.leaderboard === 'distance' && pins.length ? Math.min(...pins) : null,
    swings: results,
  };
}
