import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, type Database } from '../../platform/db/index.ts';
import { countQueries } from '../../test/count-queries.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { countryRates, taxRatesAt, type TaxPlace } from './tax-rates.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

/** The rates of a place as a shopper reads them on a receipt: title and percent. */
const shown = (rates: Awaited<ReturnType<typeof taxRatesAt>>) => rates.map((r) => `${r.title} ${r.rate.toFixed()}`);

// The demo rates (seed/domains/checkout.seed.ts): US states, Canadian provinces (GST with QST or PST),
// New York City's and one Californian area's combined rates by postcode, Japan's consumption tax.
const cases: [string, TaxPlace, string[]][] = [
  [
    'a Manhattan postcode, written with a space, reads the city’s combined rate alone',
    { countryCode: 'US', regionCode: 'NY', postcode: '100 01' },
    ['NY Sales Tax 8.875'],
  ],
  ['upstate New York reads the state’s rate', { countryCode: 'US', regionCode: 'NY', postcode: '12207' }, ['NY Sales Tax 4']],
  ['Quebec reads GST and QST, in the order they were set', { countryCode: 'CA', regionCode: 'QC', postcode: null }, ['GST 5', 'QST 9.975']],
  ['a US place without a state reads no state’s rate', { countryCode: 'US', regionCode: null, postcode: null }, []],
  ['an empty region is no region', { countryCode: 'US', regionCode: '', postcode: '' }, []],
  ['Japan reads its consumption tax, with or without a prefecture', { countryCode: 'JP', regionCode: 'JP-13', postcode: '100-0001' }, ['消費税 10']],
];

describe('taxRatesAt, the one tax rule', () => {
  it.each(cases)('%s', async (_, place, expected) => {
    expect(shown(await taxRatesAt(database.db, place))).toEqual(expected);
  });

  it('answers the same inside a transaction, on its connection, in one statement each', async () => {
    const inside = await inTransaction(database.db, async (tx) => {
      const answers: string[][] = [];
      for (const [, place] of cases) answers.push(shown(await taxRatesAt(tx, place)));
      return answers;
    });
    expect(inside).toEqual(cases.map(([, , expected]) => expected));
    const sent = await countQueries(database, () => taxRatesAt(database.db, cases[0]![1]));
    expect(sent).toBe(1);
  });

  it('sums each country’s country-wide rates for the billing-country picker', async () => {
    const rates = new Map((await countryRates(database.db, 'goods')).map((r) => [r.countryCode, r.rate.toFixed()]));
    expect(rates.get('JP')).toBe('10');
    // Only region rows in the US and Canada: no country-wide rate to show.
    expect(rates.has('US')).toBe(false);
    expect(rates.has('CA')).toBe(false);
  });
});
