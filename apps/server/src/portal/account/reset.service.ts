import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Locale } from '@golf/contracts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Ctx } from '../../platform/context.ts';
import { randomToken, sha256 } from '../../platform/crypto.ts';
import { invalid, ServiceError } from '../../platform/errors.ts';
import { sendEmail, sendSms } from '../../platform/messaging/index.ts';
import { checkCode, codeError, hasProof, issueCode } from '../verification/index.ts';
import { passwordResets, players } from './account.tables.ts';
import { findPlayer, findPlayerByEmail } from './account.service.ts';
import { maskEmail, maskPhone, normalizePhone } from './contact-rules.ts';
import { localeOfPlayer } from './password.service.ts';
import { assertPassword } from './password-policy.ts';
import { endOtherSessions } from './sessions.ts';

/** A forgot-password flow lasts half an hour; a confirmed code allows setting the password for 15 minutes. */
const FLOW_SECONDS = 30 * 60;
const PROOF_SECONDS = 15 * 60;
const subjectOf = (flowId: number) => `reset:${flowId}`;

export interface ResetOrigin {
  ip: string;
  baseUrl: string;
  country: string;
  locale: Locale;
}

const flowError = () => new ServiceError('rule', 'This password reset has expired. Start again.', { field: 'token' });

/**
 * POST /api/v3/player/reset-password: starts a flow for an e-mail (code by e-mail) or a phone
 * number (code by SMS). The answer echoes only the masked address given and never tells whether
 * an account uses it.
 */
export async function startReset(ctx: Ctx, body: { email?: string; phoneNumber?: string; country?: string; method?: 1 | 2 }, origin: ResetOrigin) {
  if (!body.email && !body.phoneNumber) throw invalid('email', 'Enter your e-mail address or your phone number.');
  if (body.email && body.phoneNumber) throw invalid('phoneNumber', 'Give the e-mail address or the phone number, not both.');
  const byEmail = Boolean(body.email);
  if (body.method !== undefined && (body.method === 2) !== byEmail) {
    throw invalid('method', byEmail ? 'A code for an e-mail address goes by e-mail (method 2).' : 'A code for a phone number goes by SMS (method 1).');
  }
  let destination: string;
  let playerId: number | null = null;
  if (byEmail) {
    destination = body.email!.trim().toLowerCase();
    const player = await findPlayerByEmail(ctx.db, destination);
    playerId = player?.passwordHash ? player.id : null;
  } else {
    destination = normalizePhone('phoneNumber', body.phoneNumber!, body.country ?? origin.country);
    // Only a number verified by a code recovers an account: anyone signed in can type a number.
    const [player] = await ctx.db
      .select({ id: players.id })
      .from(players)
      .where(and(eq(players.phone, destination), eq(players.phoneVerified, true), isNotNull(players.passwordHash)))
      .orderBy(desc(players.updatedAt))
      .limit(1);
    playerId = player?.id ?? null;
  }
  const token = randomToken(32);
  await ctx.db.insert(passwordResets).values({
    tokenHash: sha256(token),
    playerId,
    channel: byEmail ? 'email' : 'sms',
    destination,
    expiresAt: new Date(ctx.clock.now().getTime() + FLOW_SECONDS * 1000),
  });
  return { token, email: byEmail ? maskEmail(destination) : null, phoneNumber: byEmail ? null : maskPhone(destination), method: byEmail ? 2 : 1 };
}

async function liveFlow(ctx: Ctx, token: string) {
  const [flow] = await ctx.db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, sha256(token)), isNull(passwordResets.completedAt), gt(passwordResets.expiresAt, ctx.clock.now())))
    .limit(1);
  if (!flow) throw flowError();
  return flow;
}

/**
 * POST …/send-code: sends a code to the flow's address. A flow with no account gets a code that
 * goes nowhere (an e-mail says no account uses the address), so every later answer looks the same.
 */
