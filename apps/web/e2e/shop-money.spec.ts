import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import path from 'node:path';
import { expectNoSeriousViolations } from './axe';
import { ACCOUNTS, DEMO_PASSWORD, signIn } from './helpers';

const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');

/**
 * The money a shopper sees is the money charged: the Place order button, the bank's 3-D Secure
 * page, the success page and the order all say the same grand total, and the tax is the golf
 * center's (the order is picked up there), not the billing address's.
 */
async function shopOf(request: APIRequestContext) {
  const login = await request.post('/api/v2/player/login', { data: { email: ACCOUNTS.player, password: DEMO_PASSWORD } });
  const { data } = (await login.json()) as { data: { eToken: string; eStoreCode: string } };
  return async <T>(query: string, variables: object = {}): Promise<T> => {
    const res = await request.post('/graphql', { headers: { authorization: `Bearer ${data.eToken}`, store: data.eStoreCode }, data: { query, variables } });
    const body = (await res.json()) as { data: T; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
  };
}

/** "$1,319.15" → 1319.15, from whatever text holds one amount. */
const amountIn = (text: string | null) => Number(/[\d,]+(\.\d+)?/.exec((text ?? '').split('·').pop() ?? '')![0].replace(/,/g, ''));

async function totalRow(page: Page, label: string | RegExp) {
  const term = page.locator('dt').filter({ hasText: label }).last();
  return amountIn(await term.locator('xpath=following-sibling::dd[1]').textContent());
}

test('the Place order amount is what the bank asks for, what the order records and what the success page shows', async ({ page, request }) => {
  test.slow();
  const run = await shopOf(request);
  await run('mutation { deActiveAllCustomerCart }');
  const { customerCart } = await run<{ customerCart: { id: string } }>('{ customerCart { id } }');
  await run(
    'mutation($c: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: "TA-SWING", quantity: 2 }, { sku: "TA-ALIGN", quantity: 1 }]) { user_errors { message } } }',
    { c: customerCart.id },
  );

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, ACCOUNTS.player);
  await expect(page).not.toHaveURL(/sign-in/);
  // The cart already shows the tax the order will pay: the center's (New York), not California's.
  await page.goto('/shop/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.locator('dt', { hasText: 'NY Sales Tax' })).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Pickup at your center' })).toBeVisible();
  const cartTotal = await totalRow(page, 'Order total');

  await page.goto('/shop/checkout');
  const place = page.getByRole('button', { name: /^Place order/ });
  await expect(place).toBeEnabled({ timeout: 20_000 });
  // The saved Irvine (California) address is on the cart now; the pickup stays the Manhattan center.
  await expect(page.getByText(/Pick up at Golf Academy Manhattan/)).toBeVisible();
  await expect(page.locator('dt', { hasText: 'NY Sales Tax' })).toBeVisible();
  const shown = amountIn(await place.textContent());
  expect(shown).toBe(cartTotal);
  expect(await totalRow(page, 'Order total')).toBe(shown);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/shop-money-checkout-1440.png`, fullPage: true });

  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByLabel('Name on card').fill('Jordan Lee');
  await payment.getByLabel('Card number').fill('4000 0000 0000 3220');
  await payment.getByLabel('Expiry (MM/YY)').fill('12/30');
  await payment.getByLabel('Security code').fill('123');
  await place.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Verify your payment' })).toBeVisible({ timeout: 20_000 });
  const asked = amountIn(await page.locator('dt', { hasText: 'Amount' }).locator('xpath=following-sibling::dd[1]').textContent());
  expect(asked).toBe(shown);
  await page.screenshot({ path: `${SHOTS}/shop-money-bank-1440.png` });
  await page.getByRole('button', { name: 'Confirm payment' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('dt', { hasText: 'Order total' })).toBeVisible();
  expect(await totalRow(page, 'Order total')).toBe(shown);
  expect(await totalRow(page, 'NY Sales Tax')).toBeGreaterThan(0);
  const number = (await page.getByText(/^Order number: /).textContent())!.replace('Order number: ', '');

  // The order, opened on its own, records the same total.
  await page.goto(`/shop/orders/${number}`);
  const totals = page.locator('section[aria-labelledby="order-totals"]');
  await expect(totals).toBeVisible({ timeout: 20_000 });
  const orderTotal = amountIn(await totals.locator('dt').last().locator('xpath=following-sibling::dd[1]').textContent());
  expect(orderTotal).toBe(shown);
  const { customer } = await run<{ customer: { orders: { items: { total: { grand_total: { value: number } } }[] } } }>(
    'query($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items { total { grand_total { value } } } } } }',
    { n: number },
  );
  expect(customer.orders.items[0]!.total.grand_total.value).toBe(shown);
});
