import { describe, expect, it } from 'vitest';
import type { BundleDetail, ConfigurableDetail, GiftCardDetail, PriceRange, ProductDetail, Variant } from '../catalogue/types';
import { availableValues, cartItemOf, chooseValue, chosenVariant, initialSelection, isSinglePrice, missingChoices, shownFor } from './selection';

const range = (value: number, max = value): PriceRange => ({
  minimum_price: { regular_price: { value, currency: 'USD' }, final_price: { value, currency: 'USD' }, discount: null },
  maximum_price: { regular_price: { value: max, currency: 'USD' }, final_price: { value: max, currency: 'USD' }, discount: null },
});

// The fixtures are the generated PRODUCT answer's variants, each with every field it asks for.
const base: Extract<ProductDetail, { __typename: 'SimpleProduct' }> = {
  __typename: 'SimpleProduct',
  uid: 'MQ==',
  id: 1,
  sku: 'P',
  name: 'P',
  url_key: 'p',
  stock_status: 'IN_STOCK',
  small_image: null,
  price_range: range(100),
  type_id: 'simple',
  description: null,
  short_description: null,
  special_price: null,
  only_x_left_in_stock: null,
  price_tiers: [],
  media_gallery: [],
  golf_product_tags: [],
  golf_product_holes_number: null,
  categories: [],
  related_products: [],
  upsell_products: [],
  options: null,
};

const variant = (hand: number, flex: number, price: number, stock: 'IN_STOCK' | 'OUT_OF_STOCK' = 'IN_STOCK'): Variant => ({
  attributes: [
    { code: 'hand', value_index: hand, label: String(hand) },
    { code: 'flex', value_index: flex, label: String(flex) },
  ],
  product: {
    sku: `V-${hand}-${flex}`,
    uid: 'x',
    stock_status: stock,
    only_x_left_in_stock: null,
    price_range: range(price),
    price_tiers: [{ quantity: 3, final_price: { value: price - 10, currency: 'USD' }, discount: null }],
    media_gallery: [],
  },
});

// Right (10) / Left (11) × Regular (20) / Stiff (21); Left-Stiff is sold out, graphite dearer.
const driver: ConfigurableDetail = {
  ...base,
  __typename: 'ConfigurableProduct',
  sku: 'DRV',
  price_range: range(500, 620),
  configurable_options: [
    { attribute_code: 'hand', label: 'Hand', position: 0, values: [10, 11].map((v) => ({ value_index: v, uid: null, label: String(v), swatch_data: null })) },
    { attribute_code: 'flex', label: 'Flex', position: 1, values: [20, 21].map((v) => ({ value_index: v, uid: null, label: String(v), swatch_data: null })) },
  ],
  variants: [variant(10, 20, 500), variant(10, 21, 620), variant(11, 20, 500), variant(11, 21, 620, 'OUT_OF_STOCK')],
};

describe('configurable selection', () => {
  it('picks the variant only when every attribute is chosen', () => {
    expect(chosenVariant(driver, { hand: 10 })).toBeNull();
    expect(chosenVariant(driver, { hand: 10, flex: 21 })?.product.sku).toBe('V-10-21');
  });

  it('disables the values that lead only to sold-out variants', () => {
    const flex = driver.configurable_options![1]!;
    expect([...availableValues(driver, {}, flex)].sort()).toEqual([20, 21]);
    expect([...availableValues(driver, { hand: 11 }, flex)]).toEqual([20]);
    expect([...availableValues(driver, { flex: 21 }, driver.configurable_options![0]!)]).toEqual([10]);
  });

  it('drops a choice the new one makes impossible', () => {
    expect(chooseValue(driver, { hand: 10, flex: 21 }, 'hand', 11)).toEqual({ hand: 11 });
    expect(chooseValue(driver, { hand: 10, flex: 20 }, 'hand', 11)).toEqual({ hand: 11, flex: 20 });
  });

  it("shows the product's price range until a variant is chosen, then the variant's price and tiers", () => {
    const selection = initialSelection(driver);
    expect(isSinglePrice(shownFor(driver, selection).priceRange)).toBe(false);
    const shown = shownFor(driver, { ...selection, configurable: { hand: 10, flex: 21 } });
    expect(shown.priceRange.minimum_price.final_price.value).toBe(620);
    expect(shown.tiers[0]?.final_price.value).toBe(610);
    expect(isSinglePrice(shown.priceRange)).toBe(true);
  });

  it('adds the variant with its parent sku, and asks for what is missing first', () => {
    const selection = initialSelection(driver);
    expect(missingChoices(driver, { ...selection, configurable: { hand: 10 } })).toEqual([{ kind: 'attribute', title: 'Flex' }]);
    expect(cartItemOf(driver, { ...selection, configurable: { hand: 10, flex: 20 }, qty: 2 })).toEqual({ sku: 'V-10-20', parent_sku: 'DRV', quantity: 2 });
  });
});

const membership: Extract<ProductDetail, { __typename: 'VirtualProduct' }> = {
  ...base,
  __typename: 'VirtualProduct',
  sku: 'MEM',
  options: [
    {
      __typename: 'CustomizableDropDownOption',
      uid: 'plan',
      option_id: 7,
      title: 'Plan',
      required: false,
      sort_order: 1,
      dropdown_type: { type: 'subscription' },
      choices: [
        {
          uid: 'monthly',
          option_type_id: 13,
          title: 'Monthly',
          price: 179,
          price_type: 'FIXED',
          sort_order: 1,
          subscription: { length: 1, length_unit: 'month', installment_price: 179, adjustment_price: null },
        },
      ],
    },
    {
      __typename: 'CustomizableDateOption',
      uid: 'start',
      option_id: 8,
      title: 'Start',
      required: true,
      sort_order: 2,
      entry: { price: 0, price_type: 'FIXED' },
    },
  ],
};

