import type Decimal from 'decimal.js';
import { withIncludedTax } from '../../tax/index.ts';
import type { Catalogue } from '../loaders/catalogue-context.ts';
import { currencyDigits } from './money.ts';

/** Turns a net amount into the amount shown; `key` names the rule (the tax percent it adds, or ''). */
export type ShownPrice = ((net: Decimal) => Decimal) & { key: string };

const asIs: ShownPrice = Object.assign((net: Decimal) => net, { key: '' });

/**
 * A net catalogue amount as the store shows it to consumers: with its tax where the store's prices
 * include tax (Japan), as is elsewhere. A gift card is stored value, never taxed, so it shows as is.
 */
export async function shownPriceOf(catalogue: Catalogue, typeId: string): Promise<ShownPrice> {
  const percent = typeId === 'giftcard' ? null : await catalogue.shownTaxPercent();
  if (!percent || percent.isZero()) return asIs;
  const digits = currencyDigits(catalogue.store.currency);
  return Object.assign((net: Decimal) => withIncludedTax(net, percent, digits), { key: percent.toString() });
}
