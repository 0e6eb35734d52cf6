import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { PlayerCaller } from '../../platform/context.ts';
import { onTransaction, setTo, statementCache, type Db, type Tx } from '../../platform/db/index.ts';
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

/** The new values' columns as jsonb_to_recordset reads them from the list of changes. */
const CHANGE_COLUMNS = sql.raw(`id int, score smallint, status text, putts smallint, fairway_hit text, fairway_bunkers smallint,
  greenside_bunkers smallint, driving_distance smallint, pitches smallint, chips smallint, penalties smallint, missed_putts smallint,
  green_in_reg boolean, entry_id uuid, edited_at timestamptz`);

/**
 * The save of a round's holes, prepared once per pool (and run on a caller's transaction through
 * onTransaction): built on every call, Drizzle's builder cost the server about as much as
 * PostgreSQL's run of it. The round is locked (FOR UPDATE, a CTE evaluated once) only while it is
 * the player's and its holes' version is the one read; otherwise nothing is written and no row comes
 * back. A save that committed meanwhile moved the version: PostgreSQL checks the condition again on
 * the round's latest row once the lock is granted.
 */
const saveStatement = statementCache((db: Db) => {
  const now = setTo<Date>('now');
  const column = (name: string) => sql.raw(`v.${name}`);
  const unchanged = db.$with('unchanged').as(
    db
      .select({ id: rounds.id })
      .from(rounds)
      .where(
        and(eq(rounds.id, sql.placeholder('roundId')), eq(rounds.playerId, sql.placeholder('playerId')), eq(rounds.holesVersion, sql.placeholder('version'))),
      )
      .for('update'),
  );
  const saved = db.$with('saved').as(
    db
      .update(roundHoles)
      .set({
        score: column('score'),
        status: column('status'),
        putts: column('putts'),
        fairwayHit: column('fairway_hit'),
        fairwayBunkers: column('fairway_bunkers'),
        greensideBunkers: column('greenside_bunkers'),
        drivingDistance: column('driving_distance'),
        pitches: column('pitches'),
        chips: column('chips'),
        penalties: column('penalties'),
        missedPutts: column('missed_putts'),
        greenInReg: column('green_in_reg'),
        entryId: column('entry_id'),
        editedAt: column('edited_at'),
        updatedAt: now,
      })
      .from(sql`jsonb_to_recordset(${sql.placeholder('changes')}::jsonb) as v(${CHANGE_COLUMNS})`)
      .where(and(eq(roundHoles.id, sql`v.id`), sql`${roundHoles.roundId} = (select id from ${unchanged})`))
      .returning({ id: roundHoles.id }),
  );
  return db
    .with(unchanged, saved)
    .update(rounds)
    .set({ updatedAt: now, holesVersion: sql`${rounds.holesVersion} + 1` })
    .where(sql`${rounds.id} = (select id from ${unchanged})`)
    .returning({ id: rounds.id })
    .prepare('rounds_save_holes');
});

const saveValues = (caller: PlayerCaller, read: LockedRoundHoles, changes: HoleChange[], now: Date) => ({
  roundId: read.round.id,
  playerId: caller.subjectId,
  version: read.version,
  changes: JSON.stringify(changes),
  now,
});

/**
 * Saves holes of the player's round as read without a lock (ownRoundHolesJson), in one statement
 * and no transaction, if nothing wrote the round's holes since. False when something did: nothing
 * was written, and the caller saves again under the round's lock. Three round trips fewer than
 * locking in a transaction.
 */
export async function saveHoleChangesIfUnchanged(db: Db, caller: PlayerCaller, read: LockedRoundHoles, changes: HoleChange[], now: Date): Promise<boolean> {
  return (await saveStatement(db).execute(saveValues(caller, read, changes, now))).length === 1;
}

