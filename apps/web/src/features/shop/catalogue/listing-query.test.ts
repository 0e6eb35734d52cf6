import { describe, expect, it } from 'vitest';
import { listingParams, parseListingQuery, productFilterOf, toggleFilter } from './listing-query';

describe('listing query in the URL', () => {
  it('defaults to position ascending for categories and name ascending for search (spec 001 §9)', () => {
    expect(parseListingQuery(new URLSearchParams(''), 'category').sort).toEqual({ field: 'position', direction: 'ASC' });
    expect(parseListingQuery(new URLSearchParams('q=ball'), 'search').sort).toEqual({ field: 'name', direction: 'ASC' });
    expect(parseListingQuery(new URLSearchParams('sort=relevance-DESC'), 'category').sort.field).toBe('position');
  });

  it('reads back what it writes, leaving defaults out', () => {
    const query = { page: 2, sort: { field: 'price' as const, direction: 'DESC' as const }, filters: { brand: ['7', '8'], price: ['0_100'] } };
    const params = listingParams(query, 'category');
    expect(params.toString()).toBe('brand=7&brand=8&price=0_100&sort=price-DESC&page=2');
    expect(parseListingQuery(params, 'category')).toEqual(query);
    expect(listingParams({ page: 1, sort: { field: 'name', direction: 'ASC' }, filters: {} }, 'search', 'drvier').toString()).toBe('q=drvier');
  });

  it('goes back to the first page when a filter changes', () => {
    const next = toggleFilter({ page: 3, sort: { field: 'position', direction: 'ASC' }, filters: { brand: ['7'] } }, 'brand', '7');
    expect(next).toEqual({ page: 1, sort: { field: 'position', direction: 'ASC' }, filters: {} });
  });

  it('sends price buckets as one range and other values as eq or in', () => {
    expect(productFilterOf({ price: ['100_200', '0_100'], brand: ['7'], hand: ['1', '2'] })).toEqual({
      price: { from: '0', to: '200' },
      brand: { eq: '7' },
      hand: { in: ['1', '2'] },
    });
  });
});
