import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { ACCOUNTS, DEMO_PASSWORD, signIn } from './helpers';

const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');
const MANAGER = 'shop.manager@example.com';

/** A small real PNG (a green square), as a phone camera's photo would be sent. */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(16, 0);
  ihdr.writeUInt32BE(16, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const rows = Buffer.concat(Array.from({ length: 16 }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(48, 0x40)])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function deliveredOrderNumber(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/v2/player/login', { data: { email: ACCOUNTS.player, password: DEMO_PASSWORD } });
  const session = ((await login.json()) as { data: { eToken: string; eStoreCode: string } }).data;
  const res = await request.post('/graphql', {
    headers: { authorization: `Bearer ${session.eToken}`, store: session.eStoreCode },
    data: { query: '{ getAmRmaOrderList { order_number } }' },
  });
  const body = (await res.json()) as { data: { getAmRmaOrderList: { order_number: string }[] } };
  return body.data.getAmRmaOrderList[0]!.order_number;
}

async function noSideScroll(page: Page) {
  // Polled: right after a resize the layout is still settling.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

async function signedIn(browser: Browser, email: string, url: string, baseURL?: string) {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await page.goto(url);
  return { page, close: () => context.close() };
}

async function desk(browser: Browser, baseURL: string | undefined, act: (page: Page) => Promise<void>) {
  const manager = await signedIn(browser, MANAGER, '/shop/returns-desk', baseURL);
  await expect(manager.page.getByRole('heading', { level: 1, name: 'Returns desk' })).toBeVisible();
  await act(manager.page);
  await manager.close();
}

test('a customer returns two items with a photo; the manager authorizes, receives and refunds; the refund shows on the order; the customer rates', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const number = await deliveredOrderNumber(request);
  await signIn(page, ACCOUNTS.player);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Jordan' })).toBeVisible();
  await page.goto(`/shop/returns?order=${number}`);

  const dialog = page.getByRole('dialog', { name: 'Return items' });
  await expect(dialog.getByRole('combobox', { name: 'Order' })).toHaveValue(/\d+/);
  await dialog.getByRole('checkbox', { name: 'Apex Forge Tour Golf Balls (Dozen)' }).check();
  await dialog.getByRole('combobox', { name: 'Quantity' }).first().selectOption('2');
  await dialog.getByRole('checkbox', { name: /Alignment/ }).check();
  await dialog.getByRole('combobox', { name: 'Reason' }).first().selectOption({ label: 'Damaged during shipping' });
  await dialog.getByLabel('Message to the store (optional)').fill('Two sleeves arrived crushed; photo attached.');
  await dialog.getByLabel('Add photos').setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: png() });
  await expect(dialog.getByText('1 file chosen')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: path.join(SHOTS, 'returns-create-1440.png') });
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Accept the return policy to send the request.');
  await dialog.getByRole('checkbox', { name: 'I have read and accept the return policy' }).check();
  await dialog.getByRole('button', { name: 'Send request' }).click();

  await expect(page.getByRole('heading', { level: 1, name: /^Return #\d{6}$/ })).toBeVisible();
  const returnUrl = page.url();
  const ticket = (await page.getByRole('heading', { level: 1 }).innerText()).replace('Return #', '');
  await expect(page.getByText('New', { exact: true })).toBeVisible();
  const chat = page.getByRole('list', { name: 'Messages about this return' });
  await expect(chat.getByText('Two sleeves arrived crushed; photo attached.')).toBeVisible();
  await expect(chat.getByRole('link', { name: 'box.png' })).toHaveAttribute('href', /signature=/);
  await expectNoSeriousViolations(page);

  await desk(browser, baseURL, async (m) => {
    const card = m.getByRole('article', { name: `Return #${ticket}` });
    // The request's date reads as the manager's locale writes dates ("Nov 28, 2026"), never as ISO text.
    await expect(card.getByText(`Order #${number} · `)).toHaveText(new RegExp(`^Order #${number} · [A-Z][a-z]{2} \\d{1,2}, \\d{4}$`));
    await card.getByRole('button', { name: 'Authorize' }).click();
    await expect(card.getByRole('status')).toHaveText('Done.');
  });

  await page.goto(returnUrl);
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shipping label (PDF)' })).toHaveAttribute('href', /signature=/);
  await page.getByRole('combobox', { name: 'Carrier' }).selectOption('ups');
  await page.getByRole('textbox', { name: 'Tracking number' }).fill('1Z999AA10199999999');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('UPS · 1Z999AA10199999999')).toBeVisible();
  await expect(page.getByText('Shipped', { exact: true })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'returns-detail-1440.png'), fullPage: true });
  await noSideScroll(page);

  await desk(browser, baseURL, async (m) => {
    const card = m.getByRole('article', { name: `Return #${ticket}` });
    await card.getByRole('button', { name: 'Mark received' }).click();
    await expect(card.getByRole('status')).toHaveText('Done.');
    await card.getByRole('button', { name: 'Refund to card' }).click();
    await expect(card.getByRole('status')).toHaveText('Done.');
    await expect(card.getByText('Completed', { exact: true })).toBeVisible();
    await m.screenshot({ path: path.join(SHOTS, 'returns-desk-1440.png'), fullPage: true });
    await expectNoSeriousViolations(m);
  });

  await page.goto(`/shop/orders/${number}`);
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await expect(refunds).toContainText('refunded to your card');
  await expect(refunds).toContainText('Apex Forge Tour Golf Balls (Dozen) × 2');

  await page.goto(returnUrl);
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByText(/was refunded to your card\./)).toBeVisible();
  // The stars are a radio group: keyboard choice, as a screen-reader user would make it.
  await page.getByRole('radio', { name: '5 Stars' }).focus();
  await page.keyboard.press('Space');
  await page.getByLabel('Comment (optional)').fill('Quick and fair.');
  await page.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByRole('img', { name: /^(5 Stars|Rated 5 stars)$/ })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the returns list filters on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ACCOUNTS.player);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Jordan' })).toBeVisible();
  await page.goto('/shop/returns');
  await expect(page.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Your returns' });
  await expect(list.getByRole('link').first()).toBeVisible();
  await noSideScroll(page);
  // A customer looks a return up by the product's name as they know it, in any case; a name they have not returned finds nothing.
  const product = page.getByRole('searchbox', { name: 'Product name' });
  await product.fill('no such product');
  await expect(page.getByText('No return matches these filters.')).toBeVisible();
  await product.fill('golf balls');
  await expect(list.getByRole('link').first()).toBeVisible();
  await expect(page).toHaveURL(/productName=golf\+balls/);
  await product.fill('');
  await page.getByRole('textbox', { name: 'Tracking number' }).fill('1Z999AA10199999999');
  await expect(list.getByRole('link')).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Canceled' });
  await expect(page.getByText('No return matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Last update' });
  await expect(list.getByRole('link').first()).toBeVisible();
  await expect(page).toHaveURL(/sort=modifiedAt/);
  await noSideScroll(page);
  await page.screenshot({ path: path.join(SHOTS, 'returns-list-390.png'), fullPage: true });
  await expectNoSeriousViolations(page);
});

