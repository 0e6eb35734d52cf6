import { sql, type SQL } from 'drizzle-orm';
import type { Handicap, HoleStatus, RoundTeeBox } from '@golf/contracts';
import { statementCache, type Db } from '../../platform/db/index.ts';
import { roundHoles, rounds } from '../rounds/index.ts';
import { handicapHistory, handicapIndex, type HandicapRound, type HandicapRoundResult } from '../scoring/index.ts';

export interface PlayerHandicap {
  /** The index now, from the most recent 20 differentials. */
  current: Handicap;
  /** Per round: the index held before it, its course handicap, adjusted gross score and differential. */
  byRound: Map<number, HandicapRoundResult>;
}

/** A round as the handicap reads it, holes as [par, stroke index, score, status] (18-hole rounds only). */
export interface HandicapRoundRow {
  id: number;
  playedAt: string;
  courseName: string;
  teeBox: RoundTeeBox;
  isCompliant: boolean;
  scope: number;
  holes: [number, number, number | null, HoleStatus][] | null;
}

/**
 * The player's rounds, oldest first, each 18-hole round with its holes, as one JSON array built by
 * PostgreSQL (`player`: an int expression). One value where a rounds query and a ~360-row holes
 * query (each row mapped by the ORM) were; the scorecard's reads and the home page's one statement
 * both select it, and `handicapOf` turns it into the record.
 */
export const handicapRoundsJson = (player: SQL) => sql<HandicapRoundRow[]>`coalesce((
  select json_agg(json_build_object(
    'id', r.id, 'playedAt', r.played_at, 'courseName', r.course_name, 'teeBox', r.tee_box, 'isCompliant', r.is_compliant, 'scope', r.scope,
    'holes', case when r.scope = 18 then (
      select json_agg(json_build_array(h.par, h.handicap, h.score, h.status) order by h.hole_number)
      from ${roundHoles} h where h.round_id = r.id) end
  ) order by r.played_at, r.id)
  from ${rounds} r where r.player_id = ${player}), '[]'::json)`;

// One prepared statement per database handle.
const statementsOf = statementCache((db: Db) =>
  db
    .select({ list: handicapRoundsJson(sql`${sql.placeholder('playerId')}::int`) })
    .from(sql`(select 1) as one`)
    .prepare('scorecard_handicap_rounds'),
);

/**
 * The player's handicap record, recomputed from their rounds (as handicap authorities do when an
 * earlier score changes). Counts 18-hole rounds played under the rules on a rated tee.
 */
export async function playerHandicap(db: Db, playerId: number): Promise<PlayerHandicap> {
  const [row] = await statementsOf(db).execute({ playerId });
  return handicapOf(row!.list);
}

/** The handicap record of a player's rounds (handicapRoundsJson): the one computation every screen shows. */
export function handicapOf(list: HandicapRoundRow[]): PlayerHandicap {
  const eighteen = list.filter((r) => r.scope === 18);
  const holesByRound = new Map<number, HandicapRound['holes']>(
    eighteen.map((r) => [r.id, (r.holes ?? []).map(([par, strokeIndex, score, status]) => ({ par, strokeIndex, score, status }))]),
  );
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
