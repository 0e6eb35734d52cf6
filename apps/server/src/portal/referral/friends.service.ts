import { desc, eq, inArray } from 'drizzle-orm';
import type { MyReferral, ReferralFriend } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { centerRows, findPlayer, playerHeads } from '../account/index.ts';
import { signUpsReferredBy } from '../registration/index.ts';
import { referralContacts } from './referral.tables.ts';
import { REFERRAL_OFFER } from './referral.service.ts';

const initial = (name: string) => name.trim().slice(0, 1).toUpperCase();

/**
 * GET /api/referral: the player's own invitation and the friends it brought, newest first. A
 * friend is one person however many times they wrote in: by e-mail, their furthest status wins
 * (an account of their own beats a call request). Only a first name and an initial are shown,
 * as on the landing page; never a friend's e-mail or phone.
 */
export async function myReferral(ctx: Ctx, caller: PlayerCaller): Promise<MyReferral> {
  const player = await findPlayer(ctx.db, caller.subjectId);
  if (!player) throw notFound('This player');
  // Family sub-accounts without an e-mail of their own do not invite (as on the home card).
  if (!player.email) return { pid: null, offer: { ...REFERRAL_OFFER }, friends: [] };

  const contacts = await ctx.db
    .select({
      email: referralContacts.email,
      firstName: referralContacts.firstName,
      lastName: referralContacts.lastName,
      createdAt: referralContacts.createdAt,
      centerName: centerRows.name,
    })
    .from(referralContacts)
    .innerJoin(centerRows, eq(centerRows.id, referralContacts.centerId))
    .where(eq(referralContacts.referrerPlayerId, player.id))
    .orderBy(desc(referralContacts.createdAt));
  const signUps = await signUpsReferredBy(ctx, player.referralCode);

  // A friend who asked to be called and has an account with the same e-mail has joined (the
  // family demo account, or a friend who registered without the link).
  const contactEmails = [...new Set(contacts.map((c) => c.email))];
  const accounts = contactEmails.length
    ? await ctx.db.select({ email: playerHeads.email }).from(playerHeads).where(inArray(playerHeads.email, contactEmails))
    : [];
  const hasAccount = new Set(accounts.map((a) => a.email));

  const byEmail = new Map<string, ReferralFriend>();
  for (const c of contacts) {
    if (byEmail.has(c.email)) continue; // newest request first: the latest one stands for the friend
    const status = hasAccount.has(c.email) ? 'joined' : 'contacted';
    byEmail.set(c.email, { firstName: c.firstName, lastInitial: initial(c.lastName), status, centerName: c.centerName, since: c.createdAt.toISOString() });
  }
  // A sign-up through the link is the friend's latest step: it replaces their call request.
  const signUpCenters = signUps.length
    ? await ctx.db
        .select({ id: playerHeads.id, centerName: centerRows.name })
        .from(playerHeads)
        .leftJoin(centerRows, eq(centerRows.id, playerHeads.centerId))
        .where(
          inArray(
            playerHeads.id,
            signUps.map((s) => s.playerId),
          ),
        )
    : [];
  for (const s of signUps) {
    byEmail.set(s.email ?? `player:${s.playerId}`, {
      firstName: s.firstName,
      lastInitial: initial(s.lastName),
      status: 'joined',
      centerName: signUpCenters.find((j) => j.id === s.playerId)?.centerName ?? null,
      since: s.joinedAt.toISOString(),
    });
  }
  const friends = [...byEmail.values()].sort((a, b) => b.since.localeCompare(a.since));
  return { pid: player.referralCode, offer: { ...REFERRAL_OFFER }, friends };
}
