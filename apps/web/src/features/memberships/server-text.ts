import type { TFunction } from 'i18next';
import { dateTimeFormat } from '@/lib/format/intl-formats';

/** The stable parts of a failed launch-monitor call: its code, and the data the server sent with it. */
interface Failure {
  code?: number | string;
  message?: string;
  data?: unknown;
}

const field = (data: unknown, name: string): string | null => {
  if (typeof data !== 'object' || data === null) return null;
  const value = (data as Record<string, unknown>)[name];
  return typeof value === 'string' && value ? value : null;
};

/**
 * The sentence to show for a failed memberships call, in the reader's language: a card decline by
 * its decline code, a refused device check by its status, any other refusal by its stable reason
 * or code. Only a code this screen does not know shows the server's own words, then `fallback`.
 */
export function serverText(t: TFunction<'memberships'>, error: unknown, fallback: string): string {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as Failure;
  const { code, data } = failure;
  const declineCode = field(data, 'declineCode');
  if (code === 'PAYMENT_DECLINED') {
    // Decline sentences are shared by every screen that takes a card (common.json).
    const key = `common:decline.${declineCode ?? 'card_declined'}`;
    return t(key, { defaultValue: '' }) || failure.message || t('common:decline.card_declined');
  }
  const status = field(data, 'status');
  if (status && status !== 'available' && status !== 'yours') {
    const text = t(`register.advice.${status}`, { defaultValue: '' });
    if (text) return text;
  }
  const reason = field(data, 'reason') ?? (typeof code === 'string' ? code : null);
  if (reason) {
    const text = t(`errors.reason.${reason}`, { defaultValue: '' });
    if (text) return text;
  }
  return failure.message || fallback;
}

/** A refused prepaid code's sentence, from the reason the server answered (its message only for an unknown reason). */
export function codeRefusalText(
  t: TFunction<'memberships'>,
  answer: { reason?: string | null; detail?: string | null; message: string },
  language: string,
): string {
  if (answer.reason === 'expired' && answer.detail) {
    const date = new Date(`${answer.detail}T12:00:00Z`);
    const day = Number.isNaN(date.getTime()) ? answer.detail : dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
    return t('errors.code.expiredOn', { date: day });
  }
  if (answer.reason === 'other_store' && answer.detail) return t(answer.detail === 'STSVCA' ? 'errors.code.otherStoreCa' : 'errors.code.otherStoreUs');
  const text = answer.reason ? t(`errors.code.${answer.reason}`, { defaultValue: '' }) : '';
  return text || answer.message;
}
