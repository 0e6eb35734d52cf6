import type { TFunction } from 'i18next';
import type { ApiError } from '../../lib/api/api-error';

const KNOWN = new Set([50001, 50002, 50003, 50004, 50005, 50006, 50007, 50008, 30001]);

/** A failed call told in the player's language when we know its code, else the server's words. */
export function lessonsErrorText(t: TFunction, error: unknown): string {
  const e = error as Partial<ApiError> | undefined;
  if (e?.status === 'network' || e?.status === 'timeout') return t('errors.network');
  if (typeof e?.code === 'number' && KNOWN.has(e.code)) return t(`errors.${e.code}`);
  return e?.message ?? t('errors.generic');
}
