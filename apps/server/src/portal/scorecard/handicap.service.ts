import { sql, type SQL } from 'drizzle-orm';
import type { Handicap, HandicapAdjustment, HoleStatus, RoundTeeBox } from '@golf/contracts';
import { statementCache, type Db } from '../../platform/db/index.ts';
import { roundHoleRowsAs, roundRowsAs } from '../rounds/index.ts';
import { handicapHistory, HOLES_FOR_FIRST_INDEX, type HandicapRound, type HandicapRoundResult } from '../scoring/index.ts';
import { pccSql } from '../courses/index.ts';

export interface PlayerHandicap {
  /** The index now, from the most recent 20 differentials. */
  current: Handicap;
  /** Per round: the index held before it, its course handicap, adjusted gross score and differential. */
  byRound: Map<number, HandicapRoundResult>;
}

/** A round as the handicap reads it, holes as [par, stroke index, score, status], with the day's PCC. */
export interface HandicapRoundRow {
  id: number;
  playedAt: string;
  courseName: string;
  teeBox: RoundTeeBox;
  isCompliant: boolean;
  scope: number;
  scopeType: string;
  pcc: number;
  holes: [number, number, number | null, HoleStatus][] | null;
}

/**
 * The player's rounds, oldest first, each with its holes and its course's PCC that day, as one JSON array built by
 * PostgreSQL (`player`: an int expression). One value where a rounds query and a ~360-row holes
 * query (each row mapped by the ORM) were; the scorecard's reads and the home page's one statement
 * both select it, and `handicapOf` turns it into the record.
 */
export const handicapRoundsJson = (player: SQL) => sql<HandicapRoundRow[]>`coalesce((
  select json_agg(json_build_object(
    'id', r.id, 'playedAt', r.played_at, 'courseName', r.course_name, 'teeBox', r.tee_box, 'isCompliant', r.is_compliant, 'scope', r.scope,
    'scopeType', r.scope_type, 'pcc', coalesce(${pccSql(sql`r.course_id`, sql`r.played_at`)}, 0),
    'holes', (
      select json_agg(json_build_array(h.par, h.handicap, h.score, h.status) order by h.hole_number)
      from ${roundHoleRowsAs('h')} where h.round_id = r.id)
  ) order by r.played_at, r.id)
  from ${roundRowsAs('r')}
  where r.player_id = ${player}), '[]'::json)`;

// One prepared statement per database handle.
const statementsOf = statementCache((db: Db) =>
  db
    .select({ list: handicapRoundsJson(sql`${sql.placeholder('playerId')}::int`) })
    .from(sql`(select 1) as one`)
    .prepare('scorecard_handicap_rounds'),
);

/**
 * The player's handicap record, recomputed from their rounds (as handicap authorities do when an
 * earlier score changes). Counts rounds played under the rules on a rated tee (a nine on a rated nine).
 */
export async function playerHandicap(db: Db, playerId: number): Promise<PlayerHandicap> {
  const [row] = await statementsOf(db).execute({ playerId });
  return handicapOf(row!.list);
}

/** A nine's rating as played: the tee's for that nine (a 9-hole course's own tee rating for rounds saved before tees carried nines). */
function nineRatingOf(r: Pick<HandicapRoundRow, 'scopeType' | 'teeBox'>) {
  const nines = r.teeBox.nines;
  if (nines) return r.scopeType === 'back' ? nines.back : nines.front;
  const ownNine = r.teeBox.yardages.length === 9 && r.teeBox.courseRating !== null && r.teeBox.slope !== null;
  return ownNine ? { courseRating: r.teeBox.courseRating!, slope: r.teeBox.slope! } : null;
}

/** The rating a round is played on: an 18-hole round's tee's, a nine's nine's (null where it was never rated). */
export function ratingOf(r: Pick<HandicapRoundRow, 'scope' | 'scopeType' | 'teeBox'>): { courseRating: number | null; slope: number | null } {
  if (r.scope === 18) return { courseRating: r.teeBox.courseRating, slope: r.teeBox.slope };
  const rating = nineRatingOf(r);
  return { courseRating: rating?.courseRating ?? null, slope: rating?.slope ?? null };
}

