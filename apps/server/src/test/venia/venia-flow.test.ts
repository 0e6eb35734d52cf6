import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardToken } from '../../commerce/checkout/checkout-test-kit.ts';
import { gql, signIn, startTestApp, type TestApp } from '../harness.ts';
import { veniaDocument } from './venia-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("Venia's storefront against /graphql", () => {
  it('browses a category, opens a product, fills a cart, checks out and finds the order in the history, with its own operations', async () => {
    const session = await signIn(t.app, 'player@example.com');
    /** One of Venia's operations, sent as Apollo sends it; every step must answer without errors. */
    const venia = async (name: string, variables: object = {}, source?: string) => {
      const res = await gql(t.app, veniaDocument(name, source), { token: session.eToken, variables, store: 'US' });
      expect(res.status).toBe(200);
      expect(res.body.errors, `${name}: ${JSON.stringify(res.body.errors)}`).toBeUndefined();
      return res.body.data;
    };

    // Browse: the URL resolves to a category, whose page lists its products.
    const categoryRoute = (await venia('ResolveURL', { url: '/accessories/training-aids' })).route;
    expect(categoryRoute).toMatchObject({ __typename: 'CategoryTree', type: 'CATEGORY', relative_url: 'accessories/training-aids', redirect_code: 0 });
    const page = await venia('GetCategories', {
      id: categoryRoute.uid,
      pageSize: 12,
      currentPage: 1,
      filters: { category_uid: { eq: categoryRoute.uid } },
      sort: { position: 'ASC' },
    });
    expect(page.categories.items[0]).toMatchObject({ uid: categoryRoute.uid, meta_keywords: 'training aids, accessories' });
    const listed = page.products.items.find((p: { sku: string }) => p.sku === 'TA-SWING');
    expect(listed).toMatchObject({ __typename: 'SimpleProduct', rating_summary: 0 });

    // Product: its URL resolves to the product, whose page Venia reads by url_key.
    const productRoute = (await venia('ResolveURL', { url: `/${listed.url_key}` })).route;
    expect(productRoute).toMatchObject({ __typename: 'SimpleProduct', uid: listed.uid, type: 'PRODUCT' });
    const detail = (await venia('getProductDetailForProductPage', { urlKey: listed.url_key }, 'RootComponents/Product')).products.items[0];
    expect(detail.sku).toBe('TA-SWING');
    expect(Array.isArray(detail.custom_attributes)).toBe(true);

    // Cart: a new cart, the product added from its page, the header's count.
    const cartId = (await venia('CreateCartAfterSignIn')).cartId;
    const added = await venia('AddProductToCart', { cartId, product: { sku: 'TA-SWING', quantity: 2 } }, 'ProductFullDetail');
    expect(added.addProductsToCart.cart).toMatchObject({ total_quantity: 2, total_summary_quantity_including_config: 2 });
    expect((await venia('getItemCount', { cartId })).cart.total_summary_quantity_including_config).toBe(2);

    // Checkout: an address from the book, the offered shipping method, billing, a card, the order.
    let addresses = (await venia('GetCustomerAddresses')).customer.addresses;
    if (!addresses.length) {
      const address = {
        firstname: 'Jordan',
        lastname: 'Player',
        street: ['2 Park Plaza'],
        city: 'Irvine',
        region: { region_code: 'CA' },
        postcode: '92614',
        country_code: 'US',
        telephone: '9495550134',
      };
      await venia('CreateCustomerAddress', { address });
      addresses = (await venia('GetCustomerAddresses')).customer.addresses;
    }
    await venia('SetCustomerAddressOnCart', { cartId, addressId: addresses[0].id });
    const methods = (await venia('getSelectedAndAvailableShippingMethods', { cartId })).cart.shipping_addresses[0].available_shipping_methods;
    const method = methods[0];
    await venia('SetShippingMethod', { cartId, shippingMethod: { carrier_code: method.carrier_code, method_code: method.method_code } });
    await venia(
      'setBillingAddress',
      {
        cartId,
        firstname: 'Jordan',
        lastname: 'Player',
        street: ['2 Park Plaza', null],
        city: 'Irvine',
        regionCode: 'CA',
        postcode: '92614',
        countryCode: 'US',
        telephone: '9495550134',
      },
      'paymentInformation.gql',
    );
    const offered = (await venia('getPaymentMethods', { cartId })).cart.available_payment_methods.map((m: { code: string }) => m.code);
    expect(offered).toContain('authnetcim');
    // Venia's card form is Braintree's; this shop's card method is authnetcim (ParadoxLabs' model), set
    // through Venia's generic payment mutation with the token the browser got from the gateway.
    const card = await cardToken(t.app, '4242 4242 4242 4242');
    await venia(
      'setPaymentMethodOnCart',
      {
        cartId,
        paymentMethod: {
          code: 'authnetcim',
          authnetcim: {
            acceptjs_key: card.dataDescriptor,
            acceptjs_value: card.dataValue,
            cc_last4: card.last4,
            cc_type: card.cardType,
            cc_exp_month: 12,
            cc_exp_year: 2030,
          },
        },
      },
      'paymentMethods.gql',
    );
    const summary = (await venia('getPriceSummary', { cartId })).cart.prices;
    const orderNumber = (await venia('placeOrder', { cartId })).placeOrder.order.order_number;
    expect(orderNumber).toMatch(/^\d+$/);

    // Order history: the order, paid (so invoiced), in state processing, at the cart's total.
    const history = await venia('GetCustomerOrders', { filter: { number: { match: orderNumber } }, pageSize: 10 });
    const order = history.customer.orders.items.find((o: { number: string }) => o.number === orderNumber);
    expect(order).toMatchObject({ state: 'processing', status: 'Processing', total: { grand_total: { value: summary.grand_total.value } } });
    expect(order.invoices).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ product_sku: 'TA-SWING', quantity_ordered: 2 });
  });
});
