import type { Shop } from './api/commerce-api';

/** Which shop a page belongs to, and where its routes start (spec 001 §1: main and launch-monitor shops). */
export interface ShopPlace {
  shop: Shop;
  base: string;
}

export const SHOP_BASES: Record<Shop, string> = { main: '/shop', launchMonitor: '/launch-monitor-shop' };

/**
 * The shop a page address belongs to: the launch-monitor shop under its base, the main shop
 * everywhere else. For what sits outside the shop's own routes (the header's mini cart, orders).
 */
export function shopPlaceOf(pathname: string): ShopPlace {
  const lm = SHOP_BASES.launchMonitor;
  const inLaunchMonitor = pathname === lm || pathname.startsWith(`${lm}/`);
  const shop: Shop = inLaunchMonitor ? 'launchMonitor' : 'main';
  return { shop, base: SHOP_BASES[shop] };
}
