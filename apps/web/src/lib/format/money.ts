import { numberFormat } from './intl-formats';
import { NO_VALUE } from './number';

/** An amount the server computed: a number or an exact decimal string, in its currency. */
export interface Amount {
  value: number | string;
  currency: string;
}

/**
 * An amount as the customer reads it: in its own currency (JPY has no minor unit) and the UI
 * language. Formatting only: the browser never does arithmetic on money.
 */
export function formatMoney(money: Amount | null | undefined, language: string): string {
  if (!money || money.value === '' || !money.currency) return NO_VALUE;
  const value = typeof money.value === 'number' ? money.value : Number(money.value);
  if (!Number.isFinite(value)) return NO_VALUE;
  try {
    return numberFormat(language, { style: 'currency', currency: money.currency }).format(value);
  } catch {
    return `${money.value} ${money.currency}`;
  }
}
