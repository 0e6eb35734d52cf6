import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, gql, startTestApp, type TestApp } from '../../test/harness.ts';
import { clubCustomer, CONVERT, convert, copyOrder, type ClubCustomer } from './club-orders-test-kit.ts';

let t: TestApp;
let jordan: ClubCustomer;
let shota: ClubCustomer;
beforeAll(async () => {
  t = await startTestApp();
  jordan = await clubCustomer(t.app);
  shota = await clubCustomer(t.app, 'player.jp@example.com', 'JP');
});
afterAll(() => t.close());

const LIST =
  '{ listCustomClubOrder(customer_token: $t, store_code: $s) { id status deposit deposit_due balance total customClubItems { groupId sessionId type selected isTecfitSession options { code option_title option_value_title } } } }';
const SESSIONS = '{ listTecfitSession(customer_token: $t, store_code: $s) { session_id type created clubs custom_club_ids } }';
const q = (body: string) => `query($t: String, $s: String) ${body}`;

describe('custom club orders', () => {
  it('lists the customer’s orders in each state with their clubs, and the sessions they came from', async () => {
    const res = await jordan.gql(q(LIST));
    const orders = res.body.data.listCustomClubOrder;
    expect(orders.map((o: { id: string; status: string }) => `${o.id}:${o.status}`).sort()).toEqual([
      'CC100001:pending',
      'CC100002:pending',
      'CC100003:pending',
      'CC100004:ordered',
      'CC100005:financed',
      'CC100006:shipped',
      'CC100008:pending',
    ]);
    const full = orders.find((o: { id: string }) => o.id === 'CC100001');
    expect(full.customClubItems).toHaveLength(7);
    expect(full.customClubItems[0]).toMatchObject({
      groupId: 1,
      type: 'driver',
      selected: true,
      isTecfitSession: true,
      options: [
        { code: 'head_model', option_title: 'Head', option_value_title: 'Qi10 Max 10.5°' },
        { code: 'shaft_model', option_title: 'Shaft' },
        { code: 'grip_model', option_title: 'Grip' },
      ],
    });
    // Subtotal 629 + 5 × 189 + 199 = 1773; deposit 30 % = 531.90; balance 1241.10.
    expect(full).toMatchObject({ deposit: '531.90', deposit_due: '531.90', balance: '1241.10', total: '1773.00' });
    const sessions = (await jordan.gql(q(SESSIONS))).body.data.listTecfitSession;
    expect(sessions.length).toBe(3);
    expect(sessions.find((s: { custom_club_ids: string[] }) => s.custom_club_ids.includes('CC100001')).type).toBe('driver');
    // The bearer token and Store header work as well as the arguments.
    const viaHeader = await call(t.app, {
      method: 'POST',
      url: '/graphql',
      token: jordan.token,
      headers: { store: 'US' },
      payload: { query: '{ listCustomClubOrder { id } }' },
    });
    expect(viaHeader.body.data.listCustomClubOrder).toHaveLength(7);
    // Another customer sees only theirs; a bad token is refused.
    expect((await shota.gql(q(LIST))).body.data.listCustomClubOrder.map((o: { id: string }) => o.id)).toEqual(['CC200001']);
    expect((await jordan.gql(q(LIST), { t: 'not-a-token' })).body.errors[0].extensions.category).toBe('graphql-authorization');
  });

  it('shows one order to its player in the portal; another player’s is not found and a deleted one answers 1002', async () => {
    const mine = await call(t.app, { method: 'GET', url: '/api/v3/tecfit/custom-club?id=CC100001&storeCode=US', token: jordan.access });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ id: 'CC100001', storeCode: 'US', orderStoreCode: 'US', center_name: expect.any(String), is_pickup: true });
    expect((await call(t.app, { method: 'GET', url: '/api/v3/tecfit/custom-club?id=CC200001', token: jordan.access })).status).toBe(404);
    const deleted = await call(t.app, { method: 'GET', url: '/api/v3/tecfit/custom-club?id=CC100007', token: jordan.access });
    expect(deleted.body.code).toBe(1002);
    expect((await call(t.app, { method: 'GET', url: '/api/v3/tecfit/custom-club', token: jordan.access })).body.field).toBe('id');
  });

  it('names the clubs, heads, shafts and grips in the reader’s language, the attributes by code', async () => {
    const clubIn = async (language: string) =>
      (
        await call(t.app, {
          method: 'GET',
          url: '/api/v3/tecfit/custom-club?id=CC100001&storeCode=US',
          token: jordan.access,
          headers: { 'accept-language': language },
        })
      ).body.data.customClubItems[0];
    const inLanguage = async (language: string) => (await clubIn(language)).options;
    expect((await clubIn('ja')).product_name).toBe('カスタムドライバー');
    expect((await clubIn('en')).product_name).toBe('Custom driver');
    expect(await inLanguage('ja')).toEqual([
      { code: 'head_model', option_title: 'Head', option_value_title: 'Qi10 MAX ドライバー 10.5°' },
      { code: 'shaft_model', option_title: 'Shaft', option_value_title: 'ベンタス ブルー 6 S' },
      { code: 'grip_model', option_title: 'Grip', option_value_title: 'ツアーベルベット スタンダード' },
    ]);
    // A language without a name of its own reads the English one.
    expect((await inLanguage('fr-CA,fr;q=0.9')).map((o: { option_value_title: string }) => o.option_value_title)).toEqual([
      'Qi10 Max 10.5°',
      'Ventus Blue 6 S',
      'Tour Velvet standard',
    ]);
    expect((await inLanguage('en-US')).map((o: { option_value_title: string }) => o.option_value_title)).toEqual([
      'Qi10 Max 10.5°',
      'Ventus Blue 6 S',
      'Tour Velvet Standard',
    ]);
    // The club order calls of the shop read the store view's language too: a club no longer sold is named in Japanese.
    const broken = await gql(t.app, CONVERT, { token: jordan.token, store: 'US', language: 'ja', variables: { i: 'CC100002' } });
    expect(broken.body.data.convertCustomClubToCart.club_errors[0].product_name).toBe('カスタムドライバー');
    expect(broken.body.data.convertCustomClubToCart.club_errors[0].options_data).toEqual([
      { code: 'shaft_model', option_title: 'Shaft', option_value_title: 'HZRDUS ブラック 70 X（販売終了）' },
    ]);
  });

  it('converts the selected clubs to a quote, or names the product and attribute no longer sold', async () => {
    const id = await copyOrder(t.database.db, 'CC100001');
    const first = (await jordan.gql(CONVERT, { i: id })).body.data.convertCustomClubToCart;
    expect(first).toMatchObject({ quote_id: expect.stringMatching(/^[\w-]{32}$/), customer_token: jordan.token, club_errors: [] });
    // Converting again keeps the same quote.
    expect((await jordan.gql(CONVERT, { i: id })).body.data.convertCustomClubToCart.quote_id).toBe(first.quote_id);

    const broken = (await jordan.gql(CONVERT, { i: 'CC100002' })).body.data.convertCustomClubToCart;
    expect(broken.quote_id).toBeNull();
    expect(broken.club_errors).toEqual([
      {
        club_club_type: 'driver',
        club_group_number: 1,
        club_product_type: 'wood',
        club_vendor: 'TaylorMade',
        product_name: 'Custom driver',
        sku: 'CUSTOM-DRIVER',
        options_data: [{ code: 'shaft_model', option_title: 'Shaft', option_value_title: 'HZRDUS Black 70 X (discontinued)' }],
      },
    ]);
    expect(broken.message).toMatch(/Custom driver: the shaft "HZRDUS Black 70 X \(discontinued\)" is no longer sold/);
  });

  it('answers the modal’s codes: 1002 deleted, 1003 paid by card, 1004 financed, 1006 shipped; another customer’s order is not found', async () => {
    const code = async (id: string, as = jordan) => (await as.gql(CONVERT, { i: id })).body.errors?.[0]?.extensions;
    expect(await code('CC100007')).toMatchObject({ error_code: 1002 });
    expect(await code('CC100004')).toMatchObject({ error_code: 1003 });
    expect(await code('CC100005')).toMatchObject({ error_code: 1004 });
    expect(await code('CC100006')).toMatchObject({ error_code: 1006 });
    const foreign = await code('CC100001', shota);
    expect(foreign).toMatchObject({ category: 'graphql-no-such-entity' });
    expect(foreign.error_code).toBeUndefined();
  });

  it('edits billing and shipping, or picks up at the center’s address', async () => {
    const id = await copyOrder(t.database.db, 'CC100002', { billingAddress: null, shippingAddress: null, isPickup: false });
    const center = await call(t.app, { method: 'GET', url: `/rest/US/V1/omni-channel/center/address?order_increment_id=${id}`, token: jordan.token });
    expect(center.body.data).toMatchObject({
      center_name: expect.stringContaining('Golf Academy'),
      address: { country_id: 'US', street: [expect.any(String)] },
    });
    const address = {
      firstname: 'Jordan',
      lastname: 'Lee',
      street: ['230 Park Ave'],
      city: 'New York',
      region: 'NY',
      postcode: '10169',
      country_id: 'us',
      telephone: '+1 212 555 0178',
    };
    const billed = await jordan.post('tecfit/omni/custom-club/edit-billing', { order_increment_id: id, address });
    expect(billed.status).toBe(200);
    expect(billed.body.data.billing_address).toMatchObject({ city: 'New York', country_id: 'US' });
    const shipped = await jordan.post('tecfit/omni/custom-club/edit-shipping', { order_increment_id: id, address: { ...address, city: 'Brooklyn' } });
    expect(shipped.body.data).toMatchObject({ is_pickup: false, shipping_address: { city: 'Brooklyn' } });
    const pickup = await jordan.post('tecfit/omni/custom-club/edit-shipping', { order_increment_id: id, is_pickup: true });
    expect(pickup.body.data).toMatchObject({ is_pickup: true, shipping_address: center.body.data.address });
    const bad = await jordan.post('tecfit/omni/custom-club/edit-billing', { order_increment_id: id, address: { ...address, street: [] } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toMatch(/street/);
    expect((await jordan.post('tecfit/omni/custom-club/edit-shipping', { order_increment_id: id })).body.field).toBe('address');
    expect((await shota.post('tecfit/omni/custom-club/edit-billing', { order_increment_id: id, address })).status).toBe(404);
    expect((await jordan.post('tecfit/omni/custom-club/edit-billing', { order_increment_id: id, address }, 'not-a-token')).status).toBe(401);
    expect((await jordan.post('tecfit/omni/custom-club/edit-billing', { order_increment_id: 'CC200001', address })).status).toBe(404);
    expect((await jordan.post('tecfit/omni/custom-club/edit-billing', { order_increment_id: 'CC100004', address })).body.code).toBe(1003);
    expect((await call(t.app, { method: 'GET', url: '/rest/US/V1/omni-channel/center/address' })).status).toBe(401);
  });

  // Each refusal carries a stable reason, so the deposit dialog words it in the reader's language.
  it('checks a coupon and a gift code against the deposit without spending them', async () => {
    const id = await copyOrder(t.database.db, 'CC100001');
    const mask = await convert(jordan, id);
    const golf10 = await jordan.post('tecfit/deposit/coupon/check', { coupon_code: 'golf10', order_increment_id: id, mask_id: mask });
    expect(golf10.body.data).toMatchObject({
      is_valid: true,
      reason: null,
      coupon_code: 'GOLF10',
      discount: '53.19',
      deposit: '531.90',
      deposit_due: '478.71',
    });
    const fixed = await jordan.post('tecfit/deposit/coupon/check', { coupon_code: 'FITTING50', order_increment_id: id });
    expect(fixed.body.data).toMatchObject({ is_valid: true, discount: '50.00', deposit_due: '481.90' });
    // A coupon with item conditions gives nothing on a deposit; an unknown one is not valid.
    expect((await jordan.post('tecfit/deposit/coupon/check', { coupon_code: 'SAVE20', order_increment_id: id })).body.data).toMatchObject({
      is_valid: false,
      reason: 'coupon_not_for_deposit',
      discount: '0.00',
    });
    expect((await jordan.post('tecfit/deposit/coupon/check', { coupon_code: 'NOPE', order_increment_id: id })).body.data).toMatchObject({
      is_valid: false,
      reason: 'coupon_invalid',
      message: "The coupon code isn't valid. Verify the code and try again.",
    });
    expect((await jordan.post('tecfit/deposit/coupon/check', { coupon_code: 'GOLF10', order_increment_id: id, mask_id: 'other' })).body.field).toBe('mask_id');
    // Not converted yet: the quote is missing.
    const fresh = await copyOrder(t.database.db, 'CC100001');
    expect((await jordan.post('tecfit/deposit/coupon/check', { coupon_code: 'GOLF10', order_increment_id: fresh })).status).toBe(422);

    const gift = await jordan.post('tecfit/deposit/gift-code/check', { gift_code: 'gift-fit-100', order_increment_id: id, mask_id: mask });
    expect(gift.body.data).toMatchObject({ is_valid: true, reason: null, gift_code_type: 'giftvoucher', balance: '100.00', usable_amount: '100.00' });
    expect((await jordan.post('tecfit/deposit/gift-code/check', { gift_code: 'GIFT-FIT-EMPTY', order_increment_id: id })).body.data).toMatchObject({
      is_valid: false,
      reason: 'gift_spent',
      message: 'This gift code has no balance left.',
    });
    expect((await jordan.post('tecfit/deposit/gift-code/check', { gift_code: 'GIFT-JP-10000', order_increment_id: id })).body.data).toMatchObject({
      is_valid: false,
      reason: 'gift_other_store',
      message: 'This gift code cannot be used in this store.',
    });
    expect((await jordan.post('tecfit/deposit/gift-code/check', { gift_code: 'NO-SUCH-GIFT', order_increment_id: id })).body.data).toMatchObject({
      is_valid: false,
      reason: 'gift_invalid',
    });
    expect((await jordan.post('tecfit/deposit/gift-code/check', { gift_code: '', order_increment_id: id })).body.field).toBe('gift_code');
    expect((await jordan.post('tecfit/deposit/gift-code/check', { gift_code: 'GIFT-FIT-100', order_increment_id: 'CC200001' })).status).toBe(404);
  });

  it('deletes an unpaid order once; a paid one answers its code', async () => {
    const id = await copyOrder(t.database.db, 'CC100001');
    await convert(jordan, id);
    const deleted = await jordan.post('tecfit/payment/delete-order', { order_increment_id: id });
    expect(deleted.body).toMatchObject({ code: 0, data: { deleted: true, order_increment_id: id } });
    expect((await jordan.post('tecfit/payment/delete-order', { order_increment_id: id })).body.code).toBe(1002);
    expect((await jordan.gql(CONVERT, { i: id })).body.errors[0].extensions.error_code).toBe(1002);
    expect((await jordan.post('tecfit/payment/delete-order', { order_increment_id: 'CC100005' })).body.code).toBe(1004);
    expect((await jordan.post('tecfit/payment/delete-order', { order_increment_id: 'CC200001' })).status).toBe(404);
    expect((await jordan.post('tecfit/payment/delete-order', {})).body.field).toBe('order_increment_id');
  });
});

