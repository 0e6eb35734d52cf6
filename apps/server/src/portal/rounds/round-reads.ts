import { getTableColumns, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { PlayerCaller } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/index.ts';
import { ServiceError } from '../../platform/errors.ts';
import type { HoleRow } from './hole-input.ts';
import type { RoundRow } from './round-access.ts';
import { holeRowJson } from './round-view.ts';
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

/** A round as the scorecard shows it, with its holes and each hole's latest device entry, as lockOwnRoundHoles reads them. */
export interface LockedRoundHoles {
  round: Pick<RoundRow, 'id' | 'playerId' | 'coachId' | 'courseId' | 'courseName' | 'playedAt' | 'teeBox' | 'scope' | 'scopeType'>;
  holes: HoleRow[];
  kept: { holeNumber: number; entryId: string | null; editedAt: string | null }[];
}

/**
 * Locks one of the player's rounds for a change of its holes and reads its holes as they now are,
 * in one statement (the caller's transaction keeps the lock). The holes are read after the round's
 * lock is granted (a subquery per locked row) and locked in turn (FOR SHARE), so they are their
 * latest versions, a save that held the lock before included: a plain read in the same statement
 * would see them as of the statement's start. Every writer of holes locks the round first, so the
 * order round, then holes, is everyone's. Another player's round reads as missing (404).
 */
export async function lockOwnRoundHoles(tx: Tx, caller: PlayerCaller, roundId: number): Promise<LockedRoundHoles> {
  const [row] = await tx
    .select({
      value: sql<LockedRoundHoles>`json_build_object(
        'round', json_build_object('id', r.id, 'playerId', r.player_id, 'coachId', r.coach_id, 'courseId', r.course_id,
          'courseName', r.course_name, 'playedAt', r.played_at, 'teeBox', r.tee_box, 'scope', r.scope, 'scopeType', r.scope_type),
        'holes', coalesce(x.holes, '[]'::json), 'kept', x.kept)`,
    })
    .from(sql`(select * from ${rounds} where id = ${roundId} and player_id = ${caller.subjectId} for update) r`)
    .leftJoin(
      sql`lateral (select json_agg(${holeRowJson} order by h.hole_number) as holes,
          json_agg(json_build_object('holeNumber', h.hole_number, 'entryId', h.entry_id, 'editedAt', h.edited_at)) as kept
        from (select * from ${roundHoles} where round_id = r.id for share) h) x`,
      sql`true`,
    );
  if (!row) throw new ServiceError('not-found', 'That round was not found.');
  return row.value;
}
