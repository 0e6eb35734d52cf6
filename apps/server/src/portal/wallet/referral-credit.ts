import { personNameWithInitial } from '@golf/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx, Db } from '../../platform/db/index.ts';
import { findPlayer } from '../account/index.ts';
import { bucksCredits, referrals } from './wallet.tables.ts';
import { currencyOfRegion } from './money.ts';

/** The referrer's reward, in bucks (spec: "a 100 referral credit in bucks"). */
export const REFERRAL_BUCKS = '100.00';
const REFERRAL_VALID_DAYS = 365;

/** Records at registration that `referrerId` brought `playerId`; a player is referred once. */
export async function recordReferral(db: Db | Tx, referrerId: number, playerId: number, now: Date): Promise<void> {
  if (referrerId === playerId) return;
  await db.insert(referrals).values({ referredPlayerId: playerId, referrerPlayerId: referrerId, createdAt: now }).onConflictDoNothing();
}

/**
 * The referred friend paid their first package: the referrer gets 100 bucks, once. The conditional
 * update on `credited_at` and the credit's unique source ref make a second payment credit nothing.
 */
export async function creditReferrerOnFirstPayment(tx: Tx, playerId: number, now: Date): Promise<number | null> {
  const [claimed] = await tx
    .update(referrals)
    .set({ creditedAt: now })
    .where(and(eq(referrals.referredPlayerId, playerId), isNull(referrals.creditedAt)))
    .returning({ referrerId: referrals.referrerPlayerId });
  if (!claimed) return null;
  const referrer = await findPlayer(tx as Db, claimed.referrerId);
  const friend = await findPlayer(tx as Db, playerId);
  if (!referrer) return null;
  await tx
    .insert(bucksCredits)
    .values({
      playerId: referrer.id,
      source: 'referral',
      note: friend ? personNameWithInitial(friend.firstName, friend.lastName) : '',
      amount: REFERRAL_BUCKS,
      remaining: REFERRAL_BUCKS,
      currency: currencyOfRegion(referrer.region),
      sourceRef: `referral:${playerId}`,
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFERRAL_VALID_DAYS * 86_400_000),
    })
    .onConflictDoNothing();
  return referrer.id;
}
