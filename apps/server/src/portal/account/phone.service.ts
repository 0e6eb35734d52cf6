import { eq } from 'drizzle-orm';
import type { CodeSent } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { notFound, ServiceError } from '../../platform/errors.ts';
import { sendSms } from '../../platform/messaging/index.ts';
import { checkCode, issueCode } from '../verification/index.ts';
import { players } from './account.tables.ts';
import { findPlayer } from './account.service.ts';
import { canReceiveSms, maskPhone, normalizePhone } from './contact-rules.ts';
import { localeOfPlayer } from './password.service.ts';

const subjectOf = (caller: PlayerCaller) => `player:${caller.subjectId}`;

/** A phone can recover the account, so a ticket session (a coach acting for the player) verifies none. */
function refuseTicket(caller: PlayerCaller): void {
  if (caller.adminCoachId) throw new ServiceError('forbidden', 'A coach signed in by ticket cannot change the player’s phone number.', { field: 'phone' });
}

/** POST /api/player/verify-phone: texts a code to the number (read in the player's country). */
export async function startPhoneVerification(ctx: Ctx, caller: PlayerCaller, phone: string, ip: string): Promise<CodeSent> {
  refuseTicket(caller);
  const player = await findPlayer(ctx.db, caller.subjectId);
  if (!player) throw notFound('Your account');
  const e164 = normalizePhone('phone', phone, player.country);
  if (!canReceiveSms(e164)) throw new ServiceError('invalid', 'This number cannot receive text messages. Give a mobile number.', { field: 'phone' });
  const { code, expiresInSeconds } = await issueCode(ctx, { purpose: 'verify-phone', subject: subjectOf(caller), channel: 'sms', destination: e164, ip });
  await sendSms(ctx, { to: e164, template: 'phone-code', locale: localeOfPlayer(player.locale), values: { code, minutes: expiresInSeconds / 60 } });
  return { destination: maskPhone(e164), expiresInSeconds };
}

/**
 * GET /api/player/verify-phone/{code}: SUCCESS makes the texted number the player's verified
 * phone and turns text messages on; a wrong or spent code answers FAILED (with a 4xx status).
 */
export async function confirmPhoneVerification(ctx: Ctx, caller: PlayerCaller, code: string): Promise<{ status: 'SUCCESS'; phone: string }> {
  refuseTicket(caller);
  const result = await checkCode(ctx, 'verify-phone', subjectOf(caller), code);
  if (!result.ok) {
    const wrong = result.reason === 'wrong';
    throw new ServiceError(
      wrong ? 'invalid' : 'rule',
      wrong ? 'That code is not right. Check the latest text message.' : 'That code has expired or was used too many times. Ask for a new code.',
      {
        field: 'code',
        data: { status: 'FAILED', phone: null },
      },
    );
  }
  const before = await findPlayer(ctx.db, caller.subjectId);
  if (!before) throw notFound('Your account');
  await ctx.db
    .update(players)
    .set({ phone: result.destination, phoneVerified: true, hasSmsSubscription: true, updatedAt: ctx.clock.now() })
    .where(eq(players.id, caller.subjectId));
  // The number that could recover the account is told it no longer can.
  if (before.phone && before.phoneVerified && before.phone !== result.destination) {
    await sendSms(ctx, {
      to: before.phone,
      template: 'phone-changed',
      locale: localeOfPlayer(before.locale),
      values: { phone: maskPhone(result.destination) },
    });
  }
  return { status: 'SUCCESS', phone: result.destination };
}
