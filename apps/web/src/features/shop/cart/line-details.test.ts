import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart-types';
import { lineDetails, quantityProblem } from './line-details';

const base: CartLine = {
  __typename: 'SimpleCartItem',
  uid: 'u1',
  id: '1',
  quantity: 1,
  is_available: true,
  errors: null,
  product: { sku: 'X', name: 'X', url_key: null, small_image: null, stock_status: 'IN_STOCK', only_x_left_in_stock: null },
  prices: null,
};

describe('lineDetails', () => {
  it('lists configurable choices, bundle selections, custom options and gift card fields in order', () => {
    const line: CartLine = {
      ...base,
      configurable_options: [{ option_label: 'Size', value_label: 'M' }],
      bundle_options: [
        {
          label: 'Golf balls',
          values: [
            { label: 'Tour balls', quantity: 2 },
            { label: 'Tee pack', quantity: 1 },
          ],
        },
      ],
      customizable_options: [
        { label: 'Plan', values: [{ label: 'Monthly', value: 'Monthly' }] },
        { label: 'Empty', values: [] },
      ],
      recipient_email: 'friend@example.com',
      message: null,
    };
    expect(lineDetails(line, (key) => `gift.${key}`)).toEqual([
      { label: 'Size', value: 'M' },
      { label: 'Golf balls', value: '2 × Tour balls, Tee pack' },
      { label: 'Plan', value: 'Monthly' },
      { label: 'gift.recipient_email', value: 'friend@example.com' },
    ]);
  });
});

describe('quantityProblem', () => {
  it('accepts a number of at least one within stock', () => {
    expect(quantityProblem('2', 5)).toBeNull();
    expect(quantityProblem(' 1.5 ', null)).toBeNull();
  });
  it('refuses text, zero and more than the stock', () => {
    expect(quantityProblem('', null)).toBe('notNumber');
    expect(quantityProblem('two', null)).toBe('notNumber');
    expect(quantityProblem('-1', null)).toBe('notNumber');
    expect(quantityProblem('0', null)).toBe('belowOne');
    expect(quantityProblem('6', 5)).toBe('aboveStock');
  });
});
