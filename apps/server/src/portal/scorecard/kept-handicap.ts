import { sql, type SQL } from 'drizzle-orm';
import type { HandicapFigure } from '@golf/contracts';
import { statementCache, type Db } from '../../platform/db/index.ts';
import { handicapOf, handicapRoundsJson, type HandicapRoundRow, type PlayerHandicap } from './handicap.service.ts';
import { playerHandicaps, type KeptHandicap } from './scorecard.tables.ts';

/** The player's kept handicap with its version; `rounds` only when nothing is kept (to compute it from). */
export interface KeptHandicapJson {
  version: number;
  figure: KeptHandicap | null;
  rounds: HandicapRoundRow[] | null;
}

/**
 * The kept handicap (scorecard.tables.ts playerHandicaps) as JSON built by PostgreSQL, with the
 * rounds to compute it from only when it is stale or was never kept (`player`: an int expression).
 */
export const keptHandicapJson = (player: SQL) => sql<KeptHandicapJson>`(
  select json_build_object('version', coalesce(k.version, 0), 'figure', k.figure,
    'rounds', case when k.figure is null then ${handicapRoundsJson(player)} end)
  from (select 1) as one left join ${playerHandicaps} k on k.player_id = ${player})`;

const keepStatement = statementCache((db: Db) =>
  db
    .insert(playerHandicaps)
    .values({ playerId: sql.placeholder('playerId'), version: sql.placeholder('version'), figure: sql`${sql.placeholder('figure')}::json` })
    .onConflictDoUpdate({
      target: playerHandicaps.playerId,
      set: { figure: sql`excluded.figure` },
      setWhere: sql`${playerHandicaps.version} = excluded.version`,
    })
    .prepare('scorecard_keep_handicap'),
);

/**
 * The handicap figure from the kept one, or computed from the rounds (handicapOf, as every other
 * screen) and kept, only if no round changed since it was read (the version read, 0 for no row).
 */
export async function handicapFigureFromKept(
  db: Db,
  playerId: number,
  kept: KeptHandicapJson,
  selfDeclared: number | null | undefined,
): Promise<HandicapFigure> {
  let figure = kept.figure;
  if (!figure) {
    const current = handicapOf(kept.rounds ?? []).current;
    figure = { handicapIndex: current.handicapIndex, roundsNeeded: current.roundsNeeded };
    await keepStatement(db).execute({ playerId, version: kept.version, figure: JSON.stringify(figure) });
  }
  return { ...figure, selfDeclared: selfDeclared ?? null };
}

const keepRecordStatement = statementCache((db: Db) =>
  db
    .insert(playerHandicaps)
    .values({
      playerId: sql.placeholder('playerId'),
      version: sql.placeholder('version'),
      figure: sql`${sql.placeholder('figure')}::json`,
      byRound: sql`${sql.placeholder('byRound')}::jsonb`,
    })
    .onConflictDoUpdate({
      target: playerHandicaps.playerId,
      set: { figure: sql`excluded.figure`, byRound: sql`excluded.by_round` },
      setWhere: sql`${playerHandicaps.version} = excluded.version`,
    })
    .prepare('scorecard_keep_handicap_record'),
);

/**
 * Keeps a record computed from the rounds read at `version` (the figure and every round's entry),
 * only if no round changed since: the next scorecard reads its round's entry instead of every round.
 */
export async function keepHandicapRecord(db: Db, playerId: number, version: number, handicap: PlayerHandicap): Promise<void> {
  const { current, byRound } = handicap;
  const figure: KeptHandicap = { handicapIndex: current.handicapIndex, roundsNeeded: current.roundsNeeded };
  await keepRecordStatement(db).execute({ playerId, version, figure: JSON.stringify(figure), byRound: JSON.stringify(Object.fromEntries(byRound)) });
}
