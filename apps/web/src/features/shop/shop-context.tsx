import { createContext, useContext } from 'react';
import type { Shop } from '@/lib/api/commerce-api';

/** Which shop the screens show, and where its routes start (spec 001 §1: main and launch-monitor shops). */
export interface ShopPlace {
  shop: Shop;
  base: string;
}

export const SHOP_BASES: Record<Shop, string> = { main: '/shop', launchMonitor: '/launch-monitor-shop' };

export const ShopContext = createContext<ShopPlace>({ shop: 'main', base: SHOP_BASES.main });

export const useShopPlace = () => useContext(ShopContext);

/**
 * The shop a page address belongs to, for what sits outside the shop's routes (the header's
 * mini cart): the launch-monitor shop under its base, the main shop everywhere else.
 */
export function shopPlaceOf(pathname: string): ShopPlace {
  const lm = SHOP_BASES.launchMonitor;
  const inLaunchMonitor = pathname === lm || pathname.startsWith(`${lm}/`);
  const shop: Shop = inLaunchMonitor ? 'launchMonitor' : 'main';
  return { shop, base: SHOP_BASES[shop] };
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
