import type { Money } from './cart-api';

/** An amount the server computed, in its own currency and the UI language (no arithmetic here). */
export function formatMoney(money: Money | null | undefined, language: string): string {
  if (!money) return '—';
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency: money.currency }).format(money.value);
  } catch {
    return `${money.value} ${money.currency}`;
  }
}
