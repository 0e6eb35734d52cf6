import type { Page } from '@playwright/test';
import { expect, signInAndOpen, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { ACCOUNTS } from './helpers';

// A player of the US site who reads the portal in Japanese (issue 32's third walk).
test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
});

async function readInJapanese(page: Page) {
  await page.getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('menuitem', { name: '日本語' }).click();
}

test('the course list names its page navigation in Japanese, not "pagination navigation"', async ({ page }) => {
  await signInAndOpen(page, ACCOUNTS.player, '/courses');
  await expect(page.getByRole('navigation', { name: 'Pages of courses' })).toBeVisible();
  await readInJapanese(page);
  await expect(page.getByRole('navigation', { name: 'コース一覧のページ' })).toBeVisible();
  await expect(page.locator('[aria-label="pagination navigation"]')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: '/tmp/shots32/courses-ja-390.png', fullPage: true });
});

test('practice filters with From after To say what to change instead of failing to load', async ({ page }) => {
  await signInAndOpen(page, ACCOUNTS.player, '/practice');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill('2026-11-20');
  await page.getByLabel('To', { exact: true }).fill('2026-11-01');
  await expect(page.getByText('The From date must come on or before the To date.')).toBeVisible();
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  await page.screenshot({ path: '/tmp/shots32/practice-range-en-390.png', fullPage: true });
  await readInJapanese(page);
  await expect(page.getByText('開始日は終了日と同じか、それより前の日付にしてください。')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots32/practice-range-ja-390.png', fullPage: true });
  // Putting the dates in order lists the sessions again.
  await page.getByLabel('開始日', { exact: true }).fill('2026-11-01');
  await expect(page.getByText('開始日は終了日と同じか、それより前の日付にしてください。')).toHaveCount(0);
});

test('a center search that matches nothing says so instead of listing every center', async ({ page }) => {
  await signInAndOpen(page, ACCOUNTS.player, '/lessons');
  await page.getByRole('button', { name: 'Book a lesson' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a lesson' });
  await dialog.getByRole('radio', { name: /Private lesson \(60 min\)/ }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Step 2 of 6: Center')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Postal code or city' }).fill('zzzz@@');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog.getByText('No center matches “zzzz@@”. Try a city, a postal code or a center’s name.')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Golf Academy/ })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/shots32/booking-center-nomatch-en-390.png', fullPage: true });
});
