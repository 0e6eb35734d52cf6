// A scoring record walked oldest first, as a handicap committee would: each score is limited with
// the index in effect when it was played, joins the record, and the index is revised with the
// exceptional score reduction and the caps.
import { exceptionalScoreReduction, EXCEPTIONAL_REACH } from './exceptional-score.ts';
import { adjustedGrossScore, courseHandicap, handicapIndex, nineHoleCourseHandicap, scoreDifferential, roundTenth, type HandicapHole } from './handicap.ts';
import { capIndex, lowHandicapIndex, SCORES_FOR_LOW_INDEX, type IndexRevision } from './index-caps.ts';
import { eighteenFromNine, EXPECTED_NINE, expectedNineDifferential, nineHoleDifferential } from './nine-hole.ts';

/** Holes a record must hold before a first index (Rule 5.2: 54 holes, in 9- or 18-hole scores). */
export const HOLES_FOR_FIRST_INDEX = 54;

export interface HandicapRound {
  roundId: number;
  playedAt: string;
  /** For a nine, its own 9-hole rating, slope and par. */
  courseRating: number | null;
  slope: number | null;
  par: number;
  isAcceptable: boolean;
  holes: HandicapHole[];
  holeCount: 9 | 18;
  /** The playing conditions calculation of the course that day (−1 to +3; 0 unless staff set it). */
  pcc: number;
}

export interface HandicapRoundResult {
  roundId: number;
  /** The index in effect when the round was played (what its course handicap came from). */
  indexBefore: number | null;
  courseHandicap: number | null;
  adjustedGrossScore: number | null;
  /** The 18-hole score differential (for a nine, with the expected other nine). */
  differential: number | null;
  /** A nine's own differential, to the tenth. */
  nineHoleDifferential: number | null;
  /** The differential expected over the nine not played. */
  expectedNine: number | null;
  pcc: number;
  /** −1 or −2 when this score was exceptional (Rule 5.9), else 0. */
  exceptionalReduction: number;
}

/** A differential in the record, with the exceptional score reductions later and own scores applied to it. */
export interface RecordEntry {
  roundId: number;
  playedAt: string;
  differential: number;
  reduction: number;
}

export interface IndexState {
  index: number;
  /** Before the caps. */
  calculated: number;
  lowHandicapIndex: number | null;
  softCapHeldBack: number;
  hardCapHeldBack: number;
  /** Round ids of the differentials that make the index. */
  countedRoundIds: number[];
  adjustment: number;
}

export interface HandicapHistory {
  rounds: HandicapRoundResult[];
  /** The differentials, oldest first. */
  record: RecordEntry[];
  current: IndexState | null;
  holesPosted: number;
}

type Entry = RecordEntry & { nine: number | null; isWaiting: boolean };

function indexOf(entries: Entry[], revisions: IndexRevision[]): IndexState | null {
  const recent = entries.slice(-20).reverse();
  const result = handicapIndex(recent.map((e) => roundTenth(e.differential + e.reduction)));
  if (result.handicapIndex === null) return null;
  const low = entries.length >= SCORES_FOR_LOW_INDEX ? lowHandicapIndex(revisions, entries.at(-1)!.playedAt) : null;
  const capped = capIndex(result.handicapIndex, low);
  return {
    index: capped.index,
    calculated: result.handicapIndex,
    lowHandicapIndex: low,
    softCapHeldBack: capped.softCapHeldBack,
    hardCapHeldBack: capped.hardCapHeldBack,
    countedRoundIds: result.counted.map((p) => recent[p]!.roundId),
    adjustment: result.adjustment,
  };
}

/**
 * Nines played before the player had an index wait for one. Once the record holds 54 holes, the
 * first index is the one whose expected nines, added to those scores, give that same index back.
 * It is sought unrounded (each step moves at most 0.52 of the last, so it settles), then rounded:
 * rounding inside the search would leave two neighbouring tenths that each reproduce themselves.
 */
