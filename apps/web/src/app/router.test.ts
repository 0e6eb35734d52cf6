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
});
