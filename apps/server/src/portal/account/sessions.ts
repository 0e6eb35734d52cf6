import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { refreshTokens, revokeFamily } from '../auth/index.ts';

/**
 * Ends every session of a player (and every session a parent opened as one of their sub-accounts
 * from this account), except the family `keepFamilyId` (the session that asked): no refresh
 * follows, and their access and shop tokens are refused (revokeFamily).
 */
export async function endOtherSessions(ctx: Ctx, playerId: number, keepFamilyId?: string): Promise<number> {
  const rows = await ctx.db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        or(eq(refreshTokens.playerId, playerId), eq(refreshTokens.parentPlayerId, playerId)),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    );
  for (const row of rows) await revokeFamily(ctx, row.familyId);
  return rows.length;
}
