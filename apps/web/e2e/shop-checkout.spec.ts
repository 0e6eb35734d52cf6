import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import path from 'node:path';
import { expectNoSeriousViolations } from './axe';
import { ACCOUNTS, DEMO_PASSWORD, expectHome, signIn } from './helpers';

const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');

/** The demo player's shop (main or launch monitor): its commerce token and store, through the portal's sign-in API as the app gets them. */
async function shopOf(request: APIRequestContext, which: 'main' | 'launchMonitor' = 'main') {
  const login = await request.post('/api/v2/player/login', { data: { email: ACCOUNTS.player, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const { data } = (await login.json()) as { data: { eToken: string; eStoreCode: string; eSkytrakToken: string; eSkytrakStoreCode: string } };
  const [token, store] = which === 'main' ? [data.eToken, data.eStoreCode] : [data.eSkytrakToken, data.eSkytrakStoreCode];
  const run = async <T>(query: string, variables: object = {}): Promise<T> => {
    const res = await request.post('/graphql', { headers: { authorization: `Bearer ${token}`, store }, data: { query, variables } });
    const body = (await res.json()) as { data: T; errors?: { message: string }[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
  };
  return { run };
}

type Shop = Awaited<ReturnType<typeof shopOf>>;
const b64 = (s: string) => Buffer.from(s).toString('base64');

/** A fresh cart (earlier carts closed) holding the given lines. */
async function fillCart(shop: Shop, items: object[]) {
  await shop.run('mutation { deActiveAllCustomerCart }');
  const { customerCart } = await shop.run<{ customerCart: { id: string } }>('{ customerCart { id } }');
  const added = await shop.run<{ addProductsToCart: { user_errors: { message: string }[] } }>(
    'mutation($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) { user_errors { message } } }',
    { c: customerCart.id, i: items },
  );
  expect(added.addProductsToCart.user_errors).toEqual([]);
}

/** Lines of several types: simple, simple with a custom option, bundle, configurable variant, gift card. */
async function mixedItems(shop: Shop) {
  const { products } = await shop.run<{
    products: { items: { sku: string; options?: { uid: string }[]; variants?: { product: { sku: string; stock_status: string } }[] }[] };
  }>(
    `{ products(filter: { sku: { in: ["AF-TOUR-BALL", "FL-POLO-M"] } }) { items { sku
      ... on CustomizableProductInterface { options { uid } }
      ... on ConfigurableProduct { variants { product { sku stock_status } } } } } }`,
  );
  const balls = products.items.find((p) => p.sku === 'AF-TOUR-BALL')!;
  const polo = products.items.find((p) => p.sku === 'FL-POLO-M')!;
  const variant = polo.variants!.find((v) => v.product.stock_status === 'IN_STOCK')!.product.sku;
  return [
    { sku: 'TA-ALIGN', quantity: 1 },
    { sku: 'AF-TOUR-BALL', quantity: 1, entered_options: [{ uid: balls.options![0]!.uid, value: 'JORDAN' }] },
    { sku: 'BND-STARTER', quantity: 1 },
    { sku: variant, parent_sku: 'FL-POLO-M', quantity: 1 },
    {
      sku: 'GC-EMAIL',
      quantity: 1,
      selected_options: [b64('giftcard/giftcard_amount/50')],
      entered_options: [{ uid: b64('giftcard/giftcard_recipient_email'), value: 'friend@example.com' }],
    },
  ];
}

async function orderCount(shop: Shop) {
  return (await shop.run<{ customer: { orders: { total_count: number } } }>('{ customer { orders { total_count } } }')).customer.orders.total_count;
}

async function open(page: Page) {
  await signIn(page, ACCOUNTS.player);
  await expectHome(page, 'Jordan');
}

async function fillCard(page: Page, number: string) {
  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByLabel('Name on card').fill('Jordan Player');
  await payment.getByLabel('Card number').fill(number);
  await payment.getByLabel('Expiry (MM/YY)').fill('12/30');
  await payment.getByLabel('Security code').fill('123');
}

const placeOrder = (page: Page) => page.getByRole('button', { name: /^Place order/ });

async function expectPlaced(page: Page, base = '/shop') {
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({ timeout: 20_000 });
  const number = (await page.getByText(/^Order number: /).textContent())!.replace('Order number: ', '');
  expect(number).toMatch(/^\d{9}$/);
  await expect(page.getByRole('link', { name: 'View order' })).toHaveAttribute('href', `${base}/orders/${number}`);
  return number;
}

async function chooseLanguage(page: Page, language: string) {
  await page.getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('menuitem', { name: language }).click();
}

test.afterAll(async ({ request }) => {
  // Leave the player without an open cart of ours, in either shop.
  await (await shopOf(request)).run('mutation { deActiveAllCustomerCart }');
  await (await shopOf(request, 'launchMonitor')).run('mutation { deActiveAllCustomerCart }');
});

test('a shopper sees the mini cart, changes quantities, removes lines, uses a coupon and pays by card', async ({ page, request }) => {
  test.slow();
  const shop = await shopOf(request);
  await fillCart(shop, await mixedItems(shop));
  const before = await orderCount(shop);
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page);

  // The mini cart: a count badge, the lines with the subtotal, links to the cart and checkout.
  await page.getByRole('button', { name: 'Cart, 5 items' }).click();
  const mini = page.getByRole('dialog', { name: 'Your cart' });
  await expect(mini.getByText('1 × Alignment Sticks (Pair)')).toBeVisible();
  await expect(mini.getByText('Subtotal')).toBeVisible();
  await expect(mini.getByRole('link', { name: 'Checkout' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/shop-mini-cart-1440.png` });
  await mini.getByRole('link', { name: 'View cart' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  const line = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  // What each line's customer chose: custom option, bundle selections, variant, gift card details.
  await expect(line('Apex Forge Tour Golf Balls (Dozen)')).toContainText('JORDAN');
  await expect(line('Weekend Golfer Bundle')).toContainText('Putter');
  await expect(line('Gift Card')).toContainText('friend@example.com');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/shop-cart-1440.png`, fullPage: true });

  // Quantity: the browser refuses 0; the server takes 3 and computes the row total.
  const sticks = line('Alignment Sticks (Pair)');
  await sticks.getByLabel('Quantity of Alignment Sticks (Pair)').fill('0');
  await sticks.getByRole('button', { name: 'Update' }).click();
  await expect(sticks.getByRole('alert')).toHaveText('Enter 1 or more.');
  await sticks.getByLabel('Quantity of Alignment Sticks (Pair)').fill('3');
  await sticks.getByRole('button', { name: 'Update' }).click();
  await expect(sticks).toContainText('Total: $59.97');
  // More than the shop holds: the server's message.
  await sticks.getByLabel('Quantity of Alignment Sticks (Pair)').fill('5000');
  await sticks.getByRole('button', { name: 'Update' }).click();
  await expect(sticks.getByRole('alert')).toHaveText('The requested qty is not available');
  await sticks.getByLabel('Quantity of Alignment Sticks (Pair)').fill('2');
  await sticks.getByRole('button', { name: 'Update' }).click();
  await expect(sticks).toContainText('Total: $39.98');

  // Remove the bundle, the polo and the gift card (wait, then removed).
  for (const name of ['Weekend Golfer Bundle', 'Fairway Labs Performance Polo', 'E-mail Gift Card']) {
    await page.getByRole('button', { name: `Remove ${name}` }).click();
    await expect(page.getByRole('heading', { name })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();

  // Coupons: a bad code shows the server's message, a good one its labelled discount.
  await page.getByLabel('Coupon code').fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText("The coupon code isn't valid. Verify the code and try again.");
  await page.getByLabel('Coupon code').fill('GOLF10');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('10% off (GOLF10)')).toBeVisible();
  await page.getByRole('button', { name: 'Remove coupon' }).click();
  await expect(page.getByText('10% off (GOLF10)')).toHaveCount(0);
  await expect(page.getByLabel('Coupon code')).toBeVisible();

  await page.setViewportSize({ width: 320, height: 720 });
  await page.screenshot({ path: `${SHOTS}/shop-cart-320.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  // Where the order is picked up: the player's center once the cart's shipping address has it
  // (the generic line shows only until then, so either may be on screen first).
  await expect(page.getByText(/^Pick up at (your center|Golf Academy Manhattan, 230 Park Ave)/)).toBeVisible();
  // The browser's own checks first: Luhn and a past expiry.
  await fillCard(page, '4242 4242 4242 4241');
  await page.getByLabel('Expiry (MM/YY)').fill('12/20');
  await placeOrder(page).click();
  await expect(page.getByText('This card number is not valid. Check it.')).toBeVisible();
  await expect(page.getByText('This card has expired.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.screenshot({ path: `${SHOTS}/shop-checkout-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 320, height: 720 });
  await page.screenshot({ path: `${SHOTS}/shop-checkout-320.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  // Two quick clicks place one order.
  await placeOrder(page).dblclick();
  await expectPlaced(page);
  await page.screenshot({ path: `${SHOTS}/shop-checkout-success-1440.png` });
  expect(await orderCount(shop)).toBe(before + 1);
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
});

test('a card that needs 3-D Secure goes through the bank’s challenge page and the order is placed on return', async ({ page, request }) => {
  test.slow();
  const shop = await shopOf(request);
  await fillCart(shop, [{ sku: 'TA-ALIGN', quantity: 1 }]);
  const before = await orderCount(shop);
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page);
  await page.goto('/shop/checkout');
  await fillCard(page, '4000 0000 0000 3220');
  await placeOrder(page).click();
  // Cancelling the bank's check comes back to checkout with the reason, the cart kept.
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your payment' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Cancel verification' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your bank did not verify the card. Try again or use another card.', { timeout: 20_000 });
  expect(await orderCount(shop)).toBe(before);
  await fillCard(page, '4000 0000 0000 3220');
  await placeOrder(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your payment' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('ending in 3220')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/shop-3ds-challenge-1440.png` });
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/\/shop\/checkout\/success\//, { timeout: 20_000 });
  await expectPlaced(page);
  expect(await orderCount(shop)).toBe(before + 1);
});

test('a declined card keeps the cart; another card then places one order', async ({ page, request }) => {
  test.slow();
  const shop = await shopOf(request);
  await fillCart(shop, [{ sku: 'TA-ALIGN', quantity: 1 }]);
  const before = await orderCount(shop);
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page);
  await page.goto('/shop/checkout');
  // A new billing address the server refuses: its message shows on the field, nothing is charged.
  const billing = page.getByRole('region', { name: 'Billing address' });
  await billing.getByRole('radio', { name: 'A new address' }).check();
  await billing.getByLabel('First name').fill('Jordan');
  await billing.getByLabel('Last name').fill('Lee');
  await billing.getByLabel(/^Street address\s*\*?$/).fill('1 Main St');
  await billing.getByLabel('City').fill('Austin');
  await billing.getByLabel('State or province').selectOption({ label: 'Texas' });
  await billing.getByLabel('Postcode').fill('1');
  await billing.getByLabel('Telephone').fill('512 555 0100');
  await fillCard(page, '4000 0000 0000 0002');
  await placeOrder(page).click();
  await expect(billing.getByText('Enter the postcode as the country writes it.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'Postcode: Enter the postcode as the country writes it.' })).toBeVisible();
  await billing.getByRole('radio').first().check();
  await placeOrder(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined' })).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: `${SHOTS}/shop-checkout-declined-1440.png`, fullPage: true });
  // The cart is intact: its line is still there and nothing was ordered.
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  expect(await orderCount(shop)).toBe(before);
  await fillCard(page, '5555 5555 5555 4444');
  await placeOrder(page).click();
  await expectPlaced(page);
  expect(await orderCount(shop)).toBe(before + 1);
});

test('the launch-monitor shop has its own cart and checkout; the main shop’s cart is left alone', async ({ page, request }) => {
  test.slow();
  const main = await shopOf(request);
  const lm = await shopOf(request, 'launchMonitor');
  await lm.run('mutation { deActiveAllCustomerCart }');
  const mainCart = '{ customerCart { id total_quantity items { uid quantity } } }';
  const mainBefore = await main.run(mainCart);
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page);

  // Add from the launch-monitor shop's product page (STSVEN sells the carry case at $59.00).
  await page.goto('/launch-monitor-shop/product/launch-monitor-carry-case');
  await expect(page.getByRole('heading', { level: 1, name: 'Launch Monitor Carry Case' })).toBeVisible();
  await page.getByRole('form', { name: 'Buy Launch Monitor Carry Case' }).getByRole('button', { name: 'Add to cart' }).click();
  // The header's mini cart follows the shop being browsed.
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const mini = page.getByRole('dialog', { name: 'Your cart' });
  await expect(mini.getByText('1 × Launch Monitor Carry Case')).toBeVisible();
  await mini.getByRole('link', { name: 'View cart' }).click();

  await expect(page).toHaveURL(/\/launch-monitor-shop\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Launch Monitor Carry Case' }) });
  await expect(line).toContainText('$59.00');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/shop-launch-monitor-cart-1440.png`, fullPage: true });

  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/launch-monitor-shop\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await placeOrder(page).click();
  await expect(page).toHaveURL(/\/launch-monitor-shop\/checkout\/success\//, { timeout: 20_000 });
  await expectPlaced(page, '/launch-monitor-shop');
  await page.screenshot({ path: `${SHOTS}/shop-launch-monitor-success-1440.png` });
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/launch-monitor-shop');
  // The order is the launch-monitor shop's: its detail opens from there, with the price paid.
  const lmNumber = decodeURIComponent(page.url().split('/').pop()!);
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(new RegExp(`/launch-monitor-shop/orders/${lmNumber}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order #${lmNumber}` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('$59.00');
  // The launch-monitor cart is closed by the order; the main shop's cart is as it was.
  expect((await lm.run<{ customerCart: { total_quantity: number } }>('{ customerCart { total_quantity } }')).customerCart.total_quantity).toBe(0);
  expect(await main.run(mainCart)).toEqual(mainBefore);
});

for (const [language, code, cart, checkout, quantityOf, update, notAvailable] of [
  ['Français', 'fr', 'Panier', 'Commande', /^Quantité de /, 'Mettre à jour', "La quantité demandée n'est pas disponible"],
  ['日本語', 'ja', 'カート', 'ご注文手続き', /の数量$/, '更新', 'ご希望の数量は在庫がありません'],
  ['中文', 'zh', '购物车', '结算', / 的数量$/, '更新', '所需数量暂无库存'],
] as const) {
  test(`the cart and checkout in ${language}`, async ({ page, request }) => {
    const shop = await shopOf(request);
    await fillCart(shop, [{ sku: 'TA-ALIGN', quantity: 1 }]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page);
    await chooseLanguage(page, language);
    await page.goto('/shop/cart');
    await expect(page.getByRole('heading', { level: 1, name: cart })).toBeVisible();
    // More than the shop holds: the server's refusal in the reader's language, then a quantity it can take.
    // (The line's name is the catalogue's, translated where the store has it: the label is matched by its frame.)
    const quantity = page.getByLabel(quantityOf);
    await quantity.fill('5000');
    await page.getByRole('button', { name: update }).click();
    await expect(page.getByRole('listitem').getByRole('alert')).toHaveText(notAvailable);
    await quantity.fill('1');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `${SHOTS}/shop-cart-${code}-1440.png` });
    await page.goto('/shop/checkout');
    await expect(page.getByRole('heading', { level: 1, name: checkout })).toBeVisible();
    // The saved address goes on the cart first; the button is enabled once its total is read again.
    await expect(page.getByTestId('place-order')).toBeEnabled({ timeout: 20_000 });
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `${SHOTS}/shop-checkout-${code}-1440.png`, fullPage: true });
  });
}
