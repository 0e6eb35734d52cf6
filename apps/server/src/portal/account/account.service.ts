import { and, count, eq } from 'drizzle-orm';
import type { Profile } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { players } from './account.tables.ts';
import { toProfile, type PlayerRow } from './profile.ts';

export async function findPlayer(db: Db, id: number): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(players).where(eq(players.id, id)).limit(1);
  return row;
}

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
  const [row] = await db.select().from(players).where(and(eq(players.id, childId), eq(players.parentId, parentId))).limit(1);
  return row;
}

/** The signed-in player's profile. Refuses with 404 when the account is gone. */
export async function getMyProfile(ctx: Ctx, caller: PlayerCaller): Promise<Profile> {
  const player = await findPlayer(ctx.db, caller.subjectId);
  if (!player) throw notFound('Your account');
  return toProfile(player, {
    hasFamily: caller.parentPlayerId ? false : await hasFamily(ctx.db, player.id),
    isSubAccountsLogin: Boolean(caller.parentPlayerId),
    adminCoachId: caller.adminCoachId,
  });
}
