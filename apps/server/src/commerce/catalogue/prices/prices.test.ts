import { describe, expect, it } from 'vitest';
import { priceForQuantity, unitPrices, type PriceRow } from './final-price.ts';
import { amount, discountOf, money, moneyOfText, todayIn } from './money.ts';
import { bundleRange, configurableRange, giftCardRange, simpleRange } from './price-range.ts';

const row = (price: string, special: Partial<PriceRow> = {}): PriceRow => ({
  productId: 1,
  price,
  specialPrice: null,
  specialFromDate: null,
  specialToDate: null,
  ...special,
});

describe('money', () => {
  it('adds cents exactly where floats drift, and rounds half up to the currency unit', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(money(amount('0.1').plus('0.2'), 'USD')).toEqual({ value: 0.3, currency: 'USD' });
    expect(money(amount('149.99').times('1.5'), 'USD').value).toBe(224.99);
    expect(money(amount('8249.5'), 'JPY').value).toBe(8250);
    expect(discountOf(amount('89.99'), amount('69.99'), 'USD')).toEqual({ amount_off: 20, percent_off: 22.22 });
  });

  it('reads a kept amount as money, rounding only what is finer than the currency’s unit', () => {
    expect(moneyOfText('19.99', 'USD')).toEqual({ value: 19.99, currency: 'USD' });
    expect(moneyOfText('-5', 'USD')).toEqual({ value: -5, currency: 'USD' });
    expect(moneyOfText('19.995', 'USD')).toEqual({ value: 20, currency: 'USD' });
    expect(moneyOfText('8249.5', 'JPY')).toEqual({ value: 8250, currency: 'JPY' });
    expect(moneyOfText('39800', 'JPY')).toEqual({ value: 39800, currency: 'JPY' });
    expect(moneyOfText('1e3', 'USD')).toEqual({ value: 1000, currency: 'USD' });
  });

  it('knows today in the store’s time zone', () => {
    const instant = new Date('2026-03-01T02:00:00Z');
    expect(todayIn('Asia/Tokyo', instant)).toBe('2026-03-01');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-02-28');
  });
});

describe('special and tier prices', () => {
  it('applies a special price only between its dates and only when lower', () => {
    const sale = row('100.00', { specialPrice: '80.00', specialFromDate: '2026-03-01', specialToDate: '2026-03-31' });
    expect(unitPrices(sale, '2026-02-28').final.toFixed(2)).toBe('100.00');
    expect(unitPrices(sale, '2026-03-31').final.toFixed(2)).toBe('80.00');
    expect(unitPrices(row('100.00', { specialPrice: '120.00' }), '2026-03-10').final.toFixed(2)).toBe('100.00');
  });

  it('charges the best price reached at the quantity', () => {
    const tiers = [
      { productId: 1, quantity: '3.0000', value: null, percentageValue: '10.00' },
      { productId: 1, quantity: '6.0000', value: '44.99', percentageValue: null },
    ];
    const ball = row('54.99');
    expect(priceForQuantity(ball, tiers, amount(2), '2026-01-01').toFixed(2)).toBe('54.99');
    expect(priceForQuantity(ball, tiers, amount(3), '2026-01-01').toFixed(3)).toBe('49.491');
    expect(priceForQuantity(ball, tiers, amount(12), '2026-01-01').toFixed(2)).toBe('44.99');
  });
});

describe('price ranges', () => {
  it('adds required options to the minimum and every option to the maximum', () => {
    const range = simpleRange(row('100.00'), '2026-01-01', [
      {
        isRequired: true,
        isMulti: false,
        values: [
          { priceType: 'FIXED', price: '10' },
          { priceType: 'PERCENT', price: '5' },
        ],
      },
      {
        isRequired: false,
        isMulti: true,
        values: [
          { priceType: 'FIXED', price: '3' },
          { priceType: 'FIXED', price: '4' },
        ],
      },
    ]);
    expect(range.minFinal.toFixed(2)).toBe('105.00');
    expect(range.maxFinal.toFixed(2)).toBe('117.00');
  });

  it('prices a configurable product over the variants that can be bought', () => {
    const range = configurableRange(
      [
        { row: row('50.00'), isSalable: false },
        { row: row('70.00'), isSalable: true },
        { row: row('90.00', { specialPrice: '60.00' }), isSalable: true },
      ],
      '2026-01-01',
    )!;
    expect([range.minFinal.toFixed(2), range.minRegular.toFixed(2), range.maxFinal.toFixed(2)]).toEqual(['60.00', '90.00', '70.00']);
    expect(configurableRange([], '2026-01-01')).toBeNull();
  });

  it('prices dynamic and fixed bundles', () => {
    const options = [
      {
        isRequired: true,
        isMulti: false,
        selections: [
          { quantity: '1', row: row('300'), priceType: 'FIXED' as const, selectionPrice: null },
          { quantity: '1', row: row('350'), priceType: 'FIXED' as const, selectionPrice: null },
        ],
      },
      { isRequired: false, isMulti: true, selections: [{ quantity: '2', row: row('55'), priceType: 'FIXED' as const, selectionPrice: null }] },
    ];
    const dynamic = bundleRange(true, null, options, '2026-01-01')!;
    expect([dynamic.minFinal.toFixed(2), dynamic.maxFinal.toFixed(2)]).toEqual(['300.00', '460.00']);
    const fixed = bundleRange(
      false,
      row('150'),
      [{ isRequired: false, isMulti: true, selections: [{ quantity: '1', row: null, priceType: 'PERCENT', selectionPrice: '50' }] }],
      '2026-01-01',
    )!;
    expect([fixed.minFinal.toFixed(2), fixed.maxFinal.toFixed(2)]).toEqual(['150.00', '225.00']);
    // A required option with nothing to sell makes the bundle unpriceable.
    expect(
      bundleRange(
        true,
        null,
        [{ isRequired: true, isMulti: false, selections: [{ quantity: '1', row: null, priceType: 'FIXED', selectionPrice: null }] }],
        '2026-01-01',
      ),
    ).toBeNull();
  });

  it('prices gift cards by value, fixed price or percentage', () => {
    const card = {
      giftType: 'dropdown' as const,
      giftPriceType: 'percent' as const,
      giftValue: null,
      giftFrom: null,
      giftTo: null,
      giftDropdown: ['25', '100'],
      giftPrice: '90',
    };
    const range = giftCardRange(card)!;
    expect([range.minRegular.toFixed(2), range.minFinal.toFixed(2), range.maxFinal.toFixed(2)]).toEqual(['25.00', '22.50', '90.00']);
    expect(giftCardRange({ ...card, giftType: 'range', giftFrom: null })).toBeNull();
  });
});