export async function sendResetCode(ctx: Ctx, body: { token: string; method?: 1 | 2 }, origin: ResetOrigin) {
  const flow = await liveFlow(ctx, body.token);
  if (body.method !== undefined && (body.method === 2) !== (flow.channel === 'email')) {
    throw invalid(
      'method',
      flow.channel === 'email'
        ? 'This reset was started with an e-mail address: the code goes by e-mail (method 2).'
        : 'This reset was started with a phone number: the code goes by SMS (method 1).',
    );
  }
  const { code, expiresInSeconds } = await issueCode(ctx, {
    purpose: 'reset-password',
    subject: subjectOf(flow.id),
    channel: flow.channel,
    destination: flow.destination,
    ip: origin.ip,
  });
  const player = flow.playerId ? await findPlayer(ctx.db, flow.playerId) : undefined;
  const locale = player ? localeOfPlayer(player.locale) : origin.locale;
  if (flow.channel === 'email') {
    if (player) {
      const link = randomToken(32);
      await ctx.db
        .update(passwordResets)
        .set({ linkTokenHash: sha256(link) })
        .where(eq(passwordResets.id, flow.id));
      const url = `${origin.baseUrl}/reset-password?token=${encodeURIComponent(link)}`;
      await sendEmail(ctx, { to: flow.destination, template: 'reset-code', locale, values: { code, minutes: expiresInSeconds / 60, link: url } });
    } else {
      await sendEmail(ctx, { to: flow.destination, template: 'reset-no-account', locale });
    }
  } else if (player) {
    await sendSms(ctx, { to: flow.destination, template: 'phone-code', locale, values: { code, minutes: expiresInSeconds / 60 } });
  }
  return { destination: flow.channel === 'email' ? maskEmail(flow.destination) : maskPhone(flow.destination), expiresInSeconds };
}

/** POST …/confirm-code: a right code lets the flow set a password within 15 minutes. */
export async function confirmResetCode(ctx: Ctx, body: { token: string; code: string }): Promise<{ confirmed: true }> {
  const flow = await liveFlow(ctx, body.token);
  const result = await checkCode(ctx, 'reset-password', subjectOf(flow.id), body.code);
  if (!result.ok) throw codeError(result);
  await ctx.db.update(passwordResets).set({ confirmedAt: ctx.clock.now() }).where(eq(passwordResets.id, flow.id));
  return { confirmed: true };
}

async function setNewPassword(ctx: Ctx, flowId: number, playerId: number, password: string, field: string): Promise<void> {
  const player = await findPlayer(ctx.db, playerId);
  if (!player) throw flowError();
  assertPassword(field, password, { email: player.email, names: [player.firstName, player.lastName] });
  const passwordHash = await hashPassword(password);
  // The flow is spent by a conditional update: two requests with one token set the password once.
  const [spent] = await ctx.db
    .update(passwordResets)
    .set({ completedAt: ctx.clock.now() })
    .where(and(eq(passwordResets.id, flowId), isNull(passwordResets.completedAt)))
    .returning({ channel: passwordResets.channel });
  if (!spent) throw flowError();
  await ctx.db
    .update(players)
    .set({ passwordHash, passwordChangedAt: ctx.clock.now(), updatedAt: ctx.clock.now(), ...(spent.channel === 'email' ? { emailVerified: true } : {}) })
    .where(eq(players.id, player.id));
  await endOtherSessions(ctx, player.id);
  if (player.email) await sendEmail(ctx, { to: player.email, template: 'password-changed', locale: localeOfPlayer(player.locale) });
}

/** PUT /api/v3/player/reset-password: sets the password of a flow whose code was confirmed. Ends every session. */
export async function completeReset(ctx: Ctx, body: { token: string; password: string }): Promise<{ reset: true }> {
  const flow = await liveFlow(ctx, body.token);
  // The proof is not spent here: completing the flow (once, atomically) ends it, and a refused weak
  // password leaves the player free to try another.
  if (!flow.playerId || !(await hasProof(ctx, 'reset-password', subjectOf(flow.id), PROOF_SECONDS))) {
    throw new ServiceError('rule', 'Confirm the code we sent you first.', { field: 'code' });
  }
  await setNewPassword(ctx, flow.id, flow.playerId, body.password, 'password');
  return { reset: true };
}

/** PUT /api/v2/player/reset-password: the link in the reset e-mail sets the password directly. */
export async function resetByLink(ctx: Ctx, body: { token: string; password: string }): Promise<{ reset: true }> {
  const [flow] = await ctx.db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.linkTokenHash, sha256(body.token)), isNull(passwordResets.completedAt), gt(passwordResets.expiresAt, ctx.clock.now())))
    .limit(1);
  if (!flow?.playerId) throw new ServiceError('rule', 'This reset link has expired or was already used. Ask for a new one.', { field: 'token' });
  await setNewPassword(ctx, flow.id, flow.playerId, body.password, 'password');
  return { reset: true };
}
