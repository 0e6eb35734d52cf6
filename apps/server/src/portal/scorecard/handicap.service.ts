import { asc, eq, inArray } from 'drizzle-orm';
import type { Handicap, HoleStatus } from '@golf/contracts';
import type { Db } from '../../platform/db/client.ts';
import { roundHoles, rounds } from '../rounds/index.ts';
import { handicapHistory, handicapIndex, type HandicapRound, type HandicapRoundResult } from '../scoring/index.ts';

export interface PlayerHandicap {
  /** The index now, from the most recent 20 differentials. */
  current: Handicap;
  /** Per round: the index held before it, its course handicap, adjusted gross score and differential. */
  byRound: Map<number, HandicapRoundResult>;
}

/**
 * The player's handicap record, recomputed from their rounds (as handicap authorities do when an
 * earlier score changes). Counts 18-hole rounds played under the rules on a rated tee.
 */
export async function playerHandicap(db: Db, playerId: number): Promise<PlayerHandicap> {
  const list = await db
    .select({ id: rounds.id, playedAt: rounds.playedAt, courseName: rounds.courseName, teeBox: rounds.teeBox, isCompliant: rounds.isCompliant, scope: rounds.scope })
    .from(rounds)
    .where(eq(rounds.playerId, playerId))
    .orderBy(asc(rounds.playedAt), asc(rounds.id));
  const eighteen = list.filter((r) => r.scope === 18);
  const holes = eighteen.length
    ? await db
        .select({ roundId: roundHoles.roundId, par: roundHoles.par, strokeIndex: roundHoles.handicap, score: roundHoles.score, status: roundHoles.status })
        .from(roundHoles)
        .where(inArray(roundHoles.roundId, eighteen.map((r) => r.id)))
        .orderBy(roundHoles.roundId, roundHoles.holeNumber)
    : [];
  const holesByRound = new Map<number, HandicapRound['holes']>();
  for (const h of holes) {
    const entry = holesByRound.get(h.roundId) ?? [];
    entry.push({ par: h.par, strokeIndex: h.strokeIndex, score: h.score, status: h.status as HoleStatus });
    holesByRound.set(h.roundId, entry);
  }
  const input: HandicapRound[] = eighteen.map((r) => ({
    roundId: r.id,
    playedAt: r.playedAt,
    courseRating: r.teeBox.courseRating,
    slope: r.teeBox.slope,
    par: r.teeBox.par,
    isAcceptable: r.isCompliant,
    holes: holesByRound.get(r.id) ?? [],
  }));
  const history = handicapHistory(input);
  const newestFirst = [...history.differentials].reverse().slice(0, 20);
  const index = handicapIndex(newestFirst.map((d) => d.value));
  const roundsById = new Map(list.map((r) => [r.id, r]));
  const byRound = new Map(history.rounds.map((r) => [r.roundId, r]));
  return {
    current: {
      handicapIndex: index.handicapIndex,
      differentialsAvailable: newestFirst.length,
      differentialsCounted: index.counted.length,
      adjustment: index.adjustment,
      roundsNeeded: Math.max(0, 3 - newestFirst.length),
      records: newestFirst.map((d, position) => {
        const round = roundsById.get(d.roundId)!;
        return {
          roundId: d.roundId,
          playedAt: round.playedAt,
          courseName: round.courseName,
          adjustedGrossScore: byRound.get(d.roundId)!.adjustedGrossScore!,
          courseRating: round.teeBox.courseRating!,
          slope: round.teeBox.slope!,
          differential: d.value,
          isCounted: index.counted.includes(position),
        };
      }),
    },
    byRound,
  };
}
