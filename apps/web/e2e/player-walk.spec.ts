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

test('on a 390 px phone the times of day of booking step 4 keep each label on one line and every border whole', async ({ page }) => {
  await signInAndOpen(page, ACCOUNTS.player, '/lessons');
  await page.getByRole('button', { name: 'Book a lesson' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a lesson' });
  await dialog.getByRole('radio', { name: /Private lesson \(60 min\)/ }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('radio', { name: /Golf Academy Manhattan · your center/ }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Step 4 of 6: Date and time of day')).toBeVisible();
  const group = dialog.getByRole('group', { name: 'Time of day' });
  const buttons = await group.getByRole('button').evaluateAll((els) =>
    els.map((el) => {
      const style = getComputedStyle(el);
      return {
        text: el.textContent,
        height: el.getBoundingClientRect().height,
        lineHeight: parseFloat(style.lineHeight),
        left: style.borderLeftColor,
        leftWidth: style.borderLeftWidth,
      };
    }),
  );
  expect(buttons.map((b) => b.text)).toContain('Evening');
  for (const b of buttons) {
    expect(b.height, `${b.text} wraps`).toBeLessThan(2 * b.lineHeight + 16);
    expect(b.left, `${b.text} has no left border`).not.toBe('rgba(0, 0, 0, 0)');
    expect(b.leftWidth).toBe('1px');
  }
  await page.screenshot({ path: '/tmp/shots32/booking-step4-en-390.png' });
  // The same step in Japanese (the language is chosen outside the dialog).
  await page.keyboard.press('Escape');
  await readInJapanese(page);
  await page.getByRole('button', { name: 'レッスンを予約' }).first().click();
  const ja = page.getByRole('dialog', { name: 'レッスンを予約' });
  await ja.getByRole('radio').first().check();
  await ja.getByRole('button', { name: '次へ' }).click();
  await ja.getByRole('radio').first().check();
  await ja.getByRole('button', { name: '次へ' }).click();
  await ja.getByRole('button', { name: '次へ' }).click();
  await expect(ja.getByRole('group').last()).toBeVisible();
  await page.screenshot({ path: '/tmp/shots32/booking-step4-ja-390.png' });
});

test('the plan and the Home card say what the progress figure is made of', async ({ page }) => {
  await signInAndOpen(page, ACCOUNTS.player, '/lessons/plan');
  await expect(page.getByText(/done: the mean of lessons taken \(\d+ ?%\) and goals’ progress \(\d+ ?%\) · \d+ of 12 lessons/)).toBeVisible();
  await page.screenshot({ path: '/tmp/shots32/plan-en-390.png', fullPage: true });
  await readInJapanese(page);
  await expect(page.getByText(/受講したレッスン（\d+ ?%）と目標の進捗（\d+ ?%）の平均/)).toBeVisible();
  await page.screenshot({ path: '/tmp/shots32/plan-ja-390.png', fullPage: true });
  await page.getByRole('button', { name: 'ナビゲーションを開く' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'ホーム' }).click();
  await expect(page.getByText(/受講したレッスン（\d+ ?%）と目標の進捗（\d+ ?%）の平均/)).toBeVisible();
  await page.screenshot({ path: '/tmp/shots32/home-ja-390.png', fullPage: true });
});

test('on a day with no open times, "Suggest more times" offers the nearest open times instead of a dead end', async ({ page }) => {
  await signInAndOpen(page, ACCOUNTS.player, '/lessons');
  await page.getByRole('button', { name: 'Book a lesson' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a lesson' });
  await dialog.getByRole('radio', { name: /Private lesson \(60 min\)/ }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('radio', { name: /Golf Academy Manhattan · your center/ }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  // A Sunday: no coach of the center works.
  await dialog.getByLabel('Date').fill('2026-05-17');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('No open times on this day. Try another day or time of day.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Suggest more times' }).click();
  const nearest = dialog.getByRole('region', { name: 'Suggested times' });
  await expect(nearest.getByRole('button').first()).toBeVisible();
  await expect(dialog.getByText('Choose at least one time first.')).toHaveCount(0);
  // The nearest open time is the next working day, Monday.
  await expect(nearest.getByRole('button').first()).toHaveAccessibleName(/May 18/);
  await page.screenshot({ path: '/tmp/shots32/booking-nearest-en-390.png' });
});
