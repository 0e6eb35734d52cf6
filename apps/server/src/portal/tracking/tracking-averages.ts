import type { TrackingAverages } from '@golf/contracts';

export interface TrackedRound {
  score: number;
  roundHole: number;
  otg: number | null;
  ntg: number | null;
  scrambling: number | null;
  badThreePutts: number | null;
  tts: number | null;
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/** Sum of a count over the holes of the rounds that tracked it, as a share or per 18 holes. */
function rate(rounds: TrackedRound[], count: (r: TrackedRound) => number | null, holes: (r: TrackedRound) => number = (r) => r.roundHole) {
  const tracked = rounds.filter((r) => count(r) !== null);
  const denominator = tracked.reduce((s, r) => s + holes(r), 0);
  if (tracked.length === 0 || denominator === 0) return null;
  return tracked.reduce((s, r) => s + count(r)!, 0) / denominator;
}

/**
 * Averages a golfer reads: scoring average per 18 holes (nine-hole rounds count double), best
 * 18-hole score, and rates over the holes each number was tracked on. Scrambling is a share of
 * the greens missed; three-putts and trouble tee shots are per 18 holes.
 */
export function trackingAverages(rounds: TrackedRound[]): TrackingAverages {
  const eighteen = rounds.filter((r) => r.roundHole === 18).map((r) => r.score);
  const threePutts = rate(rounds, (r) => r.badThreePutts);
  const trouble = rate(rounds, (r) => r.tts);
  const gir = rate(rounds, (r) => r.otg);
  const near = rate(rounds, (r) => r.ntg);
  const scrambling = rate(
    rounds.filter((r) => r.otg !== null),
    (r) => r.scrambling,
    (r) => r.roundHole - r.otg!,
  );
  return {
    rounds: rounds.length,
    scoringAverage: rounds.length ? round(rounds.reduce((s, r) => s + (r.score * 18) / r.roundHole, 0) / rounds.length, 1) : null,
    bestScore: eighteen.length ? Math.min(...eighteen) : null,
    girRate: gir === null ? null : round(gir, 3),
    nearGreenRate: near === null ? null : round(near, 3),
    scramblingRate: scrambling === null ? null : round(scrambling, 3),
    threePuttsPerRound: threePutts === null ? null : round(threePutts * 18, 1),
    troubleTeeShotsPerRound: trouble === null ? null : round(trouble * 18, 1),
  };
}
