import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/harness.ts';
import { productBySku } from '../test-queries.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const MONEY = 'value currency';

describe('configurable products', () => {
  it('lists options with swatches and variants with their own price, stock and images', async () => {
    const driver = await productBySku(
      t.app,
      'AF-FRG-IRN',
      `__typename stock_status price_range { minimum_price { final_price { ${MONEY} } } maximum_price { final_price { ${MONEY} } } }
       ... on ConfigurableProduct {
         configurable_options { attribute_code label position values { uid label swatch_data { __typename value } } }
         variants { attributes { code label value_index uid } product { sku stock_status only_x_left_in_stock price_range { minimum_price { final_price { value } } } price_tiers { quantity } small_image { url } } }
       }`,
    );
    expect(driver.__typename).toBe('ConfigurableProduct');
    expect(driver.configurable_options.map((o: { attribute_code: string }) => o.attribute_code)).toEqual(['hand', 'shaft_material', 'flex']);
    const flex = driver.configurable_options[2];
    expect(flex.values.map((v: { label: string }) => v.label)).toEqual(['Regular', 'Stiff']);
    expect(flex.values[0].swatch_data).toEqual({ __typename: 'TextSwatchData', value: 'R' });
    expect(driver.variants).toHaveLength(8);
    const graphite = driver.variants.find((v: { attributes: { label: string }[] }) => v.attributes.some((a) => a.label === 'Graphite'));
    expect(graphite.product.price_range.minimum_price.final_price.value).toBe(1319.99);
    expect(driver.price_range.minimum_price.final_price).toEqual({ value: 1199.99, currency: 'USD' });
    expect(driver.price_range.maximum_price.final_price.value).toBe(1319.99);
  });

  it('narrows the choice as options are selected and names the chosen variant', async () => {
    const base = await productBySku(t.app, 'FL-POLO-M', '... on ConfigurableProduct { configurable_options { attribute_code values { uid label } } }');
    const size = base.configurable_options.find((o: { attribute_code: string }) => o.attribute_code === 'size');
    const colour = base.configurable_options.find((o: { attribute_code: string }) => o.attribute_code === 'color');
    const uids = [size.values.find((v: { label: string }) => v.label === 'M').uid, colour.values.find((v: { label: string }) => v.label === 'White').uid];
    const res = await gql(
      t.app,
      `query($uids: [ID!]) { products(filter: { sku: { eq: "FL-POLO-M" } }) { items { ... on ConfigurableProduct { configurable_product_options_selection(configurableOptionValueUids: $uids) { options_available_for_selection { attribute_code option_value_uids } media_gallery { url } variant { sku } } } } } }`,
      { variables: { uids } },
    );
    const selection = res.body.data.products.items[0].configurable_product_options_selection;
    expect(selection.variant?.sku ?? 'out of stock').toMatch(/^(FL-POLO-M-M-WHITE|out of stock)$/);
    expect(selection.media_gallery[0].url).toMatch(/\/polo\//);
    const swatch = await productBySku(
      t.app,
      'CC-STAND-BAG',
      '... on ConfigurableProduct { configurable_options { values { label swatch_data { __typename value } } } }',
    );
    expect(swatch.configurable_options[0].values[0]).toEqual({ label: 'Red', swatch_data: { __typename: 'ColorSwatchData', value: '#b91c1c' } });
    const bad = await gql(
      t.app,
      '{ products(filter: { sku: { eq: "FL-POLO-M" } }) { items { ... on ConfigurableProduct { configurable_product_options_selection(configurableOptionValueUids: ["bm9wZQ=="]) { variant { sku } } } } } }',
    );
    expect(bad.body.errors[0].extensions.category).toBe('graphql-input');
  });
});

describe('bundle products', () => {
  it('prices a dynamic bundle from its items and shows options with defaults and quantities', async () => {
    const bundle = await productBySku(
      t.app,
      'BND-STARTER',
      `__typename ... on BundleProduct { dynamic_price dynamic_sku dynamic_weight price_view ship_bundle_items
        items { title required type position options { label quantity can_change_quantity is_default price_type product { sku } } } }
       price_range { minimum_price { final_price { value } } maximum_price { final_price { value } } }`,
    );
    expect(bundle).toMatchObject({ __typename: 'BundleProduct', dynamic_price: true, dynamic_sku: true, ship_bundle_items: 'TOGETHER' });
    expect(bundle.items.map((i: { title: string }) => i.title)).toEqual(['Putter', 'Hybrid', 'Bag', 'Golf balls']);
    const balls = bundle.items[3];
    expect(balls.options[0]).toMatchObject({
      quantity: 2,
      can_change_quantity: true,
      is_default: true,
      price_type: 'DYNAMIC',
      product: { sku: 'AF-TOUR-BALL' },
    });
    // Cheapest putter (299.99) + cheapest hybrid (199.99); optional bag and balls add nothing to the minimum.
    expect(bundle.price_range.minimum_price.final_price.value).toBe(499.98);
    // Dearest putter 349.99 + hybrid 249.99 + bag 279.99 + both balls (2 × 54.99 + 2 × 29.99).
    expect(bundle.price_range.maximum_price.final_price.value).toBe(1049.93);
  });

  it('prices a fixed bundle from its own price and its selections’ fixed or percent prices', async () => {
    const kit = await productBySku(
      t.app,
      'BND-HOME-PRACTICE',
      '... on BundleProduct { dynamic_price price_details { main_price main_final_price } items { title options { price price_type } } } price_range { minimum_price { final_price { value } } maximum_price { final_price { value } } }',
    );
    expect(kit.dynamic_price).toBe(false);
    expect(kit.price_details.main_price).toBe(149.99);
    expect(kit.items[2].options[0]).toEqual({ price: 50, price_type: 'PERCENT' });
    expect(kit.price_range.minimum_price.final_price.value).toBe(149.99);
    // The tempo trainer adds 50% of the bundle price: 149.99 × 1.5 = 224.985, rounded half up.
    expect(kit.price_range.maximum_price.final_price.value).toBe(224.99);
  });
});

describe('gift cards', () => {
  it('shows the card type, amounts and designs', async () => {
    const card = await productBySku(
      t.app,
      'GC-EMAIL',
      '__typename ... on GiftCardProduct { gift_card_type gift_type gift_price_type gift_dropdown gift_template_ids gift_templates { template_name style_color text_color design_pattern images status } } price_range { minimum_price { final_price { value } } maximum_price { final_price { value } } }',
    );
    expect(card).toMatchObject({ __typename: 'GiftCardProduct', gift_card_type: 'virtual', gift_type: 'dropdown', gift_dropdown: '25,50,100,250' });
    expect(card.gift_templates).toHaveLength(3);
    expect(card.gift_templates[0].images[0]).toMatch(/\/media\/giftcard\/confetti\/ea580c-ffffff\.svg$/);
    expect(card.price_range.maximum_price.final_price.value).toBe(250);
    const range = await productBySku(t.app, 'GC-CARD', '... on GiftCardProduct { gift_type gift_from gift_to }', 'JP');
    expect(range).toEqual({ gift_type: 'range', gift_from: 3750, gift_to: 75000 });
    const discounted = await productBySku(
      t.app,
      'GC-LESSON-100',
      'price_range { minimum_price { regular_price { value } final_price { value } discount { amount_off percent_off } } } ... on GiftCardProduct { gift_value gift_price }',
    );
    expect(discounted.price_range.minimum_price).toEqual({
      regular_price: { value: 100 },
      final_price: { value: 90 },
      discount: { amount_off: 10, percent_off: 10 },
    });
  });
});

describe('virtual products and custom options', () => {
  it('shows lesson packs, holes and memberships whose plans are subscriptions', async () => {
    const lesson = await productBySku(t.app, 'PL-9', '__typename golf_product_holes_number use_center_section golf_product_tags { value } stock_status');
    expect(lesson).toEqual({
      __typename: 'VirtualProduct',
      golf_product_holes_number: 9,
      use_center_section: true,
      golf_product_tags: [{ value: 'on course' }, { value: 'strategy' }],
      stock_status: 'IN_STOCK',
    });
    const membership = await productBySku(
      t.app,
      'MEM-ACADEMY',
      `... on CustomizableProductInterface { options { __typename uid title required ... on CustomizableDropDownOption { option_id dropdown_type { type } value { uid title option_type_id price price_type subscription { length length_unit installment_price adjustment_price } } } } }
       price_range { minimum_price { final_price { value } } maximum_price { final_price { value } } }`,
      'CA',
    );
    const plan = membership.options[0];
    expect(plan).toMatchObject({ __typename: 'CustomizableDropDownOption', title: 'Plan', required: true, dropdown_type: { type: 'subscription' } });
    expect(plan.value[1]).toMatchObject({
      title: 'Yearly (2 months free)',
      price: 2416.99,
      price_type: 'FIXED',
      subscription: { length: 1, length_unit: 'year', installment_price: 2416.99, adjustment_price: null },
    });
    expect(membership.price_range.minimum_price.final_price.value).toBe(241.99);
  });

  it('shows entered options with their price and length limit', async () => {
    const ball = await productBySku(
      t.app,
      'AF-TOUR-BALL',
      '... on CustomizableProductInterface { options { __typename title ... on CustomizableFieldOption { product_sku value { price price_type max_characters sku uid } } } } price_tiers { quantity final_price { value } discount { percent_off } }',
    );
    expect(ball.options[0]).toMatchObject({
      __typename: 'CustomizableFieldOption',
      product_sku: 'AF-TOUR-BALL',
      value: { price: 5, price_type: 'FIXED', max_characters: 12, sku: 'PERSONALISE' },
    });
    expect(ball.price_tiers).toEqual([
      { quantity: 3, final_price: { value: 49.49 }, discount: { percent_off: 10 } },
      { quantity: 6, final_price: { value: 44.99 }, discount: { percent_off: 18.19 } },
    ]);
  });
});

describe('simple products', () => {
  it('shows special prices, stock, media with video, related and up-sell products', async () => {
    const mat = await productBySku(
      t.app,
      'TA-PUTT-MAT',
      `special_price price { regularPrice { amount { ${MONEY} } } } price_range { minimum_price { regular_price { value } final_price { value } discount { amount_off percent_off } } } stock_status`,
    );
    expect(mat.special_price).toBe(69.99);
    expect(mat.price.regularPrice.amount).toEqual({ value: 89.99, currency: 'USD' });
    expect(mat.price_range.minimum_price.discount).toEqual({ amount_off: 20, percent_off: 22.22 });
    const monitor = await productBySku(
      t.app,
      'LM2',
      'media_gallery { __typename url label position ... on ProductVideo { video_content { media_type video_provider video_url video_title } } } upsell_products { sku } related_products { sku }',
      'STSVEN',
    );
    const video = monitor.media_gallery.find((m: { __typename: string }) => m.__typename === 'ProductVideo');
    expect(video.video_content).toMatchObject({
      media_type: 'external-video',
      video_provider: 'local',
      video_url: 'http://localhost:8080/media/video/launch-monitor/111827',
    });
    expect(monitor.upsell_products).toEqual([{ sku: 'LM2-HOME' }]);
    const soldOut = await productBySku(t.app, 'FL-PRACTICE-BALL', 'stock_status only_x_left_in_stock');
    expect(soldOut).toEqual({ stock_status: 'OUT_OF_STOCK', only_x_left_in_stock: null });
    const lastOnes = await productBySku(t.app, 'NW-MALLET-PT', 'stock_status only_x_left_in_stock');
    expect(lastOnes).toEqual({ stock_status: 'IN_STOCK', only_x_left_in_stock: 2 });
  });
});
