import { eq } from 'drizzle-orm';
import type { Locale } from '@golf/contracts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { invalid, notFound, ServiceError } from '../../platform/errors.ts';
import { sendEmail } from '../../platform/messaging/index.ts';
import { clearHits, consumeHits, type Limit } from '../../platform/rate-limit.ts';
import { players } from './account.tables.ts';
import { findPlayer } from './account.service.ts';
import { assertPassword } from './password-policy.ts';
import { endOtherSessions } from './sessions.ts';

const wrongOldLimit = (playerId: number): Limit => ({ key: `password-change:${playerId}`, max: 5, windowSeconds: 15 * 60 });

export const localeOfPlayer = (locale: string): Locale => (['en', 'fr', 'ja', 'zh'].includes(locale) ? (locale as Locale) : 'en');

/**
 * Changes the signed-in player's password. Refuses a wrong old password (400 on `oldPassword`,
 * 429 after five), a weak new one (400 on `newPassword`), sub-accounts without a password of their
 * own and admin coaches acting by ticket (403). Every other session of the player ends.
 */
export async function changePassword(ctx: Ctx, caller: PlayerCaller, body: { oldPassword: string; newPassword: string }): Promise<{ endedSessions: number }> {
  if (caller.adminCoachId) throw new ServiceError('forbidden', 'A coach signed in by ticket cannot change the player’s password.');
  const player = await findPlayer(ctx.db, caller.subjectId);
  if (!player) throw notFound('Your account');
  if (!player.passwordHash) throw new ServiceError('rule', 'This family account signs in through the parent account and has no password of its own.');
  const limit = wrongOldLimit(player.id);
  // Counted before the check, so a burst of guesses evaluates at most five.
  await consumeHits(ctx.db, [limit]);
  if (!(await verifyPassword(player.passwordHash, body.oldPassword))) throw invalid('oldPassword', 'Your current password is not right.');
  await clearHits(ctx.db, limit.key);
  if (body.newPassword === body.oldPassword) throw invalid('newPassword', 'Choose a password different from your current one.');
  assertPassword('newPassword', body.newPassword, { email: player.email, names: [player.firstName, player.lastName] });
  await ctx.db
    .update(players)
    .set({ passwordHash: await hashPassword(body.newPassword), passwordChangedAt: ctx.clock.now(), updatedAt: ctx.clock.now() })
    .where(eq(players.id, player.id));
  const endedSessions = await endOtherSessions(ctx, player.id, caller.familyId);
  if (player.email) await sendEmail(ctx, { to: player.email, template: 'password-changed', locale: localeOfPlayer(player.locale) });
  return { endedSessions };
}
