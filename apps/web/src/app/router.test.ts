import { describe, expect, it, vi } from 'vitest';
import { preloadRouteChunks } from './router';

// Which screen modules were loaded: a mocked module runs its factory when it is first imported.
const { loaded, screen } = vi.hoisted(() => {
  const loaded = new Set<string>();
  const screen = (name: string) => () => {
    loaded.add(name);
    return { default: () => null };
  };
  return { loaded, screen };
});
vi.mock('@/features/shop/cart/cart-page', screen('cart'));
vi.mock('@/features/shop/product/product-page', screen('product'));
vi.mock('@/features/shop/checkout/checkout-page', screen('checkout'));
vi.mock('@/features/lessons/appointments-page', screen('lessons'));

/** Waits until `name` is loaded (the chunks load one after another: the shop's, then its screen's). */
const loadedSoon = (name: string) => vi.waitFor(() => expect(loaded).toContain(name), { timeout: 5000 });

describe('the chunks of the screen opened by its address, asked for while the app starts', () => {
  it('include a shop screen below the shop, not only the shop around it', async () => {
    preloadRouteChunks('/shop/cart');
    await loadedSoon('cart');
    preloadRouteChunks('/launch-monitor-shop/product/apex-forge-tour-golf-balls-dozen');
    await loadedSoon('product');
    expect(loaded).not.toContain('checkout');
  });

  it('include a screen of the layout', async () => {
    preloadRouteChunks('/lessons');
    await loadedSoon('lessons');
  });
});
