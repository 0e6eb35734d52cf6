import type { RegisterBody } from '@golf/contracts';
import { ServiceError, invalid } from '../../platform/errors.ts';
import { findPrefecture, prefectureOfZip } from '../../platform/geo/japan.ts';
import { countriesOfRegion, regionForCountry, SITE_REGIONS } from '../../platform/regions-countries.ts';
import type { Site } from '../../platform/regions.ts';
import { assertPassword } from '../account/index.ts';
import { canReceiveSms, normalizePhone, normalizePostalCode } from '../account/index.ts';
import { assertBirthday, handednessOf } from '../account/index.ts';

/** The account a verified registration becomes (everything but the e-mail and password). */
export interface RegistrationForm {
  firstName: string;
  lastName: string;
  region: string;
  country: string;
  centerId: number;
  postalCode: string | null;
  state: string | null;
  phone: string | null;
  handedness: 'left' | 'right';
  birthday: string | null;
  altFirstName: string | null;
  altLastName: string | null;
  emailSubscription: boolean;
  locale: string;
  referrer: string | null;
}

// Kana (hiragana or katakana), with the long-vowel mark, middle dot and spaces.
const KANA = /^[\u3040-\u309F\u30A0-\u30FF\u31F0-\u31FF\uFF66-\uFF9F\s・ー]+$/u;
const MIN_AGE = 13;

function ageOn(birthday: string, now: Date): number {
  const b = new Date(`${birthday}T00:00:00Z`);
  let age = now.getUTCFullYear() - b.getUTCFullYear();
  if (now.getUTCMonth() < b.getUTCMonth() || (now.getUTCMonth() === b.getUTCMonth() && now.getUTCDate() < b.getUTCDate())) age -= 1;
  return age;
}

/**
 * Checks a registration form for the site it was sent to and returns the account to make. Every
 * refusal is a 400 naming the field: terms, age, password, country, postal code, phone, and on the
 * Japan site the kana names, birthday, prefecture and a zip code inside that prefecture.
 */
export function checkRegistration(body: RegisterBody, site: Site, method: 1 | 2, now: Date): RegistrationForm {
  if (!body.readTermOfUse) throw invalid('readTermOfUse', 'Accept the terms of use to register.');
  if (!body.ageAffirmation) throw invalid('ageAffirmation', `Confirm that you are at least ${MIN_AGE} years old.`);
  const email = body.email.trim().toLowerCase();
  const firstName = body.firstName.trim();
  const lastName = body.lastName.trim();
  if (!firstName) throw invalid('firstName', 'firstName cannot be blank.');
  if (!lastName) throw invalid('lastName', 'lastName cannot be blank.');
  assertPassword('password', body.password, { email, names: [firstName, lastName] });

  const siteCountries = [...new Set(SITE_REGIONS[site].flatMap(countriesOfRegion))];
  const isJapan = site === 'JP';
  const country = (body.country ?? (siteCountries.length === 1 ? siteCountries[0]! : '')).toUpperCase();
  if (!country) throw invalid('country', `Choose your country: ${siteCountries.join(', ')}.`);
  const region = regionForCountry(SITE_REGIONS[site], country);
  if (!region) throw invalid('country', `This site registers players in ${siteCountries.join(', ')}. Use your own region's site.`);

  let postalCode: string | null = null;
  let state: string | null = null;
  let birthday: string | null = body.birthday ?? null;
  let altFirstName: string | null = null;
  let altLastName: string | null = null;
  if (isJapan) {
    altFirstName = body.altFirstName?.trim() || null;
    altLastName = body.altLastName?.trim() || null;
    if (!altLastName) throw invalid('altLastName', 'Enter your family name in kana.');
    if (!altFirstName) throw invalid('altFirstName', 'Enter your given name in kana.');
    if (!KANA.test(altLastName)) throw invalid('altLastName', 'altLastName must be written in kana.');
    if (!KANA.test(altFirstName)) throw invalid('altFirstName', 'altFirstName must be written in kana.');
    if (!birthday) throw invalid('birthday', 'Enter your date of birth.');
    if (!body.pref) throw invalid('pref', 'Choose your prefecture.');
    if (!body.zipCode) throw invalid('zipCode', 'Enter your zip code.');
    postalCode = normalizePostalCode('zipCode', body.zipCode, 'JP');
    const pref = findPrefecture(body.pref)!;
    const ofZip = prefectureOfZip(postalCode);
    if (ofZip && ofZip.id !== pref.id) throw invalid('zipCode', `${postalCode} is in ${ofZip.name}, not in ${pref.name}.`);
    state = String(pref.id);
  } else {
    if (!body.postalCode) throw invalid('postalCode', 'Enter your postal code.');
    postalCode = normalizePostalCode('postalCode', body.postalCode, country);
  }
  if (birthday) {
    assertBirthday('birthday', birthday, now);
    if (ageOn(birthday, now) < MIN_AGE) throw invalid('birthday', `Players under ${MIN_AGE} join through a parent's family account.`);
  } else birthday = null;

  const phone = body.phone ? normalizePhone('phone', body.phone, country) : null;
  if (method === 1) {
    if (!phone) throw invalid('phone', 'Enter a mobile number to receive the code by SMS, or choose e-mail.');
    if (!canReceiveSms(phone))
      throw new ServiceError('invalid', 'This number cannot receive text messages. Give a mobile number or choose e-mail.', { field: 'phone' });
  }

  return {
    firstName,
    lastName,
    region,
    country,
    centerId: body.centerId,
    postalCode,
    state,
    phone,
    handedness: handednessOf(body.handedness ?? 'right'),
    birthday,
    altFirstName,
    altLastName,
    emailSubscription: Boolean(body.emailSubscription),
    locale: body.locale ?? (isJapan ? 'ja' : 'en'),
    referrer: body.referrer?.trim() || null,
  };
}
