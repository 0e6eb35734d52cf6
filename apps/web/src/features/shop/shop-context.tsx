import { createContext, useContext } from 'react';
import type { SharedState } from '@/lib/store/shared-state';
import { shopCredentials, type Shop } from '@/lib/api/commerce-api';
import { SHOP_BASES, shopPlaceOf, type ShopPlace } from '@/lib/shop-place';

export { SHOP_BASES, shopPlaceOf, type ShopPlace } from '@/lib/shop-place';

export const ShopContext = createContext<ShopPlace>({ shop: 'main', base: SHOP_BASES.main });

export const useShopPlace = () => useContext(ShopContext);

/** The shop of the address opened, when its customer is signed in to it (its cart can be read); for a screen's PrefetchData. */
export function signedInShopAt(pathname: string, user: SharedState['user']): Shop | null {
  const { shop } = shopPlaceOf(pathname);
  return shopCredentials(user, shop).token ? shop : null;
}

/**
 * A link of server content ("/shop/product/x", "/pro-shop/gift-guide") inside the shop being
 * shown; other addresses are left as they are.
 */
export function shopHref(base: string, href: string): string {
  if (href.startsWith('/shop/') || href === '/shop') return `${base}${href.slice('/shop'.length)}`;
  const pro = /^\/pro-shop\/([a-z0-9-]+)/.exec(href);
  if (pro) return `${base}/pro/${pro[1]}`;
  return href;
}

export const productPath = (base: string, urlKey: string) => `${base}/product/${encodeURIComponent(urlKey)}`;
export const categoryPath = (base: string, category: { id: number; category_custom_url?: string | null }) =>
  category.category_custom_url ? shopHref(base, category.category_custom_url) : `${base}/category/${category.id}`;
