import { eq } from 'drizzle-orm';
import { personName, type Locale, type ReferralContactBody, type ReferralLanding } from '@golf/contracts';
import type { Ctx } from '../../platform/context.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { findPrefecture, prefectureOfZip } from '../../platform/geo/japan.ts';
import { sendEmail } from '../../platform/messaging/index.ts';
import { consumeHits } from '../../platform/rate-limit.ts';
import { countriesOfRegion, SITE_REGIONS } from '../../platform/regions-countries.ts';
import type { Site } from '../../platform/regions.ts';
import { centerRows, playerHeads } from '../account/index.ts';
import { normalizePhone, normalizePostalCode } from '../account/index.ts';
import { notify } from '../notifications/index.ts';
import { referralContacts } from './referral.tables.ts';

/** The spec's sample offer: 100 bucks of referral credit and a 60 to 90 minute swing evaluation. */
export const REFERRAL_OFFER = { referralCredit: 100, creditUnit: 'bucks', evaluationMinutesMin: 60, evaluationMinutesMax: 90 } as const;

const KANA = /^[\u3040-\u309F\u30A0-\u30FF\u31F0-\u31FF\uFF66-\uFF9F\s・ー]+$/u;
const centerLocale = (region: string): Locale => (region === 'JP' ? 'ja' : region === 'CN' || region === 'HK' ? 'zh' : region === 'QB' ? 'fr' : 'en');

/** GET /api/player?pid: the landing page of a referral link. An unknown code answers 404. */
export async function referralLanding(ctx: Ctx, pid: string): Promise<ReferralLanding> {
  const [row] = await ctx.db
    .select({
      firstName: playerHeads.firstName,
      lastName: playerHeads.lastName,
      region: playerHeads.region,
      centerId: centerRows.id,
      centerName: centerRows.name,
      centerCity: centerRows.city,
      centerRegion: centerRows.region,
    })
    .from(playerHeads)
    .leftJoin(centerRows, eq(centerRows.id, playerHeads.centerId))
    .where(eq(playerHeads.referralCode, pid))
    .limit(1);
  if (!row) throw notFound('This referral link');
  // Drizzle types a left-joined subquery's columns loosely; these are the player's own, never null.
  const lastName: string = row.lastName;
  return {
    pid,
    // Only what an invitation needs: a first name and an initial, never the full name or e-mail.
    referrerFirstName: row.firstName,
    referrerLastInitial: lastName.slice(0, 1),
    center: row.centerId !== null ? { id: row.centerId, name: row.centerName!, city: row.centerCity!, region: row.centerRegion! } : null,
    region: row.region,
    offer: { ...REFERRAL_OFFER },
  };
}

/**
 * POST /api/contact: a prospect asks the center to call. Stored as a lead, e-mailed to the
 * center, acknowledged to the prospect, and the referrer (when the link named one) is told.
 * The Japan site needs kana names, prefecture and a zip code inside it.
 */
export async function submitReferralContact(
  ctx: Ctx,
  body: ReferralContactBody,
  origin: { site: Site; ip: string },
): Promise<{ id: number; centerName: string }> {
  const [center] = await ctx.db.select().from(centerRows).where(eq(centerRows.id, body.centerId)).limit(1);
  if (!center || !SITE_REGIONS[origin.site].includes(center.region)) throw invalid('centerId', 'Choose one of the centers of this site.');
  const isJapan = origin.site === 'JP';
  const country = isJapan ? 'JP' : center.country || countriesOfRegion(center.region)[0]!;
  const phone = normalizePhone('phone', body.phone, country);
  const firstName = body.firstname.trim();
  const lastName = body.lastname.trim();
  if (!firstName) throw invalid('firstname', 'firstname cannot be blank.');
  if (!lastName) throw invalid('lastname', 'lastname cannot be blank.');

  let postalCode = body.postalCode ? normalizePostalCode('postalCode', body.postalCode, country) : null;
  let japan: Record<string, unknown> | null = null;
  if (isJapan) {
    if (!body.altLastName?.trim() || !KANA.test(body.altLastName.trim())) throw invalid('altLastName', 'Enter your family name in kana.');
    if (!body.altFirstName?.trim() || !KANA.test(body.altFirstName.trim())) throw invalid('altFirstName', 'Enter your given name in kana.');
    if (!body.pref) throw invalid('pref', 'Choose your prefecture.');
    if (!body.zipCode) throw invalid('zipCode', 'Enter your zip code.');
    const zip = normalizePostalCode('zipCode', body.zipCode, 'JP');
    const pref = findPrefecture(body.pref)!;
    const ofZip = prefectureOfZip(zip);
    if (ofZip && ofZip.id !== pref.id) throw invalid('zipCode', `${zip} is in ${ofZip.name}, not in ${pref.name}.`);
    const parts = [body.birthYear, body.birthMonth, body.birthDate];
    let birthday: string | null = null;
    if (parts.some((p) => p !== undefined)) {
      if (parts.some((p) => p === undefined))
        throw invalid(
          body.birthYear === undefined ? 'birthYear' : body.birthMonth === undefined ? 'birthMonth' : 'birthDate',
          'Give the year, month and day of birth.',
        );
      const d = new Date(Date.UTC(body.birthYear!, body.birthMonth! - 1, body.birthDate!));
      if (d.getUTCDate() !== body.birthDate || d.getTime() > ctx.clock.now().getTime()) throw invalid('birthDate', 'This date of birth does not exist.');
      birthday = d.toISOString().slice(0, 10);
    }
    postalCode = zip;
    japan = { altFirstName: body.altFirstName!.trim(), altLastName: body.altLastName!.trim(), birthday, pref: pref.id, zipCode: zip };
  }

  const limit = { key: `referral-contact:${origin.ip}`, max: 10, windowSeconds: 3600 };
  await consumeHits(ctx.db, [limit]);

  const [referrer] = body.referrer
    ? await ctx.db.select({ id: playerHeads.id }).from(playerHeads).where(eq(playerHeads.referralCode, body.referrer)).limit(1)
    : [];
  const email = body.email.trim().toLowerCase();
  const [row] = await ctx.db
    .insert(referralContacts)
    .values({
      centerId: center.id,
      referrerPlayerId: referrer?.id ?? null,
      email,
      firstName,
      lastName,
      phone,
      postalCode,
      receiveEmail: Boolean(body.recieveEmailFlg),
      coverage: body.coverage ?? null,
      source: body.source ?? null,
      variant: isJapan ? 'japan' : 'global',
      japan,
      createdAt: ctx.clock.now(),
    })
    .returning({ id: referralContacts.id });

  const name = personName({ firstName, lastName });
  const locale = centerLocale(center.region);
  if (center.email) {
    await sendEmail(ctx, {
      to: center.email,
      template: 'referral-lead',
      locale,
      values: { name, email, phone, postal: postalCode ?? '—', referrer: body.referrer ?? '—', offers: body.recieveEmailFlg ? 'yes' : 'no' },
    });
  }
  await sendEmail(ctx, { to: email, template: 'referral-welcome', locale: isJapan ? 'ja' : locale, values: { name: firstName, center: center.name } });
  if (referrer) {
    await notify(ctx, referrer.id, {
      kind: 'referral-contact',
      message: 'referral-contact',
      params: { name: firstName, where: center.name },
      sourceId: `referral-contact:${row!.id}`,
    });
  }
  return { id: row!.id, centerName: center.name };
}