/** Saves holes of a round locked by lockOwnRoundHoles on the same transaction: its version cannot have moved. */
export async function saveHoleChanges(tx: Tx, caller: PlayerCaller, locked: LockedRoundHoles, changes: HoleChange[], now: Date): Promise<void> {
  if (changes.length === 0) return;
  const rows = await onTransaction(tx, saveStatement, (s) => s).execute(saveValues(caller, locked, changes, now));
  if (rows.length !== 1) throw new Error(`Round ${locked.round.id} changed under its own lock.`);
}

/** A round as the scorecard shows it, with its holes and each hole's latest device entry, as lockOwnRoundHoles reads them. */
export interface LockedRoundHoles {
  round: Pick<RoundRow, 'id' | 'playerId' | 'coachId' | 'courseId' | 'courseName' | 'playedAt' | 'teeBox' | 'scope' | 'scopeType'>;
  holes: HoleRow[];
  kept: { holeNumber: number; entryId: string | null; editedAt: string | null }[];
  /** rounds.holes_version as read: a save writes only while it is still this. */
  version: number;
}

/** The round `r` as LockedRoundHoles' round. */
const lockedRoundJson = sql`json_build_object('id', r.id, 'playerId', r.player_id, 'coachId', r.coach_id, 'courseId', r.course_id,
  'courseName', r.course_name, 'playedAt', r.played_at, 'teeBox', r.tee_box, 'scope', r.scope, 'scopeType', r.scope_type)`;

/** The holes `h` aggregated as LockedRoundHoles' holes and kept entries (columns holes, kept). */
const holesAndEntries = sql`json_agg(${holeRowJson} order by h.hole_number) as holes,
  json_agg(json_build_object('holeNumber', h.hole_number, 'entryId', h.entry_id, 'editedAt', h.edited_at)) as kept`;

/** The round `r` with its aggregated holes `x` (holesAndEntries) and its holes' version, as LockedRoundHoles. */
const roundHolesJson = sql<LockedRoundHoles>`json_build_object('round', ${lockedRoundJson}, 'holes', coalesce(x.holes, '[]'::json), 'kept', x.kept,
  'version', r.holes_version)`;

/** The read of lockOwnRoundHoles, prepared once per pool and run on the caller's transaction. */
const lockStatement = statementCache((db: Db) =>
  db
    .select({ value: roundHolesJson })
    .from(sql`(select * from ${rounds} where id = ${sql.placeholder('roundId')} and player_id = ${sql.placeholder('playerId')} for update) r`)
    .leftJoin(sql`lateral (select ${holesAndEntries} from (select * from ${roundHoles} where round_id = r.id for share) h) x`, sql`true`)
    .prepare('rounds_lock_own_holes'),
);

/**
 * One of the player's rounds (`roundId`, `playerId`: SQL) with its holes and their device entries
 * as of the statement, no lock taken, and the holes' version to save them with
 * (saveHoleChangesIfUnchanged): JSON for the caller's statement, null when the round is not theirs.
 */
export const ownRoundHolesJson = (roundId: SQL, playerId: SQL) => sql<LockedRoundHoles | null>`(
  select ${roundHolesJson}
  from ${rounds} r left join lateral (select ${holesAndEntries} from ${roundHoles} h where h.round_id = r.id) x on true
  where r.id = ${roundId} and r.player_id = ${playerId})`;

/**
 * Locks one of the player's rounds for a change of its holes and reads its holes as they now are,
 * in one statement (the caller's transaction keeps the lock). The holes are read after the round's
 * lock is granted (a subquery per locked row) and locked in turn (FOR SHARE), so they are their
 * latest versions, a save that held the lock before included: a plain read in the same statement
 * would see them as of the statement's start. Every writer of holes locks the round first, so the
 * order round, then holes, is everyone's. Another player's round reads as missing (404).
 */
export async function lockOwnRoundHoles(tx: Tx, caller: PlayerCaller, roundId: number): Promise<LockedRoundHoles> {
  const [row] = await onTransaction(tx, lockStatement, (s) => s).execute({ roundId, playerId: caller.subjectId });
  if (!row) throw new ServiceError('not-found', 'That round was not found.');
  return row.value;
}
