import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api/api-error';
import { errorText } from '@/lib/errors/error-text';
import { PhotoUploadError } from './upload-photo';

const MAX_PHOTO_MB = 10;

/** A failed bag or club call, worded in the player's language; the field at fault when known (else the shared wording). */
export function bagsErrorText(t: TFunction<'bags'>, error: unknown): { message: string; field?: string } {
  if (error instanceof PhotoUploadError) {
    const key = {
      'wrong-type': 'photoWrongType',
      'too-large': 'photoTooLarge',
      unreadable: 'photoUnreadable',
      expired: 'photoExpired',
      failed: 'photoFailed',
    } as const;
    return { message: t(`errors.${key[error.problem.kind]}`, { size: MAX_PHOTO_MB }), field: 'photo' };
  }
  if (!isApiError(error)) return { message: errorText(t, error, { fallback: t('errors.generic') }) };
  if (error.status === 409) return { message: t('errors.duplicateName'), field: 'bagName' };
  if (error.status === 422) return { message: t('errors.tooManyBags') };
  if (error.status === 404) return { message: t('errors.notFound') };
  if (error.status === 400) {
    if (error.field === 'bagName') return { message: t('errors.nameRequired'), field: 'bagName' };
    if (error.field === 'categoryId' || error.field === 'category') return { message: t('errors.categoryRequired'), field: 'categoryId' };
    return { message: t('errors.outOfRange'), field: error.field };
  }
  return { message: errorText(t, error, { fallback: t('errors.generic') }) };
}