test('the return chat in Japanese', async ({ page, baseURL }) => {
  const jp = new URL(baseURL!);
  jp.hostname = 'jp.localhost';
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${jp.origin}/sign-in`);
  await signIn(page, ACCOUNTS.playerJp);
  await expect(page.getByRole('heading', { level: 1, name: /翔太/ })).toBeVisible();
  // The .jp site reads in Japanese without a language being chosen.
  await page.goto(`${jp.origin}/shop/returns`);
  await expect(page.getByRole('heading', { level: 1, name: '返品' })).toBeVisible();
  await page.getByRole('list', { name: '返品一覧' }).getByRole('link').first().click();
  const chat = page.getByRole('list', { name: 'この返品に関するメッセージ' });
  await expect(chat.getByText('ボールが思ったより硬く感じました。1ダース返品できますか？')).toBeVisible();
  await expect(chat.getByText('ステータスが「新規」に変更されました。')).toBeVisible();
  await page.getByRole('textbox', { name: 'メッセージ' }).fill('箱は未開封です。よろしくお願いします。');
  await page.getByRole('button', { name: '送信' }).click();
  await expect(chat.getByText('箱は未開封です。よろしくお願いします。')).toBeVisible();
  await expect(page.getByText('処理中', { exact: true })).toBeVisible();
  await noSideScroll(page);
  await page.screenshot({ path: path.join(SHOTS, 'returns-chat-ja-390.png'), fullPage: true });
  await expectNoSeriousViolations(page);
});
