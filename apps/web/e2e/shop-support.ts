import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './helpers';

/** A demo customer's main-shop GraphQL, through the portal's sign-in API as the app gets it. */
export async function shopOf(request: APIRequestContext, email: string) {
  const login = await request.post('/api/v2/player/login', { data: { email, password: DEMO_PASSWORD } });
  const { data } = (await login.json()) as { data: { eToken: string; eStoreCode: string } };
  return async <T>(query: string, variables: object = {}): Promise<T> => {
    const res = await request.post('/graphql', { headers: { authorization: `Bearer ${data.eToken}`, store: data.eStoreCode }, data: { query, variables } });
    const body = (await res.json()) as { data: T; errors?: { message: string }[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
  };
}

/** Empties the customer's cart and puts these items in a fresh one; answers its id. */
export async function freshCart(run: Awaited<ReturnType<typeof shopOf>>, items: object[]): Promise<string> {
  await run('mutation { deActiveAllCustomerCart }');
  const { customerCart } = await run<{ customerCart: { id: string } }>('{ customerCart { id } }');
  await run('mutation($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) { cart { id } } }', { c: customerCart.id, i: items });
  return customerCart.id;
}

/** Signs in at 1440 px and opens the checkout cold by its URL. */
export async function openCheckout(page: Page, email: string, firstName: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${firstName}` })).toBeVisible();
  await page.goto('/shop/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

/** Pays the open checkout with the sandbox's always-approved test card and waits for the thank-you page. */
export async function payByCard(page: Page, holder: string) {
  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByLabel('Name on card').fill(holder);
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiry (MM/YY)').fill('12/30');
  await payment.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({ timeout: 20_000 });
}

/** The page fits 1440 and 390 px without scrolling sideways (ends at 390). */
export async function noSidewaysScroll(page: Page) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // The layout settles after a resize (the drawer changes from permanent to temporary).
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
}