describe('custom options and subscriptions', () => {
  it('leaves an optional plan out of a one-time purchase', () => {
    const selection = { ...initialSelection(membership), chosen: { plan: ['monthly'] }, entered: { start: '2026-12-01' } };
    expect(selection.purchase).toBe('once');
    expect(cartItemOf(membership, selection)).toEqual({ sku: 'MEM', quantity: 1, entered_options: [{ uid: 'start', value: '2026-12-01' }] });
    expect(cartItemOf(membership, { ...selection, purchase: 'subscribe' })).toEqual({
      sku: 'MEM',
      quantity: 1,
      selected_options: ['monthly'],
      entered_options: [{ uid: 'start', value: '2026-12-01' }],
    });
  });

  it('asks for a plan when subscribing, and for required entered options', () => {
    const selection = { ...initialSelection(membership), purchase: 'subscribe' as const };
    expect(missingChoices(membership, selection)).toEqual([
      { kind: 'option', title: 'Plan' },
      { kind: 'option', title: 'Start' },
    ]);
  });

  it('subscribes when the plan is required', () => {
    const required = { ...membership, options: [{ ...membership.options![0]!, required: true }] };
    expect(initialSelection(required).purchase).toBe('subscribe');
  });
});

describe('bundles and gift cards', () => {
  const bundle: BundleDetail = {
    ...base,
    __typename: 'BundleProduct',
    sku: 'BND',
    dynamic_price: true,
    price_view: 'PRICE_RANGE',
    ship_bundle_items: 'TOGETHER',
    items: [
      {
        option_id: 4,
        uid: 'b4',
        title: 'Balls',
        required: true,
        type: 'checkbox',
        position: 1,
        options: [
          {
            id: 6,
            uid: 'sel-6',
            label: 'Tour',
            quantity: 2,
            position: 1,
            is_default: true,
            price: 0,
            price_type: 'DYNAMIC',
            can_change_quantity: true,
            product: null,
          },
          {
            id: 7,
            uid: 'sel-7',
            label: 'Soft',
            quantity: 2,
            position: 2,
            is_default: false,
            price: 0,
            price_type: 'DYNAMIC',
            can_change_quantity: true,
            product: null,
          },
        ],
      },
    ],
  };

  it('starts from the defaults and sends a changed quantity as an entered option', () => {
    const selection = initialSelection(bundle);
    expect(selection.bundle).toEqual({ 4: { 6: 2 } });
    expect(cartItemOf(bundle, selection)).toEqual({ sku: 'BND', quantity: 1, selected_options: ['sel-6'] });
    expect(cartItemOf(bundle, { ...selection, bundle: { 4: { 6: 3 } } }).entered_options).toEqual([{ uid: btoa('bundle/4/6'), value: '3' }]);
    expect(missingChoices(bundle, { ...selection, bundle: { 4: {} } })).toEqual([{ kind: 'bundle', title: 'Balls' }]);
  });

  const card: GiftCardDetail = {
    ...base,
    __typename: 'GiftCardProduct',
    sku: 'GC',
    gift_type: 'dropdown',
    gift_card_type: 'virtual',
    gift_price_type: null,
    gift_value: null,
    gift_from: null,
    gift_to: null,
    gift_price: null,
    gift_dropdown: '25,50',
    allow_message: false,
    gift_templates: [{ giftcard_template_id: 2, template_name: 'Thanks', notes: null, style_color: null, text_color: null, images: [] }],
  };

  it('sends the amount, the design and the people as Magento gift card options', () => {
    const selection = initialSelection(card);
    expect(missingChoices(card, selection)).toEqual([{ kind: 'giftRecipientEmail', title: '' }]);
    const item = cartItemOf(card, { ...selection, giftCard: { ...selection.giftCard, amount: '50', recipientEmail: 'sam@example.com', message: ' Enjoy ' } });
    expect(item.selected_options).toEqual([btoa('giftcard/giftcard_amount/50'), btoa('giftcard/giftcard_template/2')]);
    expect(item.entered_options).toEqual([
      { uid: btoa('giftcard/giftcard_recipient_email'), value: 'sam@example.com' },
      { uid: btoa('giftcard/giftcard_message'), value: 'Enjoy' },
    ]);
  });

  it('says an address without a top-level domain is not valid, rather than asking for one', () => {
    const selection = { ...initialSelection(card), giftCard: { ...initialSelection(card).giftCard, amount: '50' } };
    const missing = (recipientEmail: string) => missingChoices(card, { ...selection, giftCard: { ...selection.giftCard, recipientEmail } });
    expect(missing('name@example')).toEqual([{ kind: 'giftRecipientEmailInvalid', title: 'name@example' }]);
    expect(missing('  ')).toEqual([{ kind: 'giftRecipientEmail', title: '' }]);
    expect(missing('name@example.com')).toEqual([]);
  });

  it('takes an open amount as an entered option', () => {
    const open = { ...card, gift_type: 'range', gift_from: 25, gift_to: 500 };
    const selection = initialSelection(open);
    expect(selection.giftCard.amount).toBe('custom');
    expect(missingChoices(open, { ...selection, giftCard: { ...selection.giftCard, recipientEmail: 'a@b.co' } })).toEqual([{ kind: 'giftAmount', title: '' }]);
    expect(cartItemOf(open, { ...selection, giftCard: { ...selection.giftCard, customAmount: '75' } }).entered_options?.[0]).toEqual({
      uid: btoa('giftcard/custom_giftcard_amount'),
      value: '75',
    });
  });
});
