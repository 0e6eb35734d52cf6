import { eq } from 'drizzle-orm';
import type { PlayerDetails, PlayerUpdateBody } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { invalid, notFound, ServiceError } from '../../platform/errors.ts';
import { findPrefecture, prefectureOfZip } from '../../platform/geo/japan.ts';
import { countriesOfRegion } from '../../platform/regions-countries.ts';
import { players } from './account.tables.ts';
import { findPlayer, getMyProfile } from './account.service.ts';
import { contactPhoneChange, normalizePhone, normalizePostalCode } from './contact-rules.ts';

export const handednessOf = (value: 'left' | 'right' | 'l' | 'r'): 'left' | 'right' => (value === 'l' || value === 'left' ? 'left' : 'right');

/** A birthday a person can have: not in the future, not before 1900. */
export function assertBirthday(field: string, birthday: string, now: Date): void {
  const date = new Date(`${birthday}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== birthday) throw invalid(field, `${field} is not a real date.`);
  if (date.getTime() > now.getTime()) throw invalid(field, `${field} cannot be in the future.`);
  if (date.getUTCFullYear() < 1900) throw invalid(field, `${field} must be after 1900.`);
}

const clean = (v: string | null | undefined) => (v === undefined ? undefined : v === null ? null : v.trim() || null);

/**
 * Updates the signed-in player's profile with the fields given. Address fields are checked for
 * the player's country (postal code format, a Japanese zip code in the chosen prefecture); the
 * phone is refused while the player has an SMS subscription, since texts go to the verified number.
 */
export async function updatePlayer(ctx: Ctx, caller: PlayerCaller, body: PlayerUpdateBody): Promise<PlayerDetails> {
  const player = await findPlayer(ctx.db, caller.subjectId);
  if (!player) throw notFound('Your account');

  const allowed = countriesOfRegion(player.region);
  const country = (body.country ?? player.country ?? allowed[0]!).toUpperCase();
  if (!allowed.includes(country)) throw invalid('country', `Your account belongs to the ${player.region} site: country must be one of ${allowed.join(', ')}.`);
  const isJapan = country === 'JP';

  const set: Partial<typeof players.$inferInsert> = { updatedAt: ctx.clock.now(), country };
  if (body.firstName !== undefined) set.firstName = body.firstName.trim();
  if (body.lastName !== undefined) set.lastName = body.lastName.trim();
  if (set.firstName === '') throw invalid('firstName', 'firstName cannot be blank.');
  if (set.lastName === '') throw invalid('lastName', 'lastName cannot be blank.');
  if (body.handedness !== undefined) set.handedness = handednessOf(body.handedness);
  if (body.birthday !== undefined) {
    if (body.birthday) assertBirthday('birthday', body.birthday, ctx.clock.now());
    set.birthday = body.birthday;
  }
  if (body.gender !== undefined) set.gender = body.gender;
  if (body.street1 !== undefined) set.street1 = clean(body.street1);
  if (body.street2 !== undefined) set.street2 = clean(body.street2);
  if (body.city !== undefined) set.city = clean(body.city);
  if (body.enableMetricDistances !== undefined) set.enableMetricDistances = body.enableMetricDistances;
  if (body.enableMetricSpeeds !== undefined) set.enableMetricSpeeds = body.enableMetricSpeeds;
  if (body.locale !== undefined) set.locale = body.locale;
  // A profile save confirms both; an account that never recorded them (made by staff, a family
  // member's) records them now, and an earlier acceptance keeps its date.
  if (body.readTermOfUse === false)
    throw invalid('readTermOfUse', 'The terms of use cannot be withdrawn by a profile update; contact support to close your account.');
  if (body.ageAffirmation === false) throw invalid('ageAffirmation', 'Confirm your age to save your profile.');
  if (body.readTermOfUse && !player.termsAcceptedAt) set.termsAcceptedAt = set.updatedAt;
  if (body.ageAffirmation && !player.ageAffirmedAt) set.ageAffirmedAt = set.updatedAt;

  if (isJapan) {
    if (body.state) throw invalid('state', 'In Japan give the prefecture as pref, not state.');
    if (body.altFirstName !== undefined) set.altFirstName = clean(body.altFirstName);
    if (body.altLastName !== undefined) set.altLastName = clean(body.altLastName);
    if (body.pref !== undefined) set.state = body.pref === null ? null : String(findPrefecture(body.pref)!.id);
  } else {
    if (body.pref) throw invalid('pref', 'pref is for addresses in Japan; give state instead.');
    if (body.altFirstName || body.altLastName)
      throw invalid(body.altFirstName ? 'altFirstName' : 'altLastName', 'Alternative (kana) names are for the Japan site.');
    if (body.state !== undefined) set.state = clean(body.state);
  }

  if (body.postalCode !== undefined) set.postalCode = body.postalCode ? normalizePostalCode('postalCode', body.postalCode, country) : null;
  const zip = set.postalCode !== undefined ? set.postalCode : player.postalCode;
  const prefId = set.state !== undefined ? set.state : player.state;
  if (isJapan && zip && prefId) {
    const ofZip = prefectureOfZip(zip);
    if (ofZip && String(ofZip.id) !== prefId) throw invalid('postalCode', `${zip} is a zip code of ${ofZip.name} (${ofZip.en}), not of the chosen prefecture.`);
  }

  if (body.phone !== undefined) {
    const phone = body.phone ? normalizePhone('phone', body.phone, country) : null;
    // A phone can recover the account: a ticket session (a coach acting for the player) changes none.
    if (phone !== player.phone && caller.adminCoachId)
      throw new ServiceError('forbidden', 'A coach signed in by ticket cannot change the player’s phone number.', { field: 'phone' });
    Object.assign(set, contactPhoneChange(player, phone));
  }

  await ctx.db.update(players).set(set).where(eq(players.id, player.id));
  return getMyProfile(ctx, caller);
}
