import { getTableColumns, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db/index.ts';
import { roundHoles, rounds } from './rounds.tables.ts';

const qb = new QueryBuilder();

/** Rounds as a read-only subquery named `alias`, for other domains to read in their own statement (its columns keep their SQL names). */
export const roundRowsAs = (alias: string) => qb.select(getTableColumns(rounds)).from(rounds).as(alias);
export const roundRows = roundRowsAs('round_rows');

/** Rounds' holes as a read-only subquery named `alias`. */
export const roundHoleRowsAs = (alias: string) => qb.select(getTableColumns(roundHoles)).from(roundHoles).as(alias);
export const roundHoleRows = roundHoleRowsAs('round_hole_rows');

/** One hole's new values as the scorecard saves them, by SQL column name (score, status, putts, fairway_hit, …, entry_id, edited_at). */
export type HoleChange = { id: number; edited_at: string } & Record<string, unknown>;

/** Saves holes of a round and marks the round updated, in one statement (the caller holds the round's lock). */
export async function saveHoleChanges(tx: Tx, roundId: number, changes: HoleChange[], now: Date): Promise<void> {
  if (changes.length === 0) return;
  await tx.execute(sql`with saved as (
    update ${roundHoles} h set score = v.score, status = v.status, putts = v.putts, fairway_hit = v.fairway_hit, fairway_bunkers = v.fairway_bunkers,
      greenside_bunkers = v.greenside_bunkers, driving_distance = v.driving_distance, pitches = v.pitches, chips = v.chips, penalties = v.penalties,
      missed_putts = v.missed_putts, green_in_reg = v.green_in_reg, entry_id = v.entry_id, edited_at = v.edited_at, updated_at = ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as v(id int, score smallint, status text, putts smallint, fairway_hit text,
      fairway_bunkers smallint, greenside_bunkers smallint, driving_distance smallint, pitches smallint, chips smallint, penalties smallint,
      missed_putts smallint, green_in_reg boolean, entry_id uuid, edited_at timestamptz)
    where h.id = v.id and h.round_id = ${roundId}
    returning h.id)
  update ${rounds} set updated_at = ${now.toISOString()}::timestamptz where id = ${roundId}`);
}
