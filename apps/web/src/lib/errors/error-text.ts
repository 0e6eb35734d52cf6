import type { TFunction } from 'i18next';
import { isApiError, type ApiError } from '../api/api-error';

/** What a screen may add to the shared wording: its own sentences for codes it knows, and its own fallback. */
export interface ErrorTextOptions {
  /** Where the screen keeps a sentence per server code, e.g. 'lessons:errors' for `lessons:errors.50001`. */
  codes?: string;
  /** The screen's sentence for an error it knows by more than its code (a reason with figures), or nothing. */
  known?: (error: ApiError) => string | null | undefined;
  /** The sentence when neither the screen nor the server has one (default: by status, from common.json). */
  fallback?: string;
}

/** The browser's own words for a request that never reached the server ("Failed to fetch", "Load failed"...). */
const isFetchFailure = (error: unknown) => error instanceof TypeError;

/** A fallback by status: the server said nothing the reader can act on. */
function byStatus(t: TFunction, status: ApiError['status']): string {
  if (status === 401 || status === 403) return t('common:errors.forbidden');
  if (status === 404) return t('common:errors.notFound');
  if (status === 429) return t('common:errors.tooMany');
  if (status === 'parse' || (typeof status === 'number' && status >= 500)) return t('common:errors.server');
  return t('common:errors.generic');
}

/**
 * The one sentence for a failed call (an RTK Query error, an unwrap() rejection, a GraphQL error
 * or a fetch helper's Error), in the reader's language:
 * 1. a lost connection or a timeout, worded by us (the browser's words are not for the reader);
 * 2. the screen's own sentence for a code or reason it knows (`known`, `codes`);
 * 3. the server's message when the server worded it for the reader: a 4xx refusal or a GraphQL
 *    error (spec 001 §8: the commerce message is passed on), never a 5xx's or the browser's text;
 * 4. the screen's fallback, else a sentence by status.
 */
export function errorText(t: TFunction, error: unknown, options: ErrorTextOptions = {}): string {
  if (isApiError(error)) {
    if (error.status === 'network' || error.status === 'timeout') return t('common:errors.network');
    const known = options.known?.(error) || (options.codes ? t(`${options.codes}.${error.code}`, { defaultValue: '' }) : '');
    if (known) return known;
    const worded = typeof error.status === 'number' && error.status < 500 && error.message.trim() !== '';
    if (worded) return error.message;
    return options.fallback ?? byStatus(t, error.status);
  }
  if (isFetchFailure(error)) return t('common:errors.network');
  // Our fetch helpers (uploads, card tokenizers) throw an Error carrying the server's sentence.
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return options.fallback ?? t('common:errors.generic');
}
