import { describe, expect, it } from 'vitest';
import { categoryPath, shopHref, shopPlaceOf } from './shop-context';

describe('shop links', () => {
  it('keeps server links inside the shop being shown', () => {
    expect(shopHref('/launch-monitor-shop', '/shop/product/lm2')).toBe('/launch-monitor-shop/product/lm2');
    expect(shopHref('/shop', '/shop/category/balls')).toBe('/shop/category/balls');
    expect(shopHref('/shop', '/pro-shop/gift-guide')).toBe('/shop/pro/gift-guide');
    expect(shopHref('/shop', 'https://example.com/x')).toBe('https://example.com/x');
  });

  it('sends a category with its own page there', () => {
    expect(categoryPath('/shop', { id: 7 })).toBe('/shop/category/7');
    expect(categoryPath('/shop', { id: 7, category_custom_url: '/pro-shop/gift-guide' })).toBe('/shop/pro/gift-guide');
  });

  it('tells the shop of a page address (the header mini cart)', () => {
    expect(shopPlaceOf('/launch-monitor-shop/cart')).toEqual({ shop: 'launchMonitor', base: '/launch-monitor-shop' });
    expect(shopPlaceOf('/launch-monitor-shop')).toEqual({ shop: 'launchMonitor', base: '/launch-monitor-shop' });
    expect(shopPlaceOf('/launch-monitor-shopping')).toEqual({ shop: 'main', base: '/shop' });
    expect(shopPlaceOf('/shop/checkout')).toEqual({ shop: 'main', base: '/shop' });
    expect(shopPlaceOf('/bags')).toEqual({ shop: 'main', base: '/shop' });
  });
});
