import type { Locale, SubscriptionView } from '@golf/contracts';
import type { Db } from '../../platform/db/index.ts';
import { catalogueTextsIn, viewLocaleOf } from '../catalogue/index.ts';
import type { subscriptions } from './subscriptions.tables.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The value id a chosen option uid names ("custom-option/5/12" → 12). */
const valueIdOf = (uid: string) => Number(/^custom-option\/\d+\/(\d+)$/.exec(uid)?.[1] ?? NaN);

type Read = { row: SubscriptionRow; view: SubscriptionView };
type Texts = Awaited<ReturnType<typeof catalogueTextsIn>>;

/**
 * A subscription's product and plan in the reader's language, from the catalogue's texts (the row
 * keeps them as the order line did, in the store's default language); as stored where none exists.
 * A store without a view in the reader's language reads in its own, as its catalogue does: the
 * Japan store's plan reads アカデミー会員 (月払い) on its English page too, never half of each.
 */
export async function inReadersLanguage(db: Db, read: Read[], locale: Locale): Promise<SubscriptionView[]> {
  const viewOf = (r: Read) => viewLocaleOf({ code: r.row.storeCode }, locale);
  // English rows keep the catalogue's own words: only other languages are looked up.
  const languages: Locale[] = [...new Set(read.map(viewOf))].filter((l) => l !== 'en');
  const texts = new Map(
    await Promise.all(
      languages.map(async (language) => {
        const rows = read.filter((r) => viewOf(r) === language);
        const productIds = rows.flatMap((r) => r.view.quote.items.flatMap((i) => i.product_id ?? []));
        const valueIds = rows.flatMap((r) => r.row.items.flatMap((i) => i.selected.map(valueIdOf))).filter(Number.isInteger);
        return [language, await catalogueTextsIn(db, language, { productIds, valueIds })] as const;
      }),
    ),
  );
  return read.map((r) => {
    const found = texts.get(viewOf(r));
    return found ? inTexts(r, found) : r.view;
  });
}

function inTexts({ row, view }: Read, texts: Texts): SubscriptionView {
  const items = view.quote.items.map((item, n) => {
    const chosen = row.items[n]?.selected.map(valueIdOf).flatMap((id) => texts.values.get(id) ?? []) ?? [];
    return chosen.length ? { ...item, option: chosen.join(', ') } : item;
  });
  const first = items[0];
  const name = first?.product_id ? texts.names.get(first.product_id) : undefined;
  const translated = name || first?.option !== view.quote.items[0]?.option;
  const description = translated && first ? `${name ?? first.name} (${first.option})`.slice(0, 64) : view.description;
  return { ...view, description, quote: { ...view.quote, items } };
}
