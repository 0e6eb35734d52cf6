import type { TFunction } from 'i18next';
import { isApiError } from './api-error';

/** A refusal's stable reason and its figures, from a portal envelope's data or a GraphQL error's extensions. */
export interface Refusal {
  reason: string;
  figures: Record<string, string>;
}

const figuresOf = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {};

/**
 * The reason a call was refused (e.g. gift code `expired`), so the screen can say it in its
 * reader's language; null when the server gave none (then its message is all there is).
 */
export function refusalOf(error: unknown): Refusal | null {
  if (!isApiError(error)) return null;
  const first: unknown = Array.isArray(error.data) ? error.data[0] : null;
  const extensions = typeof first === 'object' && first !== null ? (first as { extensions?: Record<string, unknown> }).extensions : undefined;
  const source = extensions ? extensions.data : error.data;
  const figures = figuresOf(source);
  return figures.reason ? { reason: figures.reason, figures } : null;
}

/**
 * A refused call's sentence in the reader's language: `${prefix}.${reason}` with the figures, a
 * lost connection or too many attempts in common words, and only then the server's own message
 * (a reason this app does not know yet), else `fallback`.
 */
export function refusalText(t: TFunction, error: unknown, prefix: string, fallback: string): string {
  const refusal = refusalOf(error);
  const text = refusal ? t(`${prefix}.${refusal.reason}`, { ...refusal.figures, defaultValue: '' }) : '';
  if (text) return text;
  if (!isApiError(error)) return fallback;
  if (error.status === 'network' || error.status === 'timeout') return t('common:errors.network');
  if (error.status === 429) return t('common:errors.tooMany');
  return error.message || fallback;
}
