import type { TFunction } from 'i18next';
import type { ApiError } from '@/lib/api/api-error';

/** A failed sign-in call told in the player's language (the server's English message is not shown). */
export function signInErrorMessage(error: ApiError, t: TFunction<'auth'>): string {
  if (error.status === 401) return t('errors.wrongCredentials');
  if (error.status === 429) {
    const minutes = error.retryAfterSeconds ? Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) : 0;
    return minutes ? t('errors.tooManyAttemptsWait', { minutes }) : t('errors.tooManyAttempts');
  }
  if (error.status === 'network' || error.status === 'timeout') return t('errors.network');
  if (error.status === 400 && error.field === 'email') return t('errors.emailInvalid');
  return t('errors.unexpected');
}
