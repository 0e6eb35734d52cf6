import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { ACCOUNTS, expectHome, signIn } from './helpers';

const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');

async function signedIn(page: Page, url: string) {
  await signIn(page, ACCOUNTS.player);
  await expectHome(page, 'Jordan');
  await page.goto(url);
}

async function expectNoSidewaysScroll(page: Page) {
  // Polled: right after a resize the layout is still settling.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

async function openPayment(page: Page, id: string) {
  await page.goto(`/fitting/orders/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Custom club order ${id}` })).toBeVisible();
  await page.getByRole('button', { name: 'Pay the deposit' }).click();
  return page.getByRole('dialog', { name: `Deposit for order ${id}` });
}

test('a player reads a fitting session and its chart on a phone, then pays the deposit of the custom order by card with 3-D Secure and a coupon', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, '/fitting');
  await expect(page.getByRole('heading', { level: 1, name: 'Club fitting' })).toBeVisible();
  await page
    .getByRole('link', { name: /^Club fitting on / })
    .first()
    .click();
  await expect(page.getByRole('img', { name: /Where each tested combination/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Irons' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recommended specification' })).toBeVisible();
  await expect(page.getByText('TaylorMade Qi10 Max').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: path.join(SHOTS, 'fitting-session-390.png'), fullPage: true });
  await page.getByRole('tab', { name: 'Irons' }).click();
  await expect(page.getByText('Mizuno Pro 245').first()).toBeVisible();

  const dialog = await openPayment(page, 'CC100001');
  await expect(dialog.getByTestId('deposit-due')).toHaveText('$531.90');
  await dialog.getByRole('textbox', { name: 'Coupon code' }).fill('GOLF10');
  await dialog.getByRole('button', { name: 'Apply' }).first().click();
  await expect(dialog.getByText('The coupon takes $53.19 off the deposit.')).toBeVisible();
  await expect(dialog.getByTestId('deposit-due')).toHaveText('$478.71');
  // A mistyped number is caught on its field before anything is sent; the corrected one, typed
  // with spaces as printed on the card, goes to the gateway as digits.
  const number = dialog.getByRole('textbox', { name: 'Card number' });
  await number.fill('4000 0000 0000 3221');
  await dialog.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await dialog.getByRole('textbox', { name: 'Security code' }).fill('123');
  await dialog.getByRole('textbox', { name: 'Name on card' }).fill('Jordan Lee');
  await dialog.getByRole('button', { name: 'Pay $478.71' }).click();
  await expect(number).toHaveAccessibleDescription('This card number is not valid. Check it.');
  await expect(number).toBeFocused();
  await number.fill('4000 0000 0000 3220');
  await expect(number).toHaveAccessibleDescription('');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: path.join(SHOTS, 'fitting-pay-390.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Pay $478.71' }).click();
  // The bank's challenge page, then back to the order.
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  const done = page.getByRole('dialog', { name: 'Deposit for order CC100001' });
  await expect(done.getByText(/^Deposit paid\. Order \d{9} is placed\.$/)).toBeVisible();
  await expect(done.getByText('Paid now: $478.71. Balance on delivery: $1,241.10.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await done.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Deposit paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay the deposit' })).toHaveCount(0);
  // The balance's way of paying is worded for the customer, not the payment method's code.
  await expect(page.getByText(/^Order \d{9} placed; the balance is paid on delivery \(check or money order\)\.$/)).toBeVisible();
});

test('an order with nothing to pay now is placed without a deposit', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, '/fitting/orders/CC100003');
  const dialog = await openPayment(page, 'CC100003');
  await expect(dialog.getByText('Nothing is due now.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Place the order' }).click();
  await expect(dialog.getByText(/^Deposit paid\. Order \d{9} is placed\.$/)).toBeVisible();
  await expect(dialog.getByText('Paid now: $0.00. Balance on delivery: $349.00.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: path.join(SHOTS, 'fitting-zero-1440.png'), fullPage: true });
});

