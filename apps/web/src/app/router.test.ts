import { describe, expect, it, vi } from 'vitest';
import type { PrefetchContext } from '@/lib/lazy-with-retry';
import { preloadRouteChunks } from './router';
import { makeStore } from './store';

// Which screen modules were loaded (a mocked module runs its factory when it is first imported),
// and which screens' data prefetches ran, with what route parameters.
const { loaded, prefetched, screen } = vi.hoisted(() => {
  const loaded = new Set<string>();
  const prefetched: [string, Readonly<Record<string, string | undefined>>][] = [];
  const screen = (name: string) => () => {
    loaded.add(name);
    return { default: () => null, prefetchData: ({ params }: PrefetchContext) => prefetched.push([name, params]) };
  };
  return { loaded, prefetched, screen };
});
vi.mock('@/features/shop/cart/cart-page', screen('cart'));
vi.mock('@/features/shop/product/product-page', screen('product'));
vi.mock('@/features/shop/checkout/checkout-page', screen('checkout'));
vi.mock('@/features/lessons/appointments-page', screen('lessons'));

describe('the chunks of the screen opened by its address, asked for while the app starts', () => {
  it('include a shop screen below the shop, not only the shop around it', { timeout: 60_000 }, async () => {
    // The shop's chunk, then (only once it is in) the screen's: both awaited.
    await preloadRouteChunks('/shop/cart');
    expect(loaded).toContain('cart');
    await preloadRouteChunks('/launch-monitor-shop/product/apex-forge-tour-golf-balls-dozen');
    expect(loaded).toContain('product');
    expect(loaded).not.toContain('checkout');
  });

  it('include a screen of the layout', { timeout: 60_000 }, async () => {
    await preloadRouteChunks('/lessons');
    expect(loaded).toContain('lessons');
  });

  it("answer the screen's data prefetch with its own route's parameters, below the shop too", { timeout: 60_000 }, async () => {
    const prefetches = await preloadRouteChunks('/launch-monitor-shop/product/apex-forge-tour-golf-balls-dozen');
    const dispatch = vi.fn();
    prefetches.forEach((prefetch) => prefetch({ dispatch, state: makeStore().store.getState() }));
    expect(prefetched).toContainEqual(['product', { urlKey: 'apex-forge-tour-golf-balls-dozen' }]);
    // The app frame's (the profile and the unread count; no cart without the shop's token) and the shop frame's menu.
    expect(dispatch).toHaveBeenCalledTimes(3);
  });
});
