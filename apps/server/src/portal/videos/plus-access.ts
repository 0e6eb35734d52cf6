import { and, eq, gt } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { videoPlusAccess } from './videos.tables.ts';

/**
 * Whether a player's plan includes plus-only library content: the one place that decides it.
 * Today it reads `video_plus_access` (a player and the end of their access); the Plus plan
 * domain answers here instead once it exists.
 */
export async function mayWatchPlusContent(ctx: Ctx, playerId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: videoPlusAccess.playerId })
    .from(videoPlusAccess)
    .where(and(eq(videoPlusAccess.playerId, playerId), gt(videoPlusAccess.until, ctx.clock.now())))
    .limit(1);
  return Boolean(row);
}