describe('payment configuration', () => {
  it('offers financing through the local lender and names the card gateway for the store', async () => {
    const general = await call(t.app, { method: 'GET', url: '/api/affirm-payment/config' });
    expect(general.body.data).toMatchObject({ isActive: true, provider: 'local-lender', minOrderTotal: '50.00', maxOrderTotal: '17500.00', order: null });
    expect(general.body.data.plans.map((p: { months: number }) => p.months)).toEqual([3, 6, 12]);
    const forOrder = await call(t.app, { method: 'GET', url: '/rest/US/V1/affirm-payment/config?order_increment_id=CC100001', token: jordan.token });
    expect(forOrder.body.order).toEqual({ order_increment_id: 'CC100001', amount: '531.90', currency: 'USD', eligible: true });
    expect(forOrder.body.plans[0]).toEqual({ months: 3, apr: 0, monthlyPayment: '177.30' });
    // Without the customer's token the order stays private.
    expect((await call(t.app, { method: 'GET', url: '/rest/US/V1/affirm-payment/config?order_increment_id=CC100001' })).body.order).toBeNull();
    const square = await call(t.app, { method: 'GET', url: '/rest/US/V1/square-payment/config?order_increment_id=CC100001' });
    expect(square.body).toMatchObject({ isActive: false, cardGateway: { code: 'authnetcim', tokenizeUrl: '/payments/sandbox/tokens', threeDSecure: true } });
    expect((await call(t.app, { method: 'GET', url: '/rest/XX/V1/affirm-payment/config' })).status).toBe(404);
  });
});
