import type { Tx } from '../../platform/db/index.ts';
import { creditPacks } from './scheduling.tables.ts';

/** Lesson and practice credits bought with a package, each kind a pack that expires on its own. */
export async function grantCreditPacks(
  tx: Tx,
  packs: { playerId: number; kind: (typeof creditPacks.$inferInsert)['kind']; name: string; total: number; purchasedAt: Date; expiresAt: Date | null }[],
): Promise<void> {
  if (!packs.length) return;
  await tx.insert(creditPacks).values(packs.map((p) => ({ ...p, remaining: p.total })));
}
