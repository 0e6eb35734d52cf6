import { describe, expect, it } from 'vitest';
import { priceStep } from '../products/aggregations.ts';
import { allowedEdits, tsqueryText, wordsOfSearch } from './search-terms.ts';

describe('search words', () => {
  it('keeps letters and digits only, so nothing typed can break the query', () => {
    expect(wordsOfSearch("TGX-100 drivers! ' | & :*")).toEqual(['tgx', '100', 'drivers']);
    expect(wordsOfSearch('ＡＦ１ ドライバー')).toEqual(['af1', 'ドライバー']);
  });

  it('allows more edits to longer words and none to numbers and short words', () => {
    expect([allowedEdits('sw'), allowedEdits('iron'), allowedEdits('dirver'), allowedEdits('2026')]).toEqual([0, 1, 2, 0]);
  });

  it('ands the words, with the last as a prefix and corrections as alternatives', () => {
    expect(tsqueryText(['tempset', 'dri'], new Map([['tempset', ['tempest']]]))).toBe('(tempset | tempest) & dri:*');
  });
});

describe('price buckets', () => {
  it('picks a round step giving at most ten buckets', () => {
    expect([priceStep(55), priceStep(549.99), priceStep(1319.99), priceStep(0)]).toEqual([10, 100, 200, 10]);
  });
});
