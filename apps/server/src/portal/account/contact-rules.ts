import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { invalid, ServiceError } from '../../platform/errors.ts';

/**
 * A phone number as E.164 (+14155550123), read in the player's country when written nationally.
 * Refuses with 400 naming `field` when it is not a number that can exist there.
 */
export function normalizePhone(field: string, phone: string, country: string | null | undefined): string {
  const parsed = parsePhoneNumberFromString(phone.trim(), (country?.toUpperCase() || undefined) as CountryCode | undefined);
  if (!parsed || !parsed.isValid()) {
    throw invalid(
      field,
      country
        ? `${field} is not a valid phone number for ${country.toUpperCase()}. Include the country code if it is from elsewhere.`
        : `${field} is not a valid phone number. Include the country code, e.g. +1 415 555 0123.`,
    );
  }
  return parsed.number;
}

/** Whether a number can receive text messages (mobile, or a line type the data cannot tell apart). */
export function canReceiveSms(e164: string): boolean {
  const type = parsePhoneNumberFromString(e164)?.getType();
  return type === undefined || type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' || type === 'PERSONAL_NUMBER';
}

/** A postal code in the country's format (upper-cased, single spaces); 400 naming `field` otherwise. */
export function normalizePostalCode(field: string, postalCode: string, country: string): string {
  const value = postalCode.trim().toUpperCase().replace(/\s+/g, ' ');
  if (!value) throw invalid(field, `${field} is required.`);
  const code = country.toUpperCase();
  if (postcodeValidatorExistsForCountry(code) && !postcodeValidator(value, code)) {
    throw invalid(field, `${value} is not a postal code of ${code}.`);
  }
  if (value.length > 20) throw invalid(field, `${field} is too long.`);
  return value;
}

/** j•••@example.com: enough for a person to recognise their address, not to learn someone else's. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/** +1 ••• ••• 0123 */
export function maskPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  const last = e164.slice(-2);
  return parsed ? `+${parsed.countryCallingCode} ••• ${last}` : `••• ${last}`;
}

/**
 * The contact phone a profile update may set: a number typed in stays unverified (it is never used
 * for sign-in recovery); a verified number, which recovery and texts use, changes only through a
 * code sent to the new one (POST /api/player/verify-phone). Answers the fields to set, if any.
 */
export function contactPhoneChange(
  player: { phone: string | null; phoneVerified: boolean; hasSmsSubscription: boolean },
  phone: string | null,
): { phone: string | null; phoneVerified: false } | undefined {
  if (phone === player.phone) return undefined;
  if (player.phoneVerified || player.hasSmsSubscription) {
    throw new ServiceError('rule', 'Your number is verified. To change it, verify the new number with the code we text to it.', { field: 'phone' });
  }
  return { phone, phoneVerified: false };
}