test('financing declined at the lender leaves the deposit to pay; approved, it places the order', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, '/fitting/orders/CC100008');
  let dialog = await openPayment(page, 'CC100008');
  await dialog.getByRole('radio', { name: 'Pay over time' }).check();
  await dialog.getByRole('button', { name: 'Continue to the lender' }).click();
  await expect(page.getByRole('heading', { name: 'Pay over time' })).toBeVisible();
  await page.getByRole('button', { name: 'No thanks' }).click();
  await expect(page.getByRole('alert').getByText('The payment could not be completed.')).toBeVisible();
  await expect(page.getByRole('alert').getByText('The lender declined the financing. Choose another way to pay the deposit.')).toBeVisible();
  await expectNoSeriousViolations(page);

  dialog = await openPayment(page, 'CC100008');
  await dialog.getByRole('radio', { name: 'Pay over time' }).check();
  await dialog.getByRole('button', { name: 'Continue to the lender' }).click();
  await page.getByRole('radio', { name: /for 12 months/ }).check();
  await page.getByRole('button', { name: 'Confirm the loan' }).click();
  const done = page.getByRole('dialog', { name: 'Deposit for order CC100008' });
  await expect(done.getByText(/^Deposit paid\. Order \d{9} is placed\.$/)).toBeVisible();
  await done.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Deposit financed', { exact: true })).toBeVisible();
});

test('a club with a discontinued shaft names the product and the option to change', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, '/fitting/orders/CC100002');
  const dialog = await openPayment(page, 'CC100002');
  await expect(
    dialog.getByRole('list', { name: 'Clubs to change' }).getByText('Custom driver: Shaft: HZRDUS Black 70 X (discontinued) is no longer sold.'),
  ).toBeVisible();
  await expect(dialog.getByText('The payment could not be completed.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: path.join(SHOTS, 'fitting-club-errors-390.png'), fullPage: true });
});

test('a Japanese player reads the clubs and the deposit refusals in Japanese, then a gift code of the Japan store pays part', async ({ page, baseURL }) => {
  const jp = new URL(baseURL!);
  jp.hostname = 'jp.localhost';
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${jp.origin}/sign-in`);
  await signIn(page, ACCOUNTS.playerJp);
  await expect(page.getByRole('heading', { level: 1, name: /翔太/ })).toBeVisible();
  await page.goto(`${jp.origin}/fitting/orders/CC200001`);
  await expect(page.getByRole('heading', { level: 1, name: 'カスタムクラブ注文 CC200001' })).toBeVisible();
  // The attribute is worded by the app, the component named by the server, both in Japanese.
  await expect(page.getByText('ヘッド：Qi10 MAX ドライバー 10.5°')).toBeVisible();
  await expect(page.getByText('シャフト：ベンタス ブルー 6 S')).toBeVisible();
  await page.getByRole('button', { name: '手付金を支払う' }).click();
  const dialog = page.getByRole('dialog', { name: '注文 CC200001 の手付金' });
  await dialog.getByRole('textbox', { name: 'クーポンコード' }).fill('NOPE');
  await dialog.getByRole('button', { name: '適用' }).first().click();
  await expect(dialog.getByText('このクーポンコードは無効です。コードを確認して、もう一度お試しください。')).toBeVisible();
  const gift = dialog.getByRole('textbox', { name: 'ギフトコード' });
  await gift.fill('GIFT-FIT-100');
  await dialog.getByRole('button', { name: '適用' }).last().click();
  await expect(dialog.getByText('このギフトコードはこのストアでは使えません。')).toBeVisible();
  await gift.fill('GIFT-JP-10000');
  await dialog.getByRole('button', { name: '適用' }).last().click();
  await expect(dialog.getByText(/^ギフトコードで手付金のうち .+ をお支払いいただけます。$/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: path.join(SHOTS, 'fitting-deposit-ja-390.png'), fullPage: true });
});
