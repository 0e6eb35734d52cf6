import { eq, sql, type SQL } from 'drizzle-orm';
import type { MyGameAbout } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { myGameAbout } from './account.tables.ts';

/** GET /api/my-game/about: what the player wrote about their game; empty fields before the first save. */
export async function getAbout(ctx: Ctx, caller: PlayerCaller): Promise<MyGameAbout & { updatedAt: string | null }> {
  const [row] = await ctx.db.select().from(myGameAbout).where(eq(myGameAbout.playerId, caller.subjectId)).limit(1);
  return aboutOf(row);
}

/** The stored description as answered (its row, or aboutJson's value); empty fields before the first save. */
export function aboutOf(row: { data: unknown; updatedAt: Date | string } | null | undefined): MyGameAbout & { updatedAt: string | null } {
  if (!row) return { goals: [], updatedAt: null };
  return { ...(row.data as MyGameAbout), updatedAt: new Date(row.updatedAt).toISOString() };
}

/** The stored description as aboutJson builds it. */
export interface AboutJson {
  data: unknown;
  updatedAt: string;
}

/** The player's description as JSON ({ data, updatedAt }, null before the first save), for aboutOf. */
export const aboutJson = (player: SQL) =>
  sql<AboutJson | null>`(select json_build_object('data', a.data, 'updatedAt', a.updated_at) from ${myGameAbout} a where a.player_id = ${player})`;

/** POST /api/my-game/about: replaces the description (one row per player, safe when two saves race). */
export async function saveAbout(ctx: Ctx, caller: PlayerCaller, data: MyGameAbout): Promise<MyGameAbout & { updatedAt: string | null }> {
  const clean: MyGameAbout = { ...data, goals: (data.goals ?? []).map((g) => g.trim()).filter(Boolean) };
  const now = ctx.clock.now();
  await ctx.db
    .insert(myGameAbout)
    .values({ playerId: caller.subjectId, data: clean, updatedAt: now })
    .onConflictDoUpdate({ target: myGameAbout.playerId, set: { data: clean, updatedAt: now } });
  return { ...clean, updatedAt: now.toISOString() };
}
