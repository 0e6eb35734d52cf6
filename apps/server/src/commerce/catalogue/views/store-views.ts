import type { Locale } from '@golf/contracts';
import type { Store } from '../../store/index.ts';

/**
 * The languages (Magento store views) each store offers, its default view first. The Japanese store
 * is Japanese only; the Canadian stores have an English and a French view; the US stores serve the
 * four languages of the app, since their shoppers choose the app's language themselves.
 */
export const STORE_VIEWS: Readonly<Record<string, readonly Locale[]>> = {
  US: ['en', 'fr', 'ja', 'zh'],
  CA: ['en', 'fr'],
  JP: ['ja'],
  STSVEN: ['en', 'fr', 'ja', 'zh'],
  STSVCA: ['en', 'fr'],
};

/**
 * The store view a request reads: the shopper's language (the app sends it as Accept-Language) when
 * the store has a view in it, else the store's default view.
 */
export function viewLocaleOf(store: Pick<Store, 'code'>, shopperLocale: Locale | undefined): Locale {
  const views = STORE_VIEWS[store.code] ?? ['en'];
  return shopperLocale && views.includes(shopperLocale) ? shopperLocale : views[0]!;
}

const FACET_LABELS: Record<'price' | 'category', Record<Locale, string>> = {
  price: { en: 'Price', fr: 'Prix', ja: '価格', zh: '价格' },
  category: { en: 'Category', fr: 'Catégorie', ja: 'カテゴリー', zh: '类别' },
};

/** The label of a built-in layered-navigation facet in a store view's language. */
export function facetLabel(facet: 'price' | 'category', locale: string): string {
  return FACET_LABELS[facet][locale as Locale] ?? FACET_LABELS[facet].en;
}
