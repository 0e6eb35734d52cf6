import type { Locale, SubscriptionView } from '@golf/contracts';
import type { Db } from '../../platform/db/index.ts';
import { catalogueTextsIn } from '../catalogue/index.ts';
import type { subscriptions } from './subscriptions.tables.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The value id a chosen option uid names ("custom-option/5/12" → 12). */
const valueIdOf = (uid: string) => Number(/^custom-option\/\d+\/(\d+)$/.exec(uid)?.[1] ?? NaN);

/**
 * A subscription's product and plan in the reader's language, from the catalogue's texts (the row
 * keeps them as the order line did, in the store's default language); as stored where none exists.
 */
export async function inReadersLanguage(db: Db, read: { row: SubscriptionRow; view: SubscriptionView }[], locale: Locale): Promise<SubscriptionView[]> {
  if (locale === 'en') return read.map((r) => r.view);
  const productIds = read.flatMap((r) => r.view.quote.items.flatMap((i) => i.product_id ?? []));
  const valueIds = read.flatMap((r) => r.row.items.flatMap((i) => i.selected.map(valueIdOf))).filter(Number.isInteger);
  const texts = await catalogueTextsIn(db, locale, { productIds, valueIds });
  return read.map(({ row, view }) => {
    const items = view.quote.items.map((item, n) => {
      const chosen = row.items[n]?.selected.map(valueIdOf).flatMap((id) => texts.values.get(id) ?? []) ?? [];
      return chosen.length ? { ...item, option: chosen.join(', ') } : item;
    });
    const first = items[0];
    const name = first?.product_id ? texts.names.get(first.product_id) : undefined;
    const translated = name || first?.option !== view.quote.items[0]?.option;
    const description = translated && first ? `${name ?? first.name} (${first.option})`.slice(0, 64) : view.description;
    return { ...view, description, quote: { ...view.quote, items } };
  });
}
