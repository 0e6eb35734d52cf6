import { expect, test } from '@playwright/test';
import { signInAndOpen, test as journey } from './fixtures';
import path from 'node:path';
import { expectNoSeriousViolations } from './axe';
import { ACCOUNTS } from './helpers';
import { freshCart, noSidewaysScroll, openCheckout, payByCard, shopOf } from './shop-support';

const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');

test('a shopper subscribes at checkout, then skips the next billing once, pauses and resumes', async ({ page, request }) => {
  test.slow();
  const run = await shopOf(request, ACCOUNTS.player);
  // A cart with the monthly Academy membership (a drop-down value carrying a subscription plan).
  const { products } = await run<{ products: { items: { options: { value: { uid: string; title: string }[] }[] }[] } }>(
    '{ products(filter: { sku: { eq: "MEM-ACADEMY" } }) { items { ... on CustomizableProductInterface { options { ... on CustomizableDropDownOption { value { uid title } } } } } } }',
  );
  const monthly = products.items[0]!.options[0]!.value.find((v) => v.title === 'Monthly')!.uid;
  await freshCart(run, [{ sku: 'MEM-ACADEMY', quantity: 1, selected_options: [monthly] }]);
  await openCheckout(page, ACCOUNTS.player, 'Jordan');
  await payByCard(page, 'Jordan Player');

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
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Status changed to active.');

  // A new card for the next billings: a short number is refused here, a good one is stored.
  const card = page.getByRole('form', { name: 'Card for the next billings' });
  await card.getByLabel('Name on card').fill('Jordan Player');
  await card.getByLabel('Card number').fill('5555 4444');
  await card.getByLabel('Expiry (MM/YY)').fill('11/31');
  await card.getByLabel('Security code').fill('123');
  await card.getByRole('button', { name: 'Save card' }).click();
  await expect(card.getByText('Enter the card number: 12 to 19 digits.')).toBeVisible();
  await card.getByLabel('Card number').fill('5555 5555 5555 4444');
  await card.getByRole('button', { name: 'Save card' }).click();
  await expect(card.getByRole('status')).toHaveText('The new card is stored; the next billing uses it.');
  await expect(card.getByText(/ending 4444$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('•••• 4444.');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/subscription-detail-1440.png`, fullPage: true });
  await noSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/subscription-detail-390.png`, fullPage: true });
});

journey('the Japan player reads their paused subscription and its history in Japanese, from a cold start', async ({ page }) => {
  const port = new URL(test.info().project.use.baseURL!).port;
  await signInAndOpen(page, ACCOUNTS.playerJp, '/shop/subscriptions', { origin: `http://jp.localhost:${port}` });
  await page
    .getByRole('button', { name: /^(Language: |言語：)/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: '日本語' }).click();
  const list = page.getByRole('list', { name: 'お客様の定期購入' });
  await expect(list.getByText('アカデミー会員 (月払い)').first()).toBeVisible({ timeout: 30_000 });
  await list.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'アカデミー会員 (月払い)' })).toBeVisible();
  // Every history line is worded in Japanese by the server: the start, a billing and the pause.
  const history = page.getByRole('region', { name: '履歴' });
  await expect(history).toContainText('で定期購入を開始しました。');
  await expect(history).toContainText('定期購入のお支払い：ご注文');
  await expect(history).toContainText('ステータスを「一時停止中」に変更しました。');
  await expect(history).not.toContainText('Subscription');
  await expectNoSeriousViolations(page);
  await noSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/subscription-detail-ja-390.png`, fullPage: true });
  // The card form's problems are worded in Japanese on their fields; nothing is sent.
  const card = page.getByRole('form', { name: '次回以降の請求に使うカード' });
  await card.getByRole('textbox', { name: 'カード番号' }).fill('4242');
  await card.getByRole('button', { name: 'カードを保存' }).click();
  await expect(card.getByRole('textbox', { name: 'カード番号' })).toHaveAccessibleDescription('カード番号（12〜19桁）を入力してください。');
  await expect(card.getByRole('textbox', { name: 'カード名義' })).toBeFocused();
  await card.screenshot({ path: `${SHOTS}/subscription-card-errors-ja-390.png` });
  // A billing date in the past: the server refuses it, and says so in Japanese.
  const move = page.getByRole('form', { name: '次回の請求日を変更' });
  await move.getByLabel('新しい請求日').fill('2020-01-01');
  await move.getByRole('button', { name: '次回の請求日を変更' }).click();
  await expect(page.getByRole('status').filter({ hasText: '明日以降の日付を選んでください。' })).toBeVisible();
  // In English, opened cold: the Japan store speaks only Japanese, so the plan keeps its one Japanese name.
  await page
    .getByRole('button', { name: /^言語：/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'アカデミー会員 (月払い)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Subscription started by order');
  await noSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/subscription-detail-jp-en-390.png`, fullPage: true });
});
