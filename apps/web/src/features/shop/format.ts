import type { Money } from './catalogue/types';

/** An amount as the server computed it, in its currency and the UI language (JPY has no minor unit). */
export function formatMoney(money: Money, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: money.currency }).format(money.value);
}
