import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart-types';
import { lineDetails, quantityProblem } from './line-details';

const base = {
  uid: 'u1',
  id: '1',
  quantity: 1,
  is_available: true,
  errors: null,
  product: { sku: 'X', name: 'X', url_key: null, small_image: null, stock_status: 'IN_STOCK', only_x_left_in_stock: null },
  prices: null,
  customizable_options: [],
} satisfies Partial<CartLine>;

const gift = (key: string) => `gift.${key}`;

describe('lineDetails', () => {
  it('lists configurable choices before custom options, and skips an option with no value', () => {
    const line: CartLine = {
      ...base,
      __typename: 'ConfigurableCartItem',
      configurable_options: [{ option_label: 'Size', value_label: 'M' }],
      customizable_options: [
        { label: 'Plan', values: [{ label: 'Monthly', value: 'Monthly' }] },
        { label: 'Empty', values: [] },
      ],
    };
    expect(lineDetails(line, gift)).toEqual([
      { label: 'Size', value: 'M' },
      { label: 'Plan', value: 'Monthly' },
    ]);
  });

  it('lists bundle selections with quantities above one', () => {
    const line: CartLine = {
      ...base,
      __typename: 'BundleCartItem',
      bundle_options: [
        {
          label: 'Golf balls',
          values: [
            { label: 'Tour balls', quantity: 2 },
            { label: 'Tee pack', quantity: 1 },
          ],
        },
      ],
    };
    expect(lineDetails(line, gift)).toEqual([{ label: 'Golf balls', value: '2 × Tour balls, Tee pack' }]);
  });

  it("lists a gift card's filled recipient fields after its custom options, labelled by the caller", () => {
    const line: CartLine = {
      ...base,
      __typename: 'GiftCardCartItem',
      amount: { value: 50, currency: 'USD' },
      customizable_options: [{ label: 'Design', values: [{ label: 'Birdie', value: '' }] }],
      recipient_name: null,
      recipient_email: 'friend@example.com',
      sender_name: null,
      message: null,
    };
    expect(lineDetails(line, gift)).toEqual([
      { label: 'Design', value: 'Birdie' },
      { label: 'gift.recipient_email', value: 'friend@example.com' },
    ]);
  });

  it('lists nothing for a simple line without options', () => {
    expect(lineDetails({ ...base, __typename: 'SimpleCartItem' }, gift)).toEqual([]);
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
