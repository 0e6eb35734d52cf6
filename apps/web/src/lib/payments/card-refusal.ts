import type { TFunction } from 'i18next';
import type { CardRefused } from './tokenize-card';

/** The sentence for a card the gateway's tokenizer refused, in the reader's language, by the detail at fault. */
export function cardRefusalText(t: TFunction, error: CardRefused): string {
  const field = error.field ?? '';
  const key = /number/i.test(field) ? 'number' : /exp/i.test(field) ? 'expiry' : /cvc|code/i.test(field) ? 'cvc' : 'other';
  return t(`payments:refused.${key}`);
}
