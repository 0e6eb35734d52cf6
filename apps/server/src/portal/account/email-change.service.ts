import { eq } from 'drizzle-orm';
import type { CodeSent, PlayerDetails } from '@golf/contracts';
import { changeCustomerEmail } from '../../commerce/customer/index.ts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { invalid, notFound, ServiceError } from '../../platform/errors.ts';
import { sendEmail } from '../../platform/messaging/index.ts';
import { checkCode, codeError, issueCode, redeemProof } from '../verification/index.ts';
import { players } from './account.tables.ts';
import { findPlayer, findPlayerByEmail, getMyProfile } from './account.service.ts';
import { contactPhoneChange, maskEmail, normalizePhone } from './contact-rules.ts';
import { localeOfPlayer } from './password.service.ts';
import { violates } from '../../platform/db/index.ts';

/** A verified new address may be applied within half an hour. */
const PROOF_SECONDS = 30 * 60;
const subjectOf = (caller: PlayerCaller) => `player:${caller.subjectId}`;

/**
 * Step 1 (POST /api/change-email/verify): sends a code to the new address. When the address
 * already belongs to an account, its owner gets a notice instead; the answer is the same.
 */
export async function startEmailChange(ctx: Ctx, caller: PlayerCaller, email: string, ip: string): Promise<CodeSent> {
  if (caller.adminCoachId) throw new ServiceError('forbidden', 'A coach signed in by ticket cannot change the player’s e-mail.');
  const player = await findPlayer(ctx.db, caller.subjectId);
  if (!player) throw notFound('Your account');
  const to = email.trim().toLowerCase();
  if (to === player.email) throw invalid('email', 'This is already your e-mail address.');
  const { code, expiresInSeconds } = await issueCode(ctx, { purpose: 'change-email', subject: subjectOf(caller), channel: 'email', destination: to, ip });
  const locale = localeOfPlayer(player.locale);
  if (await findPlayerByEmail(ctx.db, to)) await sendEmail(ctx, { to, template: 'email-in-use', locale });
  else await sendEmail(ctx, { to, template: 'change-email-code', locale, values: { code, minutes: expiresInSeconds / 60 } });
  return { destination: maskEmail(to), expiresInSeconds };
}

/** Step 2 (PUT /api/change-email/verify): checks the code; the verified address may then be applied. */
export async function confirmEmailChange(ctx: Ctx, caller: PlayerCaller, code: string): Promise<{ email: string; verified: true }> {
  const result = await checkCode(ctx, 'change-email', subjectOf(caller), code);
  if (!result.ok) throw codeError(result);
  return { email: result.destination, verified: true };
}

/**
 * Step 3 (PUT /api/change-email/update): applies the verified address (once), the e-mail
 * subscription and, unless texts go to a verified number, the phone. The old address is told.
 */
export async function applyEmailChange(
  ctx: Ctx,
  caller: PlayerCaller,
  body: { email: string; emailSubscription?: boolean; phone?: string | null },
): Promise<PlayerDetails> {
  if (caller.adminCoachId) throw new ServiceError('forbidden', 'A coach signed in by ticket cannot change the player’s e-mail.');
  const player = await findPlayer(ctx.db, caller.subjectId);
  if (!player) throw notFound('Your account');
  const email = body.email.trim().toLowerCase();
  const changing = email !== player.email;
  const set: Partial<typeof players.$inferInsert> = { updatedAt: ctx.clock.now() };
  if (body.emailSubscription !== undefined) set.emailSubscription = body.emailSubscription;
  if (body.phone !== undefined) {
    const phone = body.phone ? normalizePhone('phone', body.phone, player.country) : null;
    Object.assign(set, contactPhoneChange(player, phone));
  }
  if (changing) {
    if (!(await redeemProof(ctx, 'change-email', subjectOf(caller), PROOF_SECONDS, email))) {
      throw new ServiceError('rule', 'Confirm the new address with the code we sent it first.', { field: 'email' });
    }
    set.email = email;
    set.emailVerified = true;
  }
  try {
    await ctx.db.update(players).set(set).where(eq(players.id, player.id));
  } catch (error) {
    if (violates(error, 'players_email_key')) {
      throw new ServiceError('conflict', 'This address was registered by someone else a moment ago. Choose another.', { field: 'email' });
    }
    throw error;
  }
  if (changing && player.email) {
    await changeCustomerEmail(ctx.db, player.email, email);
    await sendEmail(ctx, { to: player.email, template: 'email-changed', locale: localeOfPlayer(player.locale), values: { email } });
  }
  return getMyProfile(ctx, caller);
}
