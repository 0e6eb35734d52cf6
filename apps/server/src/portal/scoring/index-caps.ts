// The limitation on upward movement (Rules of Handicapping 5.8): the Low Handicap Index of the last
// 365 days, and the soft and hard caps measured from it.
import { DateTime } from 'luxon';
import { roundTenth } from './handicap.ts';

/** A Low Handicap Index is established once the scoring record holds this many scores. */
export const SCORES_FOR_LOW_INDEX = 20;
const SOFT_CAP_ABOVE = 3;
const HARD_CAP_ABOVE = 5;

/** An index the player held from a revision on: the day the score behind it was played. */
export interface IndexRevision {
  playedAt: string;
  index: number | null;
}

/**
 * The lowest index in effect during the 365 days before `mostRecentPlayedAt` (the day of the most
 * recent score): every revision made on a day of that window, and the one already in effect when the
 * window opened. Null when none was.
 */
export function lowHandicapIndex(revisions: IndexRevision[], mostRecentPlayedAt: string): number | null {
  const end = DateTime.fromISO(mostRecentPlayedAt);
  const start = end.minus({ days: 365 }).toISODate()!;
  const before = revisions.filter((r) => r.playedAt < start && r.index !== null).at(-1);
  const during = revisions.filter((r) => r.playedAt >= start && r.playedAt < mostRecentPlayedAt && r.index !== null);
  const indexes = [...(before ? [before] : []), ...during].map((r) => r.index!);
  return indexes.length ? Math.min(...indexes) : null;
}

export interface CappedIndex {
  index: number;
  /** Strokes the soft cap held back (half of the increase above 3.0), 0 when it did not apply. */
  softCapHeldBack: number;
  /** Strokes the hard cap held back on top (the index never exceeds the low index + 5.0). */
  hardCapHeldBack: number;
}

/**
 * Rule 5.8: an increase of more than 3.0 over the Low Handicap Index is halved above 3.0 (soft cap),
 * and the result never exceeds the Low Handicap Index + 5.0 (hard cap).
 */
export function capIndex(calculated: number, low: number | null): CappedIndex {
  if (low === null || calculated - low <= SOFT_CAP_ABOVE) return { index: calculated, softCapHeldBack: 0, hardCapHeldBack: 0 };
  const soft = roundTenth(low + SOFT_CAP_ABOVE + (calculated - low - SOFT_CAP_ABOVE) / 2);
  const hard = Math.min(soft, roundTenth(low + HARD_CAP_ABOVE));
  return { index: hard, softCapHeldBack: roundTenth(calculated - soft), hardCapHeldBack: roundTenth(soft - hard) };
}
