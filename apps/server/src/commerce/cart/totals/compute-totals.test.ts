import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { computeTotals, spread, type PricedLine, type RuleForTotals } from './compute-totals.ts';

const d = (v: string | number) => new Decimal(v);
const line = (id: number, unit: string, qty: number, sku = `SKU${id}`): PricedLine => ({
  id,
  qty: d(qty),
  unitPrice: d(unit),
  originalUnitPrice: d(unit),
  skus: [sku],
  isVirtual: false,
  storedValue: false,
  weight: d(1),
  error: null,
});
const rule = (over: Partial<RuleForTotals>): RuleForTotals => ({
  id: 1,
  label: 'Sale',
  conditions: {},
  actionType: 'by_percent',
  discountAmount: d(10),
  maxDiscountQty: null,
  actionSkus: null,
  stopRulesProcessing: false,
  ...over,
});

describe('cart totals', () => {
  it('adds rows exactly, with no float drift', () => {
    const t = computeTotals({ currency: 'USD', digits: 2, lines: [line(1, '0.1', 3), line(2, '0.2', 1)], rules: [], taxRates: [], shipping: d(0) });
    expect(t.subtotal).toBe('0.5');
    expect(t.grandTotal).toBe('0.5');
  });

  it('takes discounts before tax, rounding tax per row and rate (Quebec GST and QST)', () => {
    const t = computeTotals({
      currency: 'CAD',
      digits: 2,
      lines: [line(1, '19.99', 3)],
      rules: [rule({ discountAmount: d(10) })],
      taxRates: [
        { title: 'GST', rate: d(5), appliesToShipping: true },
        { title: 'QST', rate: d('9.975'), appliesToShipping: true },
      ],
      shipping: d(0),
    });
    // 59.97 − 6.00 = 53.97; GST 2.70 (2.6985), QST 5.38 (5.3835…)
    expect(t).toMatchObject({ subtotal: '59.97', discountTotal: '6', taxTotal: '8.08', grandTotal: '62.05' });
    expect(t.taxes).toEqual([
      { label: 'GST', rate: '5', amount: '2.7' },
      { label: 'QST', rate: '9.975', amount: '5.38' },
    ]);
  });

  it('spreads a fixed cart discount by row totals and never below zero', () => {
    expect(spread(d(10), [d(30), d(60), d(10)], 2).map(String)).toEqual(['3', '6', '1']);
    const t = computeTotals({
      currency: 'USD',
      digits: 2,
      lines: [line(1, '5', 1), line(2, '10', 1)],
      rules: [rule({ actionType: 'cart_fixed', discountAmount: d(100) })],
      taxRates: [],
      shipping: d(0),
    });
    expect(t.grandTotal).toBe('0');
    expect(t.discountTotal).toBe('15');
  });

  it('applies conditions, sku targets, per-unit caps and stop-processing', () => {
    const lines = [line(1, '100', 2, 'MAT'), line(2, '20', 3, 'STICKS')];
    const t = computeTotals({
      currency: 'USD',
      digits: 2,
      lines,
      rules: [
        rule({
          id: 1,
          label: 'Sticks half price',
          conditions: { anySku: ['MAT'] },
          actionSkus: ['STICKS'],
          discountAmount: d(50),
          maxDiscountQty: d(1),
          stopRulesProcessing: true,
        }),
        rule({ id: 2, label: 'Never', discountAmount: d(90) }),
        rule({ id: 3, label: 'Too big', conditions: { minSubtotal: '1000' } }),
      ],
      taxRates: [],
      shipping: d(0),
    });
    expect(t.discounts).toEqual([{ label: 'Sticks half price', amount: '10', appliedTo: 'ITEM' }]);
    expect(t.ruleIds).toEqual([1]);
  });

  it('rounds yen to whole units', () => {
    const t = computeTotals({
      currency: 'JPY',
      digits: 0,
      lines: [line(1, '4490', 1)],
      rules: [],
      taxRates: [{ title: '消費税', rate: d(10), appliesToShipping: true }],
      shipping: d(0),
    });
    expect(t.taxTotal).toBe('449');
    expect(t.grandTotal).toBe('4939');
  });

  it('never taxes a gift card bought (stored value), while the goods beside it are taxed', () => {
    const card = { ...line(2, '50', 1, 'GIFT'), isVirtual: true, storedValue: true };
    const t = computeTotals({
      currency: 'USD',
      digits: 2,
      lines: [line(1, '100', 1), card],
      rules: [],
      taxRates: [{ title: 'NY sales tax', rate: d('8.875'), appliesToShipping: false }],
      shipping: d(0),
    });
    expect(t.taxTotal).toBe('8.88');
    expect(t.items['2']).toMatchObject({ tax: '0', taxPercent: '0', rowTotalInclTax: '50', priceInclTax: '50' });
    expect(t.grandTotal).toBe('158.88');
  });

  it('never discounts a gift card bought: a 10 % coupon takes 10 % of the goods only', () => {
    const card = { ...line(2, '25', 1, 'GIFT'), isVirtual: true, storedValue: true };
    const t = computeTotals({
      currency: 'USD',
      digits: 2,
      lines: [line(1, '39.98', 1), card],
      rules: [rule({ actionType: 'by_percent', discountAmount: d(10) })],
      taxRates: [],
      shipping: d(0),
    });
    expect(t.discountTotal).toBe('4');
    expect(t.items['2']).toMatchObject({ discount: '0' });
    expect(t.grandTotal).toBe('60.98');
  });
});
