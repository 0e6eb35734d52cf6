import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api/api-error';

const FIELDS = [
  'firstName',
  'lastName',
  'birthday',
  'postalCode',
  'state',
  'pref',
  'phone',
  'country',
  'oldPassword',
  'newPassword',
  'password',
  'email',
  'code',
  'token',
  'altFirstName',
  'altLastName',
] as const;
export type AccountField = (typeof FIELDS)[number];

/** A refusal in the player's language, with the field it concerns. */
export function accountError(caught: unknown, t: TFunction): { field?: AccountField; message: string } {
  if (!isApiError(caught)) return { message: t('account:errors.generic') };
  if (caught.status === 429) return { message: t('account:errors.tooMany') };
  if (caught.status === 'network' || caught.status === 'timeout') return { message: t('account:errors.network') };
  if (caught.status === 403) return { message: t('account:errors.coach') };
  const field = FIELDS.find((f) => f === caught.field);
  if (field === 'code') return { field, message: caught.status === 422 ? t('account:errors.codeExpired') : t('account:errors.codeWrong') };
  if (field === 'phone' && caught.status === 422) return { field, message: t('account:errors.phoneLocked') };
  if (field === 'email' && caught.status === 422) return { field, message: t('account:errors.emailNotConfirmed') };
  if (field === 'token') return { field, message: t('account:errors.resetExpired') };
  if (field) return { field, message: t(`account:errors.fields.${field}`) };
  return { message: t('account:errors.generic') };
}
