import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import path from 'node:path';
import { expectNoSeriousViolations } from './axe';
import { ACCOUNTS, DEMO_PASSWORD, signIn } from './helpers';

const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');

/** The player's main-shop GraphQL, through the portal's sign-in API as the app gets it. */
async function shopOf(request: APIRequestContext) {
  const login = await request.post('/api/v2/player/login', { data: { email: ACCOUNTS.player, password: DEMO_PASSWORD } });
  const { data } = (await login.json()) as { data: { eToken: string; eStoreCode: string } };
  return async <T,>(query: string, variables: object = {}): Promise<T> => {
    const res = await request.post('/graphql', { headers: { authorization: `Bearer ${data.eToken}`, store: data.eStoreCode }, data: { query, variables } });
    const body = (await res.json()) as { data: T; errors?: { message: string }[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
  };
}

async function noSidewaysScroll(page: Page) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // The layout settles after a resize (the drawer changes from permanent to temporary).
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
}

test('a shopper subscribes at checkout, then skips the next billing once, pauses and resumes', async ({ page, request }) => {
  test.slow();
  const run = await shopOf(request);
  // A cart with the monthly Academy membership (a drop-down value carrying a subscription plan).
  const { products } = await run<{ products: { items: { options: { value: { uid: string; title: string }[] }[] }[] } }>(
    '{ products(filter: { sku: { eq: "MEM-ACADEMY" } }) { items { ... on CustomizableProductInterface { options { ... on CustomizableDropDownOption { value { uid title } } } } } } }',
  );
  const monthly = products.items[0]!.options[0]!.value.find((v) => v.title === 'Monthly')!.uid;
  await run('mutation { deActiveAllCustomerCart }');
  const { customerCart } = await run<{ customerCart: { id: string } }>('{ customerCart { id } }');
  await run('mutation($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) { cart { id } } }', { c: customerCart.id, i: [{ sku: 'MEM-ACADEMY', quantity: 1, selected_options: [monthly] }] });

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, ACCOUNTS.player);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Jordan' })).toBeVisible();
  await page.goto('/shop/checkout');
  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByLabel('Name on card').fill('Jordan Player');
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiry month').fill('12');
  await payment.getByLabel('Expiry year').fill('2030');
  await payment.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({ timeout: 20_000 });

  await page.goto('/shop/subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Your subscriptions' });
  await expect(list.getByText('Academy Membership (Monthly)').first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/subscriptions-list-1440.png`, fullPage: true });
  await noSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/subscriptions-list-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await list.getByRole('link').first().click();

  await expect(page.getByRole('heading', { level: 1, name: 'Academy Membership (Monthly)' })).toBeVisible();
  const nextRun = page.getByTestId('next-run');
  const before = await nextRun.textContent();
  await expect(page.getByText('Billed every month')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Order #\d{9}$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Skip next billing' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The next billing is skipped.' })).toBeVisible();
  await expect(nextRun).not.toHaveText(before!);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The subscription is paused.' })).toBeVisible();
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The subscription is active again.' })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText("Status changed to 'active'.");
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/subscription-detail-1440.png`, fullPage: true });
  await noSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/subscription-detail-390.png`, fullPage: true });
});
