import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expect, signInAndOpen, test } from './fixtures';
import { ACCOUNTS } from './helpers';

const BAGS_CHUNK = /\/assets\/bags-page-[^/]+\.js(\?.*)?$/;

/** Answers the bags screen's code chunk with 503 (a server shedding load) `times` times, or always. */
async function failBagsChunk(page: Page, times = Infinity) {
  const state = { failed: 0 };
  await page.route(BAGS_CHUNK, async (route) => {
    if (state.failed >= times) return route.fallback();
    state.failed++;
    await route.fulfill({ status: 503, headers: { 'retry-after': '1' }, body: 'Service Unavailable' });
  });
  return state;
}

/** The signed-in frame is still there: the app bar and the menu. */
async function expectFrame(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Bags' })).toBeVisible();
}

test('a code chunk that fails once on a cold load is fetched again and the screen shows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const failures = await failBagsChunk(page, 1);
  await signInAndOpen(page, ACCOUNTS.player, '/bags');
  await expect(page.getByRole('heading', { level: 1, name: 'My bags' })).toBeVisible();
  expect(failures.failed).toBe(1);
});

test('a code chunk that keeps failing shows an error with "Try again" inside the frame, and trying again loads it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await failBagsChunk(page);
  await signInAndOpen(page, ACCOUNTS.player, '/bags');
  const alert = page.getByRole('alert').filter({ hasText: 'This screen could not be loaded' });
  await expect(alert).toBeVisible();
  await expectFrame(page);
  await expectNoSeriousViolations(page);

  // The server recovers: trying again loads the screen, in place.
  await page.unroute(BAGS_CHUNK);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My bags' })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('a menu tap on a screen whose chunk fails keeps the frame and says so; another menu entry still works', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await failBagsChunk(page);
  await signInAndOpen(page, ACCOUNTS.player, '/');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Bags' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This screen could not be loaded' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots32/chunk-failure-en-390.png', fullPage: true });

  // Going elsewhere clears the failure.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();

  // In Japanese the failure reads in Japanese.
  await page.getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('menuitem', { name: '日本語' }).click();
  await page.getByRole('button', { name: 'ナビゲーションを開く' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'バッグ' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'この画面を読み込めませんでした' })).toBeVisible();
  await expect(page.getByRole('button', { name: '再試行' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots32/chunk-failure-ja-390.png', fullPage: true });
});
