import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api/api-error';

/** Fields the server may name, each with its own translated hint. */
const FIELDS = [
  'email',
  'password',
  'firstName',
  'lastName',
  'altFirstName',
  'altLastName',
  'birthday',
  'pref',
  'zipCode',
  'postalCode',
  'country',
  'phone',
  'centerId',
  'readTermOfUse',
  'ageAffirmation',
  'code',
  'method',
  'registrationToken',
] as const;
export type RegistrationField = (typeof FIELDS)[number];

/** A refusal told in the player's language: which field, and what to do. */
export function registrationError(caught: unknown, t: TFunction): { field?: RegistrationField; message: string } {
  if (!isApiError(caught)) return { message: t('registration:errors.generic') };
  if (caught.status === 429) return { message: t('registration:errors.tooMany') };
  if (caught.status === 'network' || caught.status === 'timeout') return { message: t('registration:errors.network') };
  const field = FIELDS.find((f) => f === caught.field);
  if (caught.status === 409) return { field: 'email', message: t('registration:errors.emailTaken') };
  if (field === 'code') return { field, message: caught.status === 422 ? t('registration:errors.codeExpired') : t('registration:errors.codeWrong') };
  if (field === 'registrationToken') return { message: t('registration:errors.expired') };
  if (field) return { field, message: t(`registration:errors.fields.${field}`) };
  return { message: t('registration:errors.generic') };
}
