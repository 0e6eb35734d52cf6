import type { Page } from '@playwright/test';
import path from 'node:path';
import { expect, signInAndOpen, test } from './fixtures';
import { ACCOUNTS } from './helpers';
import { freshCart, shopOf } from './shop-support';

// The shop's third walk (issue 33): the Japan store a Japanese customer would trust (its catalogue in
// Japanese, prices with consumption tax, addresses as written in Japan) and the shop's small fixes,
// each screen photographed at 390 px in English and Japanese.
const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');
test.describe.configure({ timeout: 180_000 });

async function shot(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SHOTS, `walk33-${name}-390.png`), fullPage: true });
}

async function chooseLanguage(page: Page, language: string) {
  await page
    .getByRole('button', { name: /^(Language: |Langue : |言語：|语言：)/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: language }).click();
}

/** The header's brand shows whole: its text is not cut (no overflow of its own box). */
async function expectBrandWhole(page: Page, brand: string) {
  const name = page.getByRole('banner').getByText(brand, { exact: true });
  await expect(name).toBeVisible();
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1)).toBe(true);
}

test('the Japan store reads in Japanese, with consumption tax in every price and addresses as written in Japan', async ({ page }) => {
  const port = new URL(test.info().project.use.baseURL!).port;
  const origin = `http://jp.localhost:${port}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndOpen(page, ACCOUNTS.playerJp, '/shop/product/apex-forge-af-1-driver', { origin });
  const main = page.getByRole('main');
  // Item 1: the description, tags and price in Japanese only; item 2: ¥82,500 before tax shows as ¥90,750.
  await expect(main.getByText('カーボンクラウンと14gのスライドウェイト', { exact: false })).toBeVisible({ timeout: 30_000 });
  await expect(main.getByText('低スピン').first()).toBeVisible();
  await expect(main.getByText('carbon crown', { exact: false })).toHaveCount(0);
  await expect(main.getByText(/90,750/).first()).toBeVisible();
  await expectBrandWhole(page, 'ゴルフアカデミー');
  await shot(page, 'ja-jp-product');

  await page.goto(`${origin}/shop/product/practice-at-home-kit`);
  await expect(main.getByText('テンポトレーナーを追加').first()).toBeVisible({ timeout: 30_000 });
  await shot(page, 'ja-jp-bundle');
  await page.goto(`${origin}/shop/product/e-mail-gift-card`);
  await expect(main.getByText('お誕生日おめでとう').first()).toBeVisible({ timeout: 30_000 });
  await shot(page, 'ja-jp-gift-card');
  await page.goto(`${origin}/shop/category/clubs/drivers`);
  await expect(main.getByText('ティーショットの飛距離を伸ばします', { exact: false })).toBeVisible({ timeout: 30_000 });
  await shot(page, 'ja-jp-category');

  // Item 2 in the cart: a ¥6,000 headcover is ¥6,600 with its tax, which is named as included.
  await page.goto(`${origin}/shop/product/leather-driver-headcover`);
  await main.getByRole('button', { name: 'カートに入れる' }).click();
  await page.goto(`${origin}/shop/cart`);
  await expect(main.getByText(/6,600/).first()).toBeVisible({ timeout: 30_000 });
  await expect(main.getByText(/うち消費税/)).toBeVisible();
  await expect(main.getByText('小計（税込）')).toBeVisible();
  await shot(page, 'ja-jp-cart');
  await page.goto(`${origin}/shop/checkout`);
  await expect(main.getByText(/うち消費税/)).toBeVisible({ timeout: 30_000 });
  // The pickup place reads as Japanese addresses do: 〒, prefecture, city, street, then the center.
  await expect(main.getByText(/^受け取り店舗：〒\d{3}-\d{4} 東京都\S+ \S/)).toBeVisible({ timeout: 30_000 });
  await shot(page, 'ja-jp-checkout');

  // Item 3: the saved address in Japan's order, the prefecture in Japanese, the name family first.
  await page.goto(`${origin}/shop/addresses`);
  await expect(main.getByText('〒104-0061').first()).toBeVisible({ timeout: 30_000 });
  await expect(main.getByText(/^東京都中央区/).first()).toBeVisible();
  await expect(main.getByText('中央区, Tokyo, 104-0061')).toHaveCount(0);
  await shot(page, 'ja-jp-addresses');
  await chooseLanguage(page, 'English');
  await expect(main.getByText(/Tokyo/).first()).toBeVisible();
  await expectBrandWhole(page, 'Golf Academy');
  await shot(page, 'en-jp-addresses');
});

test('a gift card addressed to name@example is called not valid, and a gift-card-only order is not asked to be picked up', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndOpen(page, ACCOUNTS.player, '/shop/product/e-mail-gift-card');
  const main = page.getByRole('main');
  await expectBrandWhole(page, 'Golf Academy');
  await main.getByRole('textbox', { name: /Recipient's e-mail/ }).fill('name@example');
  await main.getByRole('button', { name: 'Add to cart' }).click();
  await expect(main.getByText('“name@example” is not a valid e-mail address', { exact: false }).first()).toBeVisible();
  await shot(page, 'en-gift-card-invalid-email');
  await chooseLanguage(page, '日本語');
  await main.getByRole('button', { name: 'カートに入れる' }).click();
  await expect(main.getByText('「name@example」は有効なメールアドレスではありません', { exact: false }).first()).toBeVisible();
  await expectBrandWhole(page, 'ゴルフアカデミー');
  await shot(page, 'ja-gift-card-invalid-email');
  await chooseLanguage(page, 'English');

  // Item 7: an order of an e-mailed gift card only.
  const run = await shopOf(request, ACCOUNTS.player);
  await freshCart(run, [
    {
      sku: 'GC-EMAIL',
      quantity: 1,
      selected_options: [Buffer.from('giftcard/giftcard_amount/25').toString('base64')],
      entered_options: [{ uid: Buffer.from('giftcard/giftcard_recipient_email').toString('base64'), value: 'friend@example.com' }],
    },
  ]);
  await page.goto('/shop/checkout');
  await expect(main.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible({ timeout: 30_000 });
  // Item 8: the gift code amount's label is whole at 390 px.
  const amountLabel = main.locator('label', { hasText: 'Amount (optional)' });
  await expect(amountLabel).toBeVisible();
  expect(await amountLabel.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  await shot(page, 'en-checkout-gift-card-only');
  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByLabel('Name on card').fill('Jordan Lee');
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiry (MM/YY)').fill('12/30');
  await payment.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({ timeout: 30_000 });
  await expect(main.getByText(/^Nothing to pick up/)).toBeVisible();
  await expect(main.getByText('Pick up your order at your center', { exact: false })).toHaveCount(0);
  await shot(page, 'en-success-gift-card-only');
  await chooseLanguage(page, '日本語');
  await expect(main.getByText(/^店舗での受け取りはありません/)).toBeVisible();
  await shot(page, 'ja-success-gift-card-only');
  await chooseLanguage(page, 'English');
});

test('two tabs placing one cart: the second shows the order the first placed, with its number and link', async ({ page, context, request }) => {
  const run = await shopOf(request, ACCOUNTS.player);
  await freshCart(run, [{ sku: 'TA-ALIGN', quantity: 1 }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndOpen(page, ACCOUNTS.player, '/shop/checkout');
  const second = await context.newPage();
  await second.setViewportSize({ width: 390, height: 844 });
  await second.goto('/shop/checkout');
  for (const p of [page, second]) await expect(p.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible({ timeout: 30_000 });
  const pay = async (p: Page) => {
    const payment = p.getByRole('region', { name: 'Payment' });
    await payment.getByLabel('Name on card').fill('Jordan Lee');
    await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
    await payment.getByLabel('Expiry (MM/YY)').fill('12/30');
    await payment.getByLabel('Security code').fill('123');
    await p.getByRole('button', { name: /^Place order/ }).click();
    await expect(p.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({ timeout: 30_000 });
  };
  await pay(page);
  const number = (await page.getByText(/^Order number: /).textContent())!.replace('Order number: ', '');
  await pay(second);
  await expect(second.getByText(`Order number: ${number}`)).toBeVisible();
  await expect(second.getByText('already placed, in another tab or window', { exact: false })).toBeVisible();
  await expect(second.getByRole('link', { name: 'View order' })).toHaveAttribute('href', `/shop/orders/${number}`);
  await expect(second.getByText('Your cart is empty', { exact: false })).toHaveCount(0);
  await second.screenshot({ path: path.join(SHOTS, 'walk33-en-two-tabs-second-390.png'), fullPage: true });
  await chooseLanguage(second, '日本語');
  await expect(second.getByText('別のタブまたはウィンドウですでに確定しています', { exact: false })).toBeVisible();
  await second.screenshot({ path: path.join(SHOTS, 'walk33-ja-two-tabs-second-390.png'), fullPage: true });
  await chooseLanguage(second, 'English');
});

test('the memberships page names the currency, never the internal store code', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndOpen(page, ACCOUNTS.simulator, '/launch-monitor/memberships');
  const main = page.getByRole('main');
  await expect(main.getByText(/All prices: US Dollar \(USD\)\./)).toBeVisible({ timeout: 30_000 });
  await expect(main.getByText(/STSVEN/)).toHaveCount(0);
  await shot(page, 'en-memberships');
  await chooseLanguage(page, '日本語');
  await expect(main.getByText(/価格の通貨：米ドル（USD）/)).toBeVisible();
  await shot(page, 'ja-memberships');
  await chooseLanguage(page, 'English');

  // The walk's "no Upgrade button after buying a yearly pack": the course pack has no higher plan, and
  // the page now says so instead of leaving the owner looking for the button.
  await page.getByRole('button', { name: 'Buy a membership' }).click();
  // The owner has several devices: the active-membership step chooses the device first.
  const active = page.getByRole('dialog', { name: 'Activate a membership' });
  await active.getByRole('radio', { name: /^Garage/ }).check();
  await active.getByRole('button', { name: 'Next' }).click();
  const buy = page.getByRole('dialog', { name: 'Buy a membership' });
  await buy.getByRole('radio', { name: /^Premium Course Pack, yearly/ }).check();
  await buy.getByRole('button', { name: 'Next' }).click();
  await buy.getByRole('combobox', { name: 'Billing country' }).selectOption({ label: 'United States' });
  await buy.getByRole('textbox', { name: 'Name on card' }).fill('Sam Taylor');
  await buy.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await buy.getByRole('textbox', { name: /Expiry/ }).fill('12/30');
  await buy.getByRole('textbox', { name: 'Security code' }).fill('123');
  await buy.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText(/Premium Course Pack is active on Garage\. Purchase MS/)).toBeVisible({ timeout: 30_000 });
  await expect(main.getByText('This is the highest plan of its kind: there is nothing to upgrade to.')).toBeVisible();
  await shot(page, 'en-memberships-course-pack');
});
