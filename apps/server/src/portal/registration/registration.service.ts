import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Locale, PendingRegistration, RegisterBody, Session } from '@golf/contracts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Ctx } from '../../platform/context.ts';
import { randomToken, sha256 } from '../../platform/crypto.ts';
import { invalid, ServiceError } from '../../platform/errors.ts';
import { sendEmail, sendSms } from '../../platform/messaging/index.ts';
import { consumeHits } from '../../platform/rate-limit.ts';
import type { Site } from '../../platform/regions.ts';
import { SITE_REGIONS } from '../../platform/regions-countries.ts';
import { centerRows, createPlayer, findPlayerByEmail, playerHeads, type PlayerRow } from '../account/index.ts';
import { maskEmail, maskPhone } from '../account/index.ts';
import { issuePlayerSession, refreshLifetimeMs } from '../auth/index.ts';
import { recordReferral } from '../wallet/index.ts';
import { notify } from '../notifications/index.ts';
import { checkCode, codeError, issueCode } from '../verification/index.ts';
import { checkRegistration, type RegistrationForm } from './registration-form.ts';
import { registrations } from './registration.tables.ts';
import { violates, inTransaction } from '../../platform/db/index.ts';

/** A pending registration can be verified for a day. */
const PENDING_SECONDS = 24 * 3600;

export interface RegistrationOrigin {
  site: Site;
  ip: string;
  baseUrl: string;
  locale: Locale;
}

type Pending = typeof registrations.$inferSelect;

const asLocale = (l: string): Locale => (['en', 'fr', 'ja', 'zh'].includes(l) ? (l as Locale) : 'en');

/**
 * Makes a code for the registration and sends it by its method. An e-mail that already has an
 * account gets a notice instead of a code (the code exists but goes nowhere, so guessing it is
 * limited like any other); the caller's answer is the same either way.
 */
async function sendCode(ctx: Ctx, pending: Pending, ip: string): Promise<PendingRegistration> {
  const sms = pending.method === 1;
  const destination = sms ? pending.phone! : pending.email;
  const { code, expiresInSeconds } = await issueCode(ctx, {
    purpose: 'registration',
    subject: `registration:${pending.id}`,
    channel: sms ? 'sms' : 'email',
    destination,
    ip,
  });
  const locale = asLocale((pending.form as RegistrationForm).locale);
  if (pending.emailTaken) await sendEmail(ctx, { to: pending.email, template: 'registration-exists', locale });
  if (sms) await sendSms(ctx, { to: destination, template: 'phone-code', locale, values: { code, minutes: expiresInSeconds / 60 } });
  else if (!pending.emailTaken)
    await sendEmail(ctx, { to: destination, template: 'registration-code', locale, values: { code, minutes: expiresInSeconds / 60 } });
  return { registrationToken: '', method: pending.method, destination: sms ? maskPhone(destination) : maskEmail(destination), expiresInSeconds };
}

/**
 * POST /api/v2/player: checks the form for the site (global or Japan), keeps it as a pending
 * registration and sends a code by the chosen method (2 e-mail, the default; 1 SMS). The account
 * is made when the code is verified. Refuses bad fields with 400 naming them.
 */
export async function register(ctx: Ctx, body: RegisterBody, origin: RegistrationOrigin): Promise<PendingRegistration> {
  const method = body.method ?? 2;
  const form = checkRegistration(body, origin.site, method, ctx.clock.now());
  const [center] = await ctx.db.select({ id: centerRows.id, region: centerRows.region }).from(centerRows).where(eq(centerRows.id, body.centerId)).limit(1);
  if (!center || !SITE_REGIONS[origin.site].includes(center.region)) throw invalid('centerId', 'Choose one of the centers of this site.');
  const ipLimit = { key: `register:ip:${origin.ip}`, max: 20, windowSeconds: 3600 };
  await consumeHits(ctx.db, [ipLimit]);

  const email = body.email.trim().toLowerCase();
  const emailTaken = Boolean(await findPlayerByEmail(ctx.db, email));
  const token = randomToken(32);
  const [pending] = await ctx.db
    .insert(registrations)
    .values({
      tokenHash: sha256(token),
      email,
      phone: form.phone,
      method,
      site: origin.site,
      variant: origin.site === 'JP' ? 'japan' : 'global',
      form,
      passwordHash: await hashPassword(body.password),
      emailTaken,
      expiresAt: new Date(ctx.clock.now().getTime() + PENDING_SECONDS * 1000),
    })
    .returning();
  return { ...(await sendCode(ctx, pending!, origin.ip)), registrationToken: token };
}

