import type { Ctx } from '../../platform/context.ts';
import { openFamiliesOf, revokeFamily } from '../auth/index.ts';

/**
 * Ends every session of a player (and every session a parent opened as one of their sub-accounts
 * from this account), except the family `keepFamilyId` (the session that asked): no refresh
 * follows, and their access and shop tokens are refused (revokeFamily).
 */
export async function endOtherSessions(ctx: Ctx, playerId: number, keepFamilyId?: string): Promise<number> {
  const families = await openFamiliesOf(ctx.db, playerId, keepFamilyId);
  for (const familyId of families) await revokeFamily(ctx, familyId);
  return families.length;
}
