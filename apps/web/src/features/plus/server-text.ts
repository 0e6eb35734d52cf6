import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api/api-error';

/**
 * The sentence for a refused Plus, wallet or renewal call in the reader's language: the server
 * sends a stable reason with its figures (`data.reason`, e.g. coupon-used and the code); only a
 * reason this app does not know shows the server's own words, then `fallback`.
 */
export function serverText(t: TFunction, error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const data = (typeof error.data === 'object' && error.data !== null ? error.data : {}) as Record<string, unknown>;
  const reason = typeof data.reason === 'string' ? data.reason : null;
  if (reason) {
    const text = t(`plus:errors.${reason}`, { ...data, defaultValue: '' });
    if (text) return text;
  }
  return error.message || fallback;
}

/**
 * A declined payment's sentence by the gateway's reason (card_declined, insufficient_funds,
 * expired_card, authentication_failed...); only a reason this app does not know shows the
 * server's own words, then `fallback`.
 */
export function declineText(t: TFunction, answer: { declineCode?: string | null; message?: string | null }, fallback: string): string {
  const text = answer.declineCode ? t(`common:decline.${answer.declineCode}`, { defaultValue: '' }) : '';
  return text || answer.message || fallback;
}
