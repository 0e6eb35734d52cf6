import type { TFunction } from 'i18next';
import type { ApiError } from '../../lib/api/api-error';

/** A failed call told in the player's language when it is a connection problem, else the server's own sentence. */
export function roundsErrorText(t: TFunction, error: unknown): string {
  const e = error as Partial<ApiError> | undefined;
  if (e?.status === 'network' || e?.status === 'timeout') return t('rounds:errors.network');
  return e?.message || t('rounds:errors.generic');
}