/** The round as the rules read it: an 18-hole score on the tee's rating, a nine on its nine's. */
export function toHandicapRound(r: HandicapRoundRow): HandicapRound {
  const holes = (r.holes ?? []).map(([par, strokeIndex, score, status]) => ({ par, strokeIndex, score, status }));
  const base = { roundId: r.id, playedAt: r.playedAt, isAcceptable: r.isCompliant, holes, pcc: r.pcc, ...ratingOf(r) };
  if (r.scope === 18) return { ...base, holeCount: 18, par: r.teeBox.par };
  return { ...base, holeCount: 9, par: holes.reduce((s, h) => s + h.par, 0) };
}

/** The handicap record of a player's rounds (handicapRoundsJson): the one computation every screen shows. */
export function handicapOf(list: HandicapRoundRow[]): PlayerHandicap {
  const history = handicapHistory(list.map(toHandicapRound));
  const newestFirst = [...history.record].reverse().slice(0, 20);
  const current = history.current;
  const roundsById = new Map(list.map((r) => [r.id, r]));
  const byRound = new Map(history.rounds.map((r) => [r.roundId, r]));
  const waitingNines = history.rounds.filter((r) => r.nineHoleDifferential !== null && r.differential === null).length;
  return {
    current: {
      handicapIndex: current?.index ?? null,
      differentialsAvailable: newestFirst.length,
      differentialsCounted: current?.countedRoundIds.length ?? 0,
      adjustment: current?.adjustment ?? 0,
      roundsNeeded: current ? 0 : Math.ceil(Math.max(0, HOLES_FOR_FIRST_INDEX - history.holesPosted) / 18),
      calculatedIndex: current?.calculated ?? null,
      lowHandicapIndex: current?.lowHandicapIndex ?? null,
      waitingNines,
      adjustments: adjustmentsOf(history.current, newestFirst, byRound, roundsById),
      records: newestFirst.map((d) => {
        const round = roundsById.get(d.roundId)!;
        const result = byRound.get(d.roundId)!;
        const rated = toHandicapRound(round);
        return {
          roundId: d.roundId,
          playedAt: round.playedAt,
          courseName: round.courseName,
          adjustedGrossScore: result.adjustedGrossScore!,
          courseRating: rated.courseRating!,
          slope: rated.slope!,
          differential: d.differential,
          exceptionalReduction: d.reduction,
          holeCount: rated.holeCount,
          pcc: round.pcc,
          isCounted: current?.countedRoundIds.includes(d.roundId) ?? false,
        };
      }),
    },
    byRound,
  };
}

/** Each rule that moved the index now: the caps, and per score of the last 20 its ESR, PCC and expected nine. */
function adjustmentsOf(
  current: ReturnType<typeof handicapHistory>['current'],
  newestFirst: { roundId: number }[],
  byRound: Map<number, HandicapRoundResult>,
  roundsById: Map<number, HandicapRoundRow>,
): HandicapAdjustment[] {
  const list: HandicapAdjustment[] = [];
  const onIndex = { roundId: null, playedAt: null, courseName: null };
  if (current?.softCapHeldBack) list.push({ kind: 'soft-cap', amount: current.softCapHeldBack, ...onIndex });
  if (current?.hardCapHeldBack) list.push({ kind: 'hard-cap', amount: current.hardCapHeldBack, ...onIndex });
  for (const { roundId } of newestFirst) {
    const result = byRound.get(roundId)!;
    const round = roundsById.get(roundId)!;
    const on = { roundId, playedAt: round.playedAt, courseName: round.courseName };
    if (result.exceptionalReduction !== 0) list.push({ kind: 'exceptional-score', amount: result.exceptionalReduction, ...on });
    if (result.pcc !== 0) list.push({ kind: 'playing-conditions', amount: result.pcc, ...on });
    if (result.expectedNine !== null) list.push({ kind: 'nine-hole', amount: result.expectedNine, ...on });
  }
  return list;
}
