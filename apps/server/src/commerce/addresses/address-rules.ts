import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { ServiceError } from '../../platform/errors.ts';
import { findCountry, findRegion, REGION_REQUIRED } from '../../platform/geo/countries.ts';
/** Countries whose addresses have no postcode. */
const NO_POSTCODE = new Set(
  'AE AG AN AO AW BF BI BJ BO BS BW BZ CD CF CG CI CK CM DJ DM ER FJ GD GH GM GQ GY HK IE KI KM KN KP LC ML MO MR MS MW NA NR NU QA RW SB SC SL SO SR ST SY TD TF TG TK TL TO TT TV UG VU YE ZW'.split(
    ' ',
  ),
);

export interface AddressFields {
  prefix?: string | null;
  firstname?: string | null;
  middlename?: string | null;
  lastname?: string | null;
  suffix?: string | null;
  company?: string | null;
  street?: (string | null)[] | null;
  city?: string | null;
  postcode?: string | null;
  countryCode?: string | null;
  /** A code or name, and/or the region's id. */
  region?: { code?: string | null; name?: string | null; id?: number | null } | null;
  telephone?: string | null;
  fax?: string | null;
  vatId?: string | null;
}

export interface ValidAddress {
  prefix: string | null;
  firstname: string;
  middlename: string | null;
  lastname: string;
  suffix: string | null;
  company: string | null;
  street: string[];
  city: string;
  postcode: string | null;
  countryCode: string;
  regionCode: string | null;
  regionName: string | null;
  regionId: number | null;
  telephone: string | null;
  fax: string | null;
  vatId: string | null;
}

/** Magento's InputException wording, with a stable reason and the field for storefronts that word it in their reader's language. */
const required = (field: string) => new ServiceError('invalid', `"${field}" is required. Enter and try again.`, { field, data: { reason: 'required', field } });
const invalidValue = (field: string, value: string) =>
  new ServiceError('invalid', `Invalid value of "${value}" provided for the ${field} field.`, { field, data: { reason: 'invalid_value', field, value } });

const clean = (value: string | null | undefined, max = 255): string | null => {
  const s = value?.replace(/\s+/g, ' ').trim();
  if (!s) return null;
  if (s.length > max) throw new ServiceError('invalid', `Use at most ${max} characters.`, { field: 'address' });
  return s;
};

/** Postcodes as the country writes them (Japan: 123-4567; Canada and the UK: upper case). */
function normalizePostcode(country: string, postcode: string): string {
  const upper = postcode.toUpperCase();
  if (country === 'JP' && /^\d{7}$/.test(upper)) return `${upper.slice(0, 3)}-${upper.slice(3)}`;
  if (country === 'CA' && /^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(upper)) return `${upper.slice(0, 3)} ${upper.slice(3)}`;
  return upper;
}

/**
 * Validates an address as Magento's address validator does: names, street, city, country and
 * telephone are required; the postcode must match the country's format where there is one; a region
 * is required where the country lists them, and must be one of them.
 */
export function validateAddress(input: AddressFields): ValidAddress {
  const firstname = clean(input.firstname);
  if (!firstname) throw required('firstname');
  const lastname = clean(input.lastname);
  if (!lastname) throw required('lastname');
  const street = (input.street ?? []).map((s) => clean(s)).filter((s): s is string => !!s);
  if (!street.length) throw required('street');
  if (street.length > 3) throw new ServiceError('invalid', 'An address has at most 3 street lines.', { field: 'street' });
  const city = clean(input.city);
  if (!city) throw required('city');
  const countryCode = clean(input.countryCode)?.toUpperCase();
  if (!countryCode) throw required('countryId');
  if (!findCountry(countryCode)) throw invalidValue('countryId', countryCode);
  const telephone = clean(input.telephone, 30);
  if (!telephone) throw required('telephone');
  if (!/^\+?[0-9 ()./-]{5,30}$/.test(telephone) || (telephone.match(/\d/g)?.length ?? 0) < 5) throw invalidValue('telephone', telephone);

  let postcode = clean(input.postcode, 20);
  if (!postcode && !NO_POSTCODE.has(countryCode)) throw required('postcode');
  if (postcode) {
    postcode = normalizePostcode(countryCode, postcode);
    if (postcodeValidatorExistsForCountry(countryCode) && !postcodeValidator(postcode, countryCode)) throw invalidValue('postcode', postcode);
  }

  const country = findCountry(countryCode)!;
  let regionCode: string | null = null;
  let regionName: string | null = clean(input.region?.name);
  let regionId: number | null = null;
  if (country.available_regions?.length) {
    const key = input.region?.id ?? clean(input.region?.code) ?? null;
    const byName = regionName ? country.available_regions.find((r) => r.name.toLowerCase() === regionName!.toLowerCase()) : undefined;
    const found = (key !== null ? findRegion(countryCode, key) : undefined) ?? (byName ? findRegion(countryCode, byName.code) : undefined);
    if (found) {
      regionCode = found.code;
      regionName = found.name;
      regionId = found.id;
    } else if (key !== null || regionName) {
      throw invalidValue('regionId', String(key ?? regionName));
    } else if (REGION_REQUIRED.has(countryCode)) {
      throw required('regionId');
    }
  }

  return {
    prefix: clean(input.prefix, 40),
    firstname,
    middlename: clean(input.middlename),
    lastname,
    suffix: clean(input.suffix, 40),
    company: clean(input.company),
    street,
    city,
    postcode,
    countryCode,
    regionCode,
    regionName,
    regionId,
    telephone,
    fax: clean(input.fax, 30),
    vatId: clean(input.vatId, 40),
  };
}
