import type Decimal from 'decimal.js';
import { withIncludedTax } from '../../tax/index.ts';
import type { Catalogue } from '../loaders/catalogue-context.ts';
import { currencyDigits } from './money.ts';

/**
 * A net catalogue amount as the store shows it to consumers: with its tax where the store's prices
 * include tax (Japan), as is elsewhere. A gift card is stored value, never taxed, so it shows as is.
 */
export async function shownPriceOf(catalogue: Catalogue, typeId: string): Promise<(net: Decimal) => Decimal> {
  const percent = typeId === 'giftcard' ? null : await catalogue.shownTaxPercent();
  if (!percent || percent.isZero()) return (net) => net;
  const digits = currencyDigits(catalogue.store.currency);
  return (net) => withIncludedTax(net, percent, digits);
}
