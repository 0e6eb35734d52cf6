import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api/api-error';
import { errorText } from '@/lib/errors/error-text';
import { codeOf } from './error-code';

/** A figure the server sent with a refusal (an amount in the order's currency, an order number). */
const field = (data: unknown, name: string): string | null => {
  if (typeof data !== 'object' || data === null) return null;
  const value = (data as Record<string, unknown>)[name];
  return typeof value === 'string' && value ? value : null;
};

/**
 * A coupon or gift code check's refusal in the reader's language, by the stable reason the server
 * answered (coupon_invalid, gift_spent...); only a reason this app does not know shows the server's words.
 */
export function checkRefusalText(t: TFunction, answer: { reason?: string | null; message: string }): string {
  const text = answer.reason ? t(`fitting:refusals.${answer.reason}`, { defaultValue: '' }) : '';
  return text || answer.message;
}

/**
 * The sentence for a failed deposit or club order call in the reader's language: a card decline by
 * its decline code (common.json, shared by every card flow), a refusal by its reason with its figures
 * (`money` formats an amount in the order's currency), a club order code (1002–1006) by its code.
 * Only what this app does not know shows the server's own words.
 */
export function depositRefusalText(t: TFunction, error: unknown, money: (value: string) => string): string {
  const { code, message } = codeOf(error);
  const data = typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined;
  if (code === 'PAYMENT_DECLINED') {
    const text = t(`common:decline.${field(data, 'declineCode') ?? 'card_declined'}`, { defaultValue: '' });
    return text || message;
  }
  const reason = field(data, 'reason');
  const amount = field(data, 'amount');
  if (reason) {
    const text = t(`fitting:refusals.${reason}`, { amount: amount ? money(amount) : '', defaultValue: '' });
    if (text) return text;
  }
  if (code !== null && /^100[2-6]$/.test(String(code))) {
    const number = field(data, 'number');
    const text = t(`fitting:refusals.code${String(code)}${number ? 'Number' : ''}`, { number, defaultValue: '' });
    if (text) return text;
  }
  // A refusal this app does not know keeps the server's words; a lost connection or a server failure is worded by us.
  const worded = isApiError(error) && typeof error.status === 'number' && error.status < 500 && message.trim() !== '';
  return worded ? message : errorText(t, error);
}
