import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInAndOpen, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { ACCOUNTS, DEMO_PASSWORD } from './helpers';

const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');

/** A portal session through the sign-in API (not the browser's): its shop token and store. */
async function apiSession(request: APIRequestContext, email: string) {
  const res = await request.post('/api/v2/player/login', { data: { email, password: DEMO_PASSWORD } });
  const body = (await res.json()) as { code: number; data: { eToken: string; eStoreCode: string } };
  expect(body.code).toBe(0);
  return body.data;
}

async function graphql(request: APIRequestContext, session: { eToken: string; eStoreCode: string }, query: string) {
  const res = await request.post('/graphql', { headers: { authorization: `Bearer ${session.eToken}`, store: session.eStoreCode }, data: { query } });
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

async function openOrders(page: Page) {
  await signInAndOpen(page, ACCOUNTS.player, '/shop/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
}

/** The demo player's delivered order (seeded two months ago): balls and alignment sticks, shipped by UPS, paid by Visa. */
const delivered = (page: Page) => page.getByRole('list', { name: 'Your orders' }).getByRole('link').filter({ hasText: '$180.67' });

async function chooseLanguage(page: Page, language: string) {
  await page.getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('menuitem', { name: language }).click();
}

test('a customer finds a past order, follows its tracking, buys it again and is refused another customer’s order', async ({ page, request }) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await openOrders(page);
  // Newest first: the order in preparation (three weeks old) before the delivered one.
  const links = page.getByRole('list', { name: 'Your orders' }).getByRole('link');
  await expect(links.filter({ hasText: 'Processing' }).first()).toBeVisible();
  const texts = await links.allInnerTexts();
  expect(texts.findIndex((x) => x.includes('Processing'))).toBeLessThan(texts.findIndex((x) => x.includes('$180.67')));
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: path.join(SHOTS, 'orders-list-1440.png'), fullPage: true });

  await delivered(page).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Order #\d{9}$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.innerText()).replace('Order #', '');
  await expect(page).toHaveURL(new RegExp(`/shop/orders/${number}$`));
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items.getByRole('heading', { level: 3, name: 'Apex Forge Tour Golf Balls (Dozen)' })).toBeVisible();
  await expect(items.getByText('Ordered: 3')).toBeVisible();
  await expect(items.getByText('Shipped: 3')).toBeVisible();
  const track = page.getByRole('link', { name: 'Track 1Z999AA10123456784 with UPS Ground (opens in a new tab)' });
  await expect(track).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
  await expect(track).toHaveAttribute('target', '_blank');
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByText('Visa ending in 4242 · expires 12/29')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText('Irvine');
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals.getByText('CA Sales Tax (7.25%)')).toBeVisible();
  await expect(totals.getByText('$180.67')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: path.join(SHOTS, 'order-detail-1440.png'), fullPage: true });

  // Read in Japanese, opened cold: the products, tax, delivery and payment the server names are Japanese too.
  await chooseLanguage(page, '日本語');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `注文番号 ${number}` })).toBeVisible();
  await expect(page.getByRole('region', { name: '合計' }).getByText('CA州売上税（7.25%）')).toBeVisible();
  await expect(page.getByRole('region', { name: 'お支払い' }).getByText('クレジットカード（Authorize.net CIM）')).toBeVisible();
  await expect(page.getByText('配送方法：店舗受け取り')).toBeVisible();
  await expect(
    page.getByRole('region', { name: '商品' }).getByRole('heading', { level: 3, name: 'エイペックス フォージ ツアー ゴルフボール（1ダース）' }),
  ).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'order-detail-ja-1440.png'), fullPage: true });
  await page.getByRole('button', { name: /^言語：/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(heading).toBeVisible();

  // Buy again: the lines go to the cart (those that cannot are listed), then on to the cart page.
  await page.getByRole('button', { name: 'Buy again' }).click();
  const outcome = page.getByRole('status').filter({ hasText: /in your cart|could not be added/ });
  await expect(outcome).toBeVisible();
  await expect(outcome.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/shop/cart');
  await expectNoSeriousViolations(page);
  // Leave the demo cart as it was: close the cart the reorder filled.
  const session = await apiSession(request, ACCOUNTS.player);
  const filled = (await graphql(request, session, '{ customerCart { total_quantity } }')) as { customerCart: { total_quantity: number } };
  expect(filled.customerCart.total_quantity).toBeGreaterThanOrEqual(1);
  expect(await graphql(request, session, 'mutation { deActiveAllCustomerCart }')).toEqual({ deActiveAllCustomerCart: true });

  // An unknown number, and another customer's real order, are both not found.
  const parent = await apiSession(request, ACCOUNTS.parent);
  // The family's order was placed in the Canadian store (seeded in checkout-orders.seed.ts).
  const theirs = (await graphql(request, { ...parent, eStoreCode: 'CA' }, '{ customer { orders { items { number } } } }')) as {
    customer: { orders: { items: { number: string }[] } };
  };
  const foreign = theirs.customer.orders.items[0]!.number;
  for (const missing of ['999999999', foreign, number.slice(0, 5)]) {
    await page.goto(`/shop/orders/${missing}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    await expect(page.getByText(`You have no order with the number “${missing}”`)).toBeVisible();
  }
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'All orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});

test('a customer names the receipt of a purchase and downloads it as a PDF', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await openOrders(page);
  await page.getByRole('link', { name: 'Purchase history and receipts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase history' })).toBeVisible();
  const purchases = page.getByRole('list', { name: 'Your purchases' });
  const balls = purchases.getByRole('listitem').filter({ hasText: 'Apex Forge Tour Golf Balls (Dozen) × 3, Alignment Sticks (Pair)' });
  await expect(balls).toContainText('$180.67');
  await expect(balls).toContainText('for Jordan Lee');
  await expectNoSeriousViolations(page);

  await balls.getByRole('button', { name: /^Receipt for order #\d{9}$/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Receipt for order #\d{9}$/ });
  const field = dialog.getByRole('textbox', { name: 'Receipt made out to' });
  const before = await field.inputValue();
  await field.fill('   ');
  await dialog.getByRole('button', { name: 'Download PDF' }).click();
  await expect(dialog.getByText('Enter a name or address of 1 to 120 characters.')).toBeVisible();
  await field.fill('Fairway Labs Inc., 2 Park Plaza, Irvine');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download PDF' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^receipt-\d{9}\.pdf$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await expect(dialog.getByText('Your receipt (PDF) is downloading.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: path.join(SHOTS, 'receipt-dialog-1440.png') });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The device remembers the last name used, offered on another purchase's receipt.
  const other = purchases.getByRole('listitem').filter({ hasNotText: 'Apex Forge Tour Golf Balls' }).first();
  await other.getByRole('button', { name: /^Receipt for order/ }).click();
  await dialog.getByRole('button', { name: 'Use the last one: Fairway Labs Inc., 2 Park Plaza, Irvine' }).click();
  await expect(field).toHaveValue('Fairway Labs Inc., 2 Park Plaza, Irvine');
  await dialog.getByRole('button', { name: 'Close' }).click();
  // The server kept the name for the purchase; put the demo purchase's name back as it was.
  await balls.getByRole('button', { name: /^Receipt for order/ }).click();
  await expect(field).toHaveValue('Fairway Labs Inc., 2 Park Plaza, Irvine');
  await field.fill(before);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Saved. Future receipts of this purchase are made out this way.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(balls).toBeVisible();
});

for (const [language, title, card, purchases, notFound] of [
  ['Français', 'Commandes', 'Visa se terminant par 4242 · expire fin 12/29', 'Historique d’achats', 'Commande introuvable'],
  ['日本語', '注文履歴', 'Visa（末尾 4242） · 有効期限 12/29', '購入履歴', '注文が見つかりません'],
  ['中文', '订单', 'Visa（尾号 4242） · 有效期至 12/29', '购买记录', '未找到订单'],
] as const) {
  test(`orders and purchases in ${language}`, async ({ page }) => {
    await openOrders(page);
    await chooseLanguage(page, language);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page
      .getByRole('list')
      .getByRole('link')
      .filter({ hasText: /180[.,]67/ })
      .click();
    await expect(page.getByText(card)).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto('/shop/orders/999999999');
    await expect(page.getByRole('heading', { level: 1, name: notFound })).toBeVisible();
    await page.goto('/purchases');
    await expect(page.getByRole('heading', { level: 1, name: purchases })).toBeVisible();
    await page.getByRole('list').getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

for (const width of [320, 1440] as const) {
  test(`orders, an order and purchases at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openOrders(page);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await page.screenshot({ path: path.join(SHOTS, `orders-${width}.png`), fullPage: true });
    expect(await overflow()).toBeLessThanOrEqual(0);
    await delivered(page).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Order #/ })).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, `order-detail-${width}.png`), fullPage: true });
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto('/purchases');
    await expect(page.getByRole('heading', { level: 1, name: 'Purchase history' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your purchases' }).getByRole('listitem').first()).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, `purchases-${width}.png`), fullPage: true });
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page
      .getByRole('button', { name: /^Receipt for order/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // The check waits for the dialog's entrance to end; the picture is taken after it.
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: path.join(SHOTS, `receipt-dialog-${width}.png`) });
  });
}