function settleWaitingNines(entries: Entry[]): number {
  let guess = 54;
  for (let step = 0; step < 60; step++) {
    const trial = entries
      .map((e) => (e.isWaiting ? e.nine! + EXPECTED_NINE.perIndexStroke * guess + EXPECTED_NINE.base : e.differential))
      .slice(-20)
      .reverse();
    const { counted, adjustment } = handicapIndex(trial);
    const next = counted.reduce((s, p) => s + trial[p]!, 0) / counted.length + adjustment;
    if (Math.abs(next - guess) < 1e-6) break;
    guess = next;
  }
  return Math.min(54, roundTenth(guess));
}

/** Walks the rounds oldest first (by date played) through Rules 3, 5 and 6. */
export function handicapHistory(roundsOldestFirst: HandicapRound[]): HandicapHistory {
  const entries: Entry[] = [];
  const revisions: IndexRevision[] = [];
  const results = new Map<number, HandicapRoundResult>();
  let current: IndexState | null = null;
  let holesPosted = 0;
  for (const round of roundsOldestFirst) {
    const before = current?.index ?? null;
    const rated = round.courseRating !== null && round.slope !== null;
    const nine = round.holeCount === 9;
    const ch = before !== null && rated ? (nine ? nineHoleCourseHandicap : courseHandicap)(before, round.slope!, round.courseRating!, round.par) : null;
    const ags = rated && round.isAcceptable && round.holes.length === round.holeCount ? adjustedGrossScore(round.holes, ch) : null;
    const result: HandicapRoundResult = {
      roundId: round.roundId,
      indexBefore: before,
      courseHandicap: ch,
      adjustedGrossScore: ags,
      differential: null,
      nineHoleDifferential: null,
      expectedNine: null,
      pcc: round.pcc,
      exceptionalReduction: 0,
    };
    results.set(round.roundId, result);
    if (ags === null) {
      revisions.push({ playedAt: round.playedAt, index: before });
      continue;
    }
    holesPosted += round.holeCount;
    if (nine) {
      const own = nineHoleDifferential(ags, round.courseRating!, round.slope!, round.pcc);
      result.nineHoleDifferential = roundTenth(own);
      if (before !== null) {
        result.expectedNine = expectedNineDifferential(before);
        result.differential = eighteenFromNine(own, before);
      }
      entries.push({
        roundId: round.roundId,
        playedAt: round.playedAt,
        differential: result.differential ?? 0,
        reduction: 0,
        nine: own,
        isWaiting: before === null,
      });
    } else {
      result.differential = scoreDifferential(ags, round.courseRating!, round.slope!, round.pcc);
      entries.push({ roundId: round.roundId, playedAt: round.playedAt, differential: result.differential, reduction: 0, nine: null, isWaiting: false });
    }
    const reduction = exceptionalScoreReduction(before, result.differential ?? Infinity);
    if (reduction !== 0) {
      result.exceptionalReduction = reduction;
      for (const e of entries.slice(-EXCEPTIONAL_REACH)) e.reduction += reduction;
    }
    if (entries.some((e) => e.isWaiting) && holesPosted >= HOLES_FOR_FIRST_INDEX) {
      const first = settleWaitingNines(entries);
      for (const e of entries.filter((x) => x.isWaiting)) {
        const waited = results.get(e.roundId)!;
        waited.expectedNine = expectedNineDifferential(first);
        waited.differential = e.differential = eighteenFromNine(e.nine!, first);
        e.isWaiting = false;
      }
    }
    const counted = entries.filter((e) => !e.isWaiting);
    current = counted.length === entries.length ? indexOf(counted, revisions) : null;
    revisions.push({ playedAt: round.playedAt, index: current?.index ?? null });
  }
  return {
    rounds: roundsOldestFirst.map((r) => results.get(r.roundId)!),
    record: entries.filter((e) => !e.isWaiting).map(({ roundId, playedAt, differential, reduction }) => ({ roundId, playedAt, differential, reduction })),
    current,
    holesPosted,
  };
}
