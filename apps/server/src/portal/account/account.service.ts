import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PlayerDetails } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { statementCache, type Db } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors.ts';
import { players } from './account.tables.ts';
import { toDetails, type PlayerRow } from './profile.ts';

// Read on every portal purchase and many other calls: prepared once per pool.
const playerById = statementCache((db) =>
  db
    .select()
    .from(players)
    .where(eq(players.id, sql.placeholder('id')))
    .limit(1)
    .prepare('player_by_id'),
);

export async function findPlayer(db: Db, id: number): Promise<PlayerRow | undefined> {
  const [row] = await playerById(db).execute({ id });
  return row;
}

/** What the home page shows of a player (greeting, referral code). */
export type PlayerCard = Pick<PlayerRow, 'firstName' | 'region' | 'locale' | 'email' | 'referralCode'>;

/** The player's card as JSON built by PostgreSQL, null when there is no such player. */
export const playerCardJson = (player: SQL) => sql<PlayerCard | null>`(
  select json_build_object('firstName', p.first_name, 'region', p.region, 'locale', p.locale, 'email', p.email, 'referralCode', p.referral_code)
  from ${players} p where p.id = ${player})`;

export async function findPlayerByEmail(db: Db, email: string): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(players).where(eq(players.email, email.toLowerCase())).limit(1);
  return row;
}

export async function hasFamily(db: Db, parentId: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(players).where(eq(players.parentId, parentId));
  return (row?.n ?? 0) > 0;
}

/** The family sub-accounts of a parent. */
export function childrenOf(db: Db, parentId: number) {
  return db.select().from(players).where(eq(players.parentId, parentId)).orderBy(players.id);
}

/** A parent's sub-account, or undefined when it is not theirs. */
export async function findChild(db: Db, parentId: number, childId: number): Promise<PlayerRow | undefined> {
  const [row] = await db
    .select()
    .from(players)
    .where(and(eq(players.id, childId), eq(players.parentId, parentId)))
    .limit(1);
  return row;
}

function prepareProfile(db: Db) {
  return db
    .select({ player: players, hasFamily: sql<boolean>`exists (select 1 from portal.players c where c.parent_id = "players"."id")` })
    .from(players)
    .where(eq(players.id, sql.placeholder('id')))
    .limit(1)
    .prepare('account_my_profile');
}

// Prepared once per database handle: every screen asks for /me, and building the select of all
// the player's columns cost more CPU than reading the row (profile).
const profileStatement = statementCache(prepareProfile);

/** The signed-in player's whole profile, in one query. Refuses with 404 when the account is gone. */
export async function getMyProfile(ctx: Ctx, caller: PlayerCaller): Promise<PlayerDetails> {
  const [row] = await profileStatement(ctx.db).execute({ id: caller.subjectId });
  if (!row) throw notFound('Your account');
  const { player } = row;
  return toDetails(player, {
    hasFamily: caller.parentPlayerId ? false : row.hasFamily,
    isSubAccountsLogin: Boolean(caller.parentPlayerId),
    adminCoachId: caller.adminCoachId,
  });
}
