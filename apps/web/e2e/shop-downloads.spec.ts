import path from 'node:path';
import { expectNoSeriousViolations } from './axe';
import { expect, signInAndOpen, test } from './fixtures';
import { ACCOUNTS } from './helpers';
import { freshCart, shopOf } from './shop-support';

const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');

test('a bought practice plan: its files are on the order, each a download of the PDF, in English and Japanese on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The product page says what is downloaded, and when.
  await signInAndOpen(page, ACCOUNTS.player, '/shop/product/12-week-practice-plan');
  const files = page.getByRole('region', { name: 'What you download' });
  await expect(files.getByRole('listitem')).toHaveText(['Practice plan (PDF)', 'Drill cards (PDF)']);
  await expect(files).toContainText('ready to download once it is paid');

  // Bought through the shop's API as the storefront calls it: a virtual cart, billing address only.
  const shop = await shopOf(request, ACCOUNTS.player);
  const c = await freshCart(shop, [{ sku: 'DL-PRACTICE-PLAN', quantity: 1 }]);
  await shop(
    'mutation($c: String!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { address: { firstname: "Jordan", lastname: "Lee", street: ["2 Park Plaza"], city: "Irvine", region: "CA", postcode: "92614", country_code: "US", telephone: "9495550134" } } }) { cart { id } } }',
    { c },
  );
  const token = (await (
    await request.post('/payments/sandbox/tokens', {
      data: { cardNumber: '4242424242424242', expMonth: 12, expYear: 2030, cardCode: '123', fullName: 'Jordan Lee' },
    })
  ).json()) as { dataValue: string; dataDescriptor: string };
  await shop('mutation($c: String!, $p: PaymentMethodInput!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: $p }) { cart { id } } }', {
    c,
    p: {
      code: 'authnetcim',
      authnetcim: { acceptjs_key: token.dataDescriptor, acceptjs_value: token.dataValue, cc_last4: '4242', cc_type: 'VI', cc_exp_month: 12, cc_exp_year: 2030 },
    },
  });
  const placed = await shop<{ placeOrder: { order: { order_number: string } } }>(
    'mutation($c: String!) { placeOrder(input: { cart_id: $c }) { order { order_number } } }',
    { c },
  );
  const number = placed.placeOrder.order.order_number;

  await page.goto(`/shop/orders/${number}`);
  const downloads = page.getByRole('region', { name: 'Downloads' });
  const plan = downloads.getByRole('link', { name: 'Download Practice plan (PDF)' });
  await expect(plan).toBeVisible();
  await expect(downloads.getByRole('link', { name: 'Download Drill cards (PDF)' })).toBeVisible();
  // The link is to this site's own address, and gives the PDF.
  const href = (await plan.getAttribute('href'))!;
  expect(new URL(href).origin).toBe(new URL(page.url()).origin);
  const file = await request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoSeriousViolations(page);
  await downloads.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'order-downloads-390.png') });

  await page.getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('menuitem', { name: '日本語' }).click();
  // Opened again in Japanese: the titles come in the store view's language.
  await page.reload();
  const ja = page.getByRole('region', { name: 'ダウンロード' });
  await expect(ja.getByRole('link', { name: '練習プラン（PDF）をダウンロード' })).toBeVisible();
  await ja.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'order-downloads-ja-390.png') });
});
