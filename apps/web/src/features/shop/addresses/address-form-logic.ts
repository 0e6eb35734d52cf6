import { refusalOf } from '@/lib/api/refusal';
import type { Country, CustomerAddress, CustomerAddressInput } from './addresses-api';

/** The address form's values as typed (spec 001 §3 Customer address). */
export interface AddressValues {
  firstname: string;
  lastname: string;
  company: string;
  street1: string;
  street2: string;
  city: string;
  countryCode: string;
  /** The chosen region's id where the country lists regions, else ''. */
  regionId: string;
  /** A free-text region where the country lists none. */
  regionText: string;
  postcode: string;
  telephone: string;
}

export type AddressField = keyof AddressValues;
/** A field's problem, as a translation key of the addresses namespace. */
export type AddressErrors = Partial<Record<AddressField, string>>;

export const emptyAddress = (countryCode = 'US', names?: { firstname: string; lastname: string }): AddressValues => ({
  firstname: names?.firstname ?? '',
  lastname: names?.lastname ?? '',
  company: '',
  street1: '',
  street2: '',
  city: '',
  countryCode,
  regionId: '',
  regionText: '',
  postcode: '',
  telephone: '',
});

export function valuesOf(address: CustomerAddress): AddressValues {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? '',
    street1: address.street[0] ?? '',
    street2: address.street.slice(1).join(' '),
    city: address.city,
    countryCode: address.country_code,
    regionId: address.region?.region_id ? String(address.region.region_id) : '',
    regionText: address.region?.region_id ? '' : (address.region?.region ?? ''),
    postcode: address.postcode ?? '',
    telephone: address.telephone ?? '',
  };
}

const TELEPHONE = /^\+?[0-9 ()./-]{5,30}$/;

/**
 * What the browser can tell before sending: required fields, a region where the country lists
 * them, a plausible telephone. The postcode's format per country is the server's to judge (its
 * refusal is shown on the field; see serverAddressProblem).
 */
export function validateAddress(values: AddressValues, country: Country | undefined): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of ['firstname', 'lastname', 'street1', 'city', 'countryCode', 'telephone'] as const) {
    if (!values[field].trim()) errors[field] = 'errors.required';
  }
  if (!errors.telephone && (!TELEPHONE.test(values.telephone.trim()) || (values.telephone.match(/\d/g)?.length ?? 0) < 5))
    errors.telephone = 'errors.telephone';
  if (country?.available_regions?.length && !values.regionId) errors.regionId = 'errors.region';
  return errors;
}

/** The input the server takes: street lines without blanks, the region by id or by name. */
export function inputOf(values: AddressValues, country: Country | undefined): CustomerAddressInput {
  const hasRegions = Boolean(country?.available_regions?.length);
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    company: values.company.trim() || null,
    street: [values.street1, values.street2].map((s) => s.trim()).filter(Boolean),
    city: values.city.trim(),
    postcode: values.postcode.trim(),
    telephone: values.telephone.trim(),
    country_code: values.countryCode,
    region: hasRegions ? { region_id: Number(values.regionId) } : values.regionText.trim() ? { region: values.regionText.trim() } : null,
  };
}

/** The server's field names (Magento's validator) mapped to the form's. */
const SERVER_FIELDS: Record<string, AddressField> = {
  firstname: 'firstname',
  lastname: 'lastname',
  street: 'street1',
  city: 'city',
  countryId: 'countryCode',
  telephone: 'telephone',
  postcode: 'postcode',
  regionId: 'regionId',
};

/** The form's own words for a value the server did not accept, where the field has them. */
const NOT_ACCEPTED: Partial<Record<AddressField, string>> = { postcode: 'errors.postcode', telephone: 'errors.telephone', regionId: 'errors.region' };

/**
 * The field a server refusal is about and its problem as a translation key of the addresses
 * namespace, from the refusal's stable reason and field (`required`, `invalid_value`); null when
 * the server named no field of this form.
 */
export function serverAddressProblem(error: unknown): { field: AddressField; key: string } | null {
  const refusal = refusalOf(error);
  const field = refusal?.figures.field ? SERVER_FIELDS[refusal.figures.field] : undefined;
  if (!refusal || !field) return null;
  return { field, key: refusal.reason === 'required' ? 'errors.required' : (NOT_ACCEPTED[field] ?? 'errors.invalid') };
}

const WESTERN_ORDER: AddressField[] = ['firstname', 'lastname', 'company', 'street1', 'street2', 'countryCode', 'regionId', 'city', 'postcode', 'telephone'];
const JAPANESE_ORDER: AddressField[] = ['lastname', 'firstname', 'countryCode', 'postcode', 'regionId', 'city', 'street1', 'street2', 'company', 'telephone'];

/**
 * The order of the form's fields: the name as the reader's language writes it (family name first in
 * Japanese and Chinese, whatever the country), and a Japanese address filled in Japanese in Japan's
 * order (〒, prefecture, city, street).
 */
export function addressFieldOrder(countryCode: string, language: string): AddressField[] {
  if (countryCode === 'JP' && language.startsWith('ja')) return JAPANESE_ORDER;
  if (language.startsWith('ja') || language.startsWith('zh')) return ['lastname', 'firstname', ...WESTERN_ORDER.slice(2)];
  return WESTERN_ORDER;
}