async function pendingOf(ctx: Ctx, token: string): Promise<Pending> {
  const [row] = await ctx.db
    .select()
    .from(registrations)
    .where(and(eq(registrations.tokenHash, sha256(token)), isNull(registrations.completedAt), gt(registrations.expiresAt, ctx.clock.now())))
    .limit(1);
  if (!row) throw new ServiceError('rule', 'This registration has expired or is already complete. Register again or sign in.', { field: 'registrationToken' });
  return row;
}

/** POST /api/v2/confirmation-code: sends a new code, by the same or the other method. */
export async function resendCode(ctx: Ctx, body: { registrationToken: string; method?: 1 | 2 }, origin: RegistrationOrigin): Promise<PendingRegistration> {
  let pending = await pendingOf(ctx, body.registrationToken);
  if (body.method && body.method !== pending.method) {
    if (body.method === 1 && !pending.phone) throw invalid('method', 'This registration has no phone number: the code can only go by e-mail.');
    const [updated] = await ctx.db.update(registrations).set({ method: body.method }).where(eq(registrations.id, pending.id)).returning();
    pending = updated!;
  }
  return { ...(await sendCode(ctx, pending, origin.ip)), registrationToken: body.registrationToken };
}

/** POST /api/v2/player/email: corrects the e-mail of a pending registration and sends the code there. */
export async function changePendingEmail(
  ctx: Ctx,
  body: { registrationToken: string; email: string },
  origin: RegistrationOrigin,
): Promise<PendingRegistration> {
  const pending = await pendingOf(ctx, body.registrationToken);
  const email = body.email.trim().toLowerCase();
  const emailTaken = Boolean(await findPlayerByEmail(ctx.db, email));
  const [updated] = await ctx.db.update(registrations).set({ email, emailTaken, method: 2 }).where(eq(registrations.id, pending.id)).returning();
  return { ...(await sendCode(ctx, updated!, origin.ip)), registrationToken: body.registrationToken };
}

/**
 * POST /api/player/verify: a right code makes the account and signs the player in. Two requests
 * with the right code make one account (the code is spent once); an e-mail that got an account
 * meanwhile answers 409.
 */
export async function verifyRegistration(ctx: Ctx, body: { registrationToken: string; code: string }, origin: RegistrationOrigin): Promise<Session> {
  const pending = await pendingOf(ctx, body.registrationToken);
  const result = await checkCode(ctx, 'registration', `registration:${pending.id}`, body.code);
  if (!result.ok) throw codeError(result);
  const form = pending.form as RegistrationForm;
  const now = ctx.clock.now();
  let player: PlayerRow;
  try {
    player = await inTransaction(ctx.db, async (tx) => {
      const created = await createPlayer(tx, {
        email: pending.email,
        passwordHash: pending.passwordHash,
        firstName: form.firstName,
        lastName: form.lastName,
        region: form.region,
        country: form.country,
        centerId: form.centerId,
        postalCode: form.postalCode,
        state: form.state,
        phone: form.phone,
        handedness: form.handedness,
        birthday: form.birthday,
        altFirstName: form.altFirstName,
        altLastName: form.altLastName,
        emailSubscription: form.emailSubscription,
        locale: form.locale,
        emailVerified: pending.method === 2,
        phoneVerified: pending.method === 1,
        hasSmsSubscription: pending.method === 1,
        termsAcceptedAt: pending.createdAt,
        ageAffirmedAt: pending.createdAt,
      });
      await tx.update(registrations).set({ completedAt: now, playerId: created.id }).where(eq(registrations.id, pending.id));
      return created;
    });
  } catch (error) {
    if (violates(error, 'players_email_key')) {
      throw new ServiceError('conflict', 'This e-mail address already has an account. Sign in, or reset your password.', { field: 'email' });
    }
    throw error;
  }
  if (form.referrer) {
    const [referrer] = await ctx.db.select({ id: playerHeads.id }).from(playerHeads).where(eq(playerHeads.referralCode, form.referrer)).limit(1);
    if (referrer && referrer.id !== player.id) {
      // Remembered so the referrer's bucks can be credited when this friend first pays for a package.
      await recordReferral(ctx.db, referrer.id, player.id, now);
      await notify(ctx, referrer.id, {
        kind: 'referral-joined',
        message: 'referral-joined',
        params: { name: player.firstName },
        sourceId: `referral:${player.id}`,
      });
    }
  }
  return issuePlayerSession(ctx, { player }, { source: 'password', lifetimeMs: refreshLifetimeMs(false), baseUrl: origin.baseUrl });
}

/** GET /api/validate/email: whether an address is free, rate limited per network address. */
export async function emailAvailability(ctx: Ctx, email: string, ip: string): Promise<{ email: string; available: boolean }> {
  const limit = { key: `validate-email:${ip}`, max: 60, windowSeconds: 600 };
  await consumeHits(ctx.db, [limit]);
  const normalized = email.trim().toLowerCase();
  return { email: normalized, available: !(await findPlayerByEmail(ctx.db, normalized)) };
}
