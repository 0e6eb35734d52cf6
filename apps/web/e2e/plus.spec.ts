import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signInAndOpen, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { ACCOUNTS } from './helpers';

const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');

async function fillCard(page: Page, number: string) {
  await page.getByRole('textbox', { name: /Card number|カード番号/ }).fill(number);
  await page.getByRole('textbox', { name: /Expiry|有効期限/ }).fill('12/30');
  await page.getByRole('textbox', { name: /Security code|セキュリティコード/ }).fill('123');
  await page.getByRole('textbox', { name: /Name on card|カード名義/ }).fill('Jordan Lee');
}

test('bucks and coupons on a phone: credits with their source and expiry, coupons with their status', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndOpen(page, ACCOUNTS.player, '/wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Bucks & coupons' })).toBeVisible();
  await expect(page.getByText('Usable now: $125.00')).toBeVisible();
  const bucks = page.getByRole('list', { name: 'Bucks' });
  await expect(bucks.getByRole('listitem')).toHaveCount(4);
  await expect(bucks.getByRole('listitem').filter({ hasText: 'Referral' })).toContainText('$100.00');
  const coupons = page.getByRole('list', { name: 'Coupons' });
  await expect(coupons.getByRole('listitem').filter({ hasText: 'SPRING15' })).toContainText('Available');
  await expect(coupons.getByRole('listitem').filter({ hasText: 'WELCOME20' })).toContainText('Used');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/wallet-390.png`, fullPage: true });
});

test('trial, then buy Plus: Plus content unlocks at once', async ({ page }) => {
  await signInAndOpen(page, ACCOUNTS.parent, '/plus', { continueAs: /Morgan/ });
  await expect(page.getByRole('heading', { level: 1, name: 'Plus' })).toBeVisible();
  await expect(page.getByText('Not a member')).toBeVisible();
  await page.getByRole('button', { name: 'Start the free trial' }).click();
  await expect(page.getByText('Your free trial has started.')).toBeVisible();
  await expect(page.getByText('Plus content is unlocked')).toBeVisible();
  // Buying starts at SELECT: the plans, and no card form until a plan is taken on to payment.
  const buy = page.getByRole('region', { name: 'Buy Plus' });
  await expect(buy.getByRole('radio', { name: /^Monthly/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
  await buy.getByRole('radio', { name: /^Yearly/ }).check();
  // Before paying: the price, the home center's tax (Manhattan) and the total the card is charged.
  const summary = buy.getByLabel('What you pay');
  await expect(summary).toContainText('$149.00');
  await expect(summary).toContainText('NY Sales Tax (8.875%)');
  await expect(summary).toContainText('+$13.22');
  await expect(summary.getByTestId('plus-total')).toHaveText('$162.22');
  await buy.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(buy.getByText(/^Plan: Yearly/)).toBeVisible();
  const shownTotal = await buy.getByLabel('What you pay').getByTestId('plus-total').textContent();
  // Buying: a missing address is named, then a declined card, then a good one.
  await fillCard(page, '4000000000000002');
  await page.getByRole('button', { name: 'Pay $162.22' }).click();
  await expect(page.getByText('Fill in every field of the billing address.')).toBeVisible();
  for (const [label, value] of [
    ['First name', 'Morgan'],
    ['Last name', 'Rivera'],
    ['Street', '1 Main St'],
    ['City', 'New York'],
    ['Postal code', '10001'],
  ] as const) {
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  await page.getByRole('button', { name: 'Pay $162.22' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'declined' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242424242424242');
  await page.getByRole('button', { name: 'Pay $162.22' }).click();
  await expect(page.getByText('Welcome to Plus.')).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  // The payment as charged, in the same lines: its total is the total shown before paying.
  await expect(page.getByLabel(/^Last payment/).getByTestId('plus-total')).toHaveText(shownTotal!);
  await expect(page.getByText('Plus content is unlocked')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/plus-1440.png`, fullPage: true });
  // The Plus payment is a purchase like any other: in the history, for the amount charged, with its receipt PDF.
  await page.goto('/purchases');
  const paid = page.getByRole('list', { name: 'Your purchases' }).getByRole('listitem').filter({ hasText: 'Plus, yearly plan' });
  await expect(paid).toContainText(shownTotal!);
  await expect(paid).toContainText(/Order #?PL\d{8}/);
  await paid.getByRole('button', { name: /^Receipt for order/ }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('dialog').getByRole('button', { name: 'Download PDF' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^receipt-PL\d{8}\.pdf$/);
});

test('renew a lesson pack with a coupon and bucks: the total is the charge and the credits grow', async ({ page }) => {
  await signInAndOpen(page, ACCOUNTS.player, '/renewal');
  await expect(page.getByRole('heading', { level: 1, name: 'Renew' })).toBeVisible();
  await page.getByRole('radio', { name: /5 Lesson Pack/ }).check();
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME20');
  await page.getByRole('button', { name: 'See the total' }).click();
  await expect(page.getByText('The coupon WELCOME20 has already been used.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('SPRING15');
  await page.getByRole('textbox', { name: /Bucks to use/ }).fill('25');
  await page.getByRole('button', { name: 'See the total' }).click();
  await expect(page.getByTestId('renewal-total')).toHaveText('$390.52');
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Pay $390.52' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Paid: order RN' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto('/wallet');
  await expect(page.getByText('Usable now: $100.00')).toBeVisible();
  // Every payment is in the purchase history, for the amount charged, with its receipt.
  await page.goto('/purchases');
  const bought = page.getByRole('list', { name: 'Your purchases' }).getByRole('listitem').filter({ hasText: 'Lesson pack: 5 lessons' }).first();
  await expect(bought).toContainText('$390.52');
  await expect(bought).toContainText(/Order #?RN\d{8}/);
  await bought.getByRole('button', { name: /^Receipt for order/ }).click();
  await expect(page.getByRole('dialog')).toContainText('$390.52');
});

test('a renewal the bank is still confirming: the page follows it to its order, with no second charge', async ({ page }) => {
  // The bank's slowness is stood in for at the browser: the real payment goes through, but the
  // page is told "processing" (what a second request with the same key answers while the first is
  // still at the bank), and the first status call is "processing" too.
  let invokes = 0;
  await page.route('**/api/payment/invoke', async (route) => {
    invokes++;
    const real = await route.fetch();
    const body = await real.json();
    await route.fulfill({ response: real, json: { ...body, data: { ...body.data, status: 'processing', orderNumber: null } } });
  });
  let statusCalls = 0;
  await page.route('**/api/payment/status?*', async (route) => {
    if (statusCalls++ > 0) return route.continue();
    const real = await route.fetch();
    const body = await real.json();
    await route.fulfill({ response: real, json: { ...body, data: { ...body.data, status: 'processing', orderNumber: null } } });
  });
  await signInAndOpen(page, ACCOUNTS.player, '/renewal');
  await page.getByRole('radio', { name: /5 Lesson Pack/ }).check();
  await page.getByRole('button', { name: 'See the total' }).click();
  await expect(page.getByTestId('renewal-total')).toBeVisible();
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your bank is still confirming this payment' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toBeDisabled();
  await expect(page).toHaveURL(/requestId=/);
  // The next status call (a few seconds later) has the bank's answer: the order, once.
  await expect(page.getByRole('status').filter({ hasText: 'Paid: order RN' })).toBeVisible({ timeout: 15_000 });
  expect(invokes).toBe(1);
});

test('Japan renewal in Japanese: yen, tax shown inside the price, paid with 3-D Secure', async ({ page, baseURL }) => {
  const jp = new URL(baseURL!);
  jp.hostname = 'jp.localhost';
  // No language chosen before: the .jp site alone makes the screen Japanese from a cold start.
  await signInAndOpen(page, ACCOUNTS.playerJp, '/renewal', { origin: jp.origin });
  await expect(page.getByRole('heading', { level: 1, name: '更新' })).toBeVisible();
  await expect(page.getByText('価格は消費税（10%）込みです。')).toBeVisible();
  await page.getByRole('radio', { name: /レッスン 5回パック/ }).check();
  // A wrong code is refused in Japanese (the server's reason worded by the app), then the right one.
  await page.getByRole('textbox', { name: 'クーポンコード' }).fill('NOPE1');
  await page.getByRole('button', { name: '合計を確認' }).click();
  await expect(page.getByText('クーポン NOPE1 はアカウントにありません。コードをご確認ください。')).toBeVisible();
  await page.getByRole('textbox', { name: 'クーポンコード' }).fill('JP2000');
  await page.getByRole('button', { name: '合計を確認' }).click();
  await expect(page.getByTestId('renewal-total')).toHaveText('￥42,000');
  await expect(page.getByText('うち消費税（10%）')).toBeVisible();
  await fillCard(page, '4000000000003220');
  await page.getByRole('button', { name: /を支払う/ }).click();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByText(/お支払い完了: 注文 RN/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/renewal-jp-1440.png`, fullPage: true });
  await page.goto(`${jp.origin}/purchases`);
  await expect(page.getByRole('list', { name: 'ご購入' }).getByRole('listitem').filter({ hasText: 'レッスンパック（レッスン5回）' }).first()).toContainText(
    '￥42,000',
  );
});

test('the Plus, wallet, gear and renewal screens in English and Japanese at 390 and 1440 px', async ({ page, baseURL }) => {
  const jp = new URL(baseURL!);
  jp.hostname = 'jp.localhost';
  for (const [lang, account, origin, heading] of [
    ['en', ACCOUNTS.player, new URL(baseURL!).origin, 'Plus'],
    ['ja', ACCOUNTS.playerJp, jp.origin, 'Plus'],
  ] as const) {
    await page.context().clearCookies();
    await signInAndOpen(page, account, '/plus', { origin });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    for (const url of ['/plus', '/wallet', '/gear', '/renewal']) {
      await page.goto(`${origin}${url}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await page.screenshot({ path: `${SHOTS}/${url.slice(1)}-${lang}-${width}.png`, fullPage: true });
      }
    }
  }
});

test('recommended gear paid with a 3-D Secure card, then found in purchases', async ({ page }) => {
  await signInAndOpen(page, ACCOUNTS.player, '/gear');
  await expect(page.getByRole('heading', { level: 1, name: 'Recommended gear' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Northwind Mallet Putter' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Northwind Mallet Putter' }).check();
  await fillCard(page, '4000000000003220');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await page.waitForURL(/\/purchases/);
  await expect(
    page
      .getByRole('list', { name: /purchases/i })
      .getByRole('listitem')
      .first(),
  ).toContainText('Northwind Mallet Putter');
  await expectNoSeriousViolations(page);
});

test('the Plus buy status starts at SELECT in Japanese on a phone: the plans first, the card after', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndOpen(page, ACCOUNTS.player, '/plus');
  await page.getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('menuitem', { name: '日本語' }).click();
  const buy = page.getByRole('region', { name: 'Plus を購入' });
  await expect(buy.getByRole('button', { name: 'お支払いへ進む' })).toBeVisible();
  await expect(buy.getByLabel('お支払い内容')).toContainText('NY州売上税（8.875%）');
  await expect(page.getByRole('textbox', { name: 'カード番号' })).toHaveCount(0);
  await buy.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/plus-select-ja-390.png`, fullPage: true });
  await buy.getByRole('button', { name: 'お支払いへ進む' }).click();
  await expect(page.getByRole('textbox', { name: 'カード番号' })).toBeVisible();
  await expect(buy.getByRole('button', { name: 'プランを変更' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
