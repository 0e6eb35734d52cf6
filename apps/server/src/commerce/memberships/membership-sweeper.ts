import { and, eq, lt } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/index.ts';
import { purchaseChargeStatus } from './membership-gateway.ts';
import { membershipPurchases, memberships } from './memberships.tables.ts';
import { moveMembership } from './membership-lifecycle.ts';

/**
 * How old a pending purchase must be before the sweep looks at it. A live purchase is pending only
 * while its card is charged (seconds); one older than this lost its process between holding the
 * device's place and finishing.
 */
export const STUCK_AFTER_MS = 5 * 60_000;
const BATCH = 50;

export interface SweepOutcome {
  purchaseId: number;
  result: 'finished' | 'released';
}

/**
 * Settles purchases whose process died after holding the device's place (a pending membership and
 * purchase) and before finishing: asks the gateway, by the purchase's charge key, whether the card
 * was charged. Charged: the membership becomes active and the purchase paid, as the purchase would
 * have finished it (the one-time card token is gone, so no card is kept: it does not auto-renew
 * until the owner sends payment info). Not charged, or declined: the purchase is marked abandoned
 * with the reason and the pending membership removed, so the device can be bought again.
 * Each step is a conditional update on `status = 'pending'`, so running it from several processes
 * at once, or while a late purchase finishes, settles each purchase exactly once.
 */
export async function sweepStuckPurchases(ctx: Ctx): Promise<SweepOutcome[]> {
  const now = ctx.clock.now();
  const cutoff = new Date(now.getTime() - STUCK_AFTER_MS);
  const stuck = await ctx.db
    .select({ id: membershipPurchases.id, membershipId: membershipPurchases.membershipId, storeCode: membershipPurchases.storeCode })
    .from(membershipPurchases)
    .where(and(eq(membershipPurchases.status, 'pending'), eq(membershipPurchases.kind, 'purchase'), lt(membershipPurchases.createdAt, cutoff)))
    .orderBy(membershipPurchases.id)
    .limit(BATCH);
  const outcomes: SweepOutcome[] = [];
  for (const p of stuck) {
    const charge = await purchaseChargeStatus(ctx, p.storeCode, p.id);
    const settled = await inTransaction(ctx.db, async (tx) => {
      if (charge?.status === 'approved') {
        const [won] = await tx
          .update(membershipPurchases)
          .set({
            status: 'paid',
            chargeId: charge.chargeId,
            card: charge.brand && charge.last4 ? { brand: charge.brand, last4: charge.last4 } : null,
            message: 'Finished after an interruption: the card was charged, the membership started.',
          })
          .where(and(eq(membershipPurchases.id, p.id), eq(membershipPurchases.status, 'pending')))
          .returning({ id: membershipPurchases.id });
        if (!won) return null;
        if (p.membershipId) await moveMembership(tx, { id: p.membershipId, status: 'pending' }, 'paid', { autoRenew: false, updatedAt: now });
        return 'finished' as const;
      }
      const reason = charge
        ? `Released after an interruption: the card was declined (${charge.declineCode ?? 'declined'}).`
        : 'Released after an interruption: the card was never charged.';
      const [won] = await tx
        .update(membershipPurchases)
        .set({ status: 'abandoned', message: reason })
        .where(and(eq(membershipPurchases.id, p.id), eq(membershipPurchases.status, 'pending')))
        .returning({ id: membershipPurchases.id });
      if (!won) return null;
      if (p.membershipId) await tx.delete(memberships).where(and(eq(memberships.id, p.membershipId), eq(memberships.status, 'pending')));
      return 'released' as const;
    });
    if (settled) outcomes.push({ purchaseId: p.id, result: settled });
  }
  return outcomes;
}
