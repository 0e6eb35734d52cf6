import type { Page } from '@playwright/test';
import { CLOCK_START, expect, signInAndOpen, test } from './fixtures';
import path from 'node:path';
import { expectNoSeriousViolations } from './axe';
import { ACCOUNTS, signOut } from './helpers';

const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');

// The demo player's center is in New York; so is the browser, as a player there would have it.
test.use({ timezoneId: 'America/New_York' });

async function openLessons(page: Page, email: string = ACCOUNTS.player, continueAs?: RegExp) {
  await signInAndOpen(page, email, '/lessons', { continueAs });
  await expect(page.getByRole('heading', { level: 1, name: 'My lessons' })).toBeVisible();
}

/** A local date `weeks` weeks from this week's Monday, on ISO weekday `weekday`, by the journeys' fixed clock. */
function dateAhead(weeks: number, weekday: number): string {
  const now = new Date(CLOCK_START);
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7)));
  monday.setUTCDate(monday.getUTCDate() + weeks * 7 + weekday - 1);
  return monday.toISOString().slice(0, 10);
}

test('the calendar opens on the next appointment; a player cancels a lesson free of charge', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openLessons(page);
  await expect(page.getByText('Credits left: 6 lesson, 4 practice')).toBeVisible();
  // The first appointment from today on is selected: next week's private lesson.
  const selectedDay = page.getByRole('button', { name: /1 appointment/, pressed: true });
  await expect(selectedDay).toBeVisible();
  await expect(page.getByRole('article', { name: /^Private lesson · 10:00/ }).filter({ hasText: 'Booked' })).toBeVisible();
  await expect(page.getByRole('article', { name: /^Private lesson/ }).getByText('Waiting list, number 1')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: path.join(SHOTS, 'lessons-calendar-1440.png'), fullPage: true });

  await page.getByRole('button', { name: 'Cancel Short-game lesson' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this lesson?' });
  await expect(dialog.getByText(/Free to cancel until/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Cancel lesson' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: /^Short-game lesson/ })).toHaveCount(0);
  await expect(page.getByText('Credits left: 7 lesson, 4 practice')).toBeVisible();

  // Month navigation: never before the current month; the next month starts on its first day.
  await expect(page.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('button', { name: 'Previous month' })).toBeEnabled();
  await expect(page.getByRole('button', { pressed: true })).toHaveText(/^1/);
});

test('a player books through every step of the scheduling modal, with suggestions', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openLessons(page);
  await page.getByRole('button', { name: 'Book a lesson' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a lesson' });
  await expect(dialog.getByText('Step 1 of 6: Lesson type')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Book again|Private lesson with/ }).first()).toBeVisible();
  await dialog.getByRole('radio', { name: /Private lesson \(60 min\)/ }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByText('Step 2 of 6: Center')).toBeVisible();
  // Distances to centers in miles for a player in yards (the units rule), not km.
  await expect(dialog.getByRole('radio', { name: /Golf Academy Manhattan · your center.*0 mi/ })).toBeVisible();
  await dialog.getByRole('radio', { name: /Golf Academy Manhattan · your center/ }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Step 3 of 6: Coach')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Any coach' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByText('Step 4 of 6: Date and time of day')).toBeVisible();
  await dialog.getByLabel('Date').fill(dateAhead(3, 3));
  await dialog.getByRole('button', { name: 'Morning' }).click();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByText('Step 5 of 6: Open times')).toBeVisible();
  // Suggestions need a chosen time first.
  await dialog.getByRole('button', { name: 'Suggest more times' }).click();
  await expect(dialog.getByText('Choose at least one time first.')).toBeVisible();
  const open = dialog.getByRole('group', { name: 'Open times' }).getByRole('button');
  await open.first().click();
  await dialog.getByRole('button', { name: 'Suggest more times' }).click();
  const suggested = dialog.getByRole('region', { name: 'Suggested times' }).getByRole('button');
  await expect(suggested.first()).toBeVisible();
  await suggested.first().click();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByText('Step 6 of 6: Check and book')).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await dialog.getByLabel('Note for your coach (optional)').fill('Bunker play, please');
  await dialog.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(dialog.getByText('Your 2 lessons are booked.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('“Bunker play, please”').first()).toBeVisible();
});

test('a player reschedules a lesson to another day', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openLessons(page);
  // Read the balance first: other journeys in this file book and cancel with the same player.
  const credits = page.getByText(/^Credits left: /);
  const before = await credits.textContent();
  const lesson = page.getByRole('article', { name: /^Private lesson · 10:00/ }).filter({ hasText: 'Working on my driver slice.' });
  await lesson.getByRole('button', { name: 'Reschedule Private lesson' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule Private lesson' });
  await expect(dialog.getByText('Step 4 of 6: Date and time of day')).toBeVisible();
  await dialog.getByLabel('Date').fill(dateAhead(4, 4));
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('group', { name: 'Open times' }).getByRole('button').first().click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Move lesson' }).click();
  await expect(dialog.getByText('Your lesson has been moved.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  // The move keeps the note for the coach and uses no extra credit.
  await expect(page.getByRole('article').filter({ hasText: 'Working on my driver slice.' })).toContainText('Booked');
  await expect(credits).toHaveText(before ?? '');
});

test('a freed place goes to the waiting player, who confirms it from the offer’s notification', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The parent cancels the lesson the demo player is waiting for.
  await openLessons(page, ACCOUNTS.parent, /Morgan Rivera/);
  await page.getByRole('button', { name: 'Cancel Private lesson' }).first().click();
  await page.getByRole('dialog', { name: 'Cancel this lesson?' }).getByRole('button', { name: 'Cancel lesson' }).click();
  await expect(page.getByRole('article')).toHaveCount(0);
  await signOut(page);

  await openLessons(page);
  const offered = page.getByRole('article').filter({ hasText: /Place offered until/ });
  await expect(offered).toBeVisible();
  await expect(offered.getByRole('button', { name: 'Confirm this place' })).toBeVisible();
  // The offer's notification can be acted on where it is read.
  await page.goto('/notifications');
  const notice = page.getByRole('listitem').filter({ hasText: 'A place opened up' });
  await notice.getByRole('button', { name: /^Confirm the place/ }).click();
  await expect(notice.getByText('Booked. See you there!')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto('/lessons');
  await expect(page.getByRole('article').filter({ hasText: 'Booked' }).first()).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: /Place offered until/ })).toHaveCount(0);
});

test('lesson history filters by type, shows archived lessons, restores one and shows its tabs', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openLessons(page);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lesson history' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Lessons' }).getByRole('listitem');
  // The player has 10 current lessons and 2 archived ones; a retry may find the one its first
  // attempt restored among the current ones.
  await expect.poll(() => list.count()).toBeGreaterThanOrEqual(10);
  const current = await list.count();
  if (testInfo.retry === 0) expect(current, 'current lessons').toBe(10);
  // Each lesson says its year, and counts in words that agree with the number.
  await expect(list.first()).toContainText(/20\d\d/);
  // (The item's text runs the coach's name into the count: "Purdy1 drill".)
  await expect(list.filter({ hasText: /\D1 drills\b|\D1 videos\b/ })).toHaveCount(0);
  await expect(list.filter({ hasText: /\D1 drill\b/ }).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Lesson type' }).click();
  await page.getByRole('option', { name: 'Short-game lesson' }).click();
  await expect(list.first()).toContainText('Short-game lesson');
  await expect(list.filter({ hasNotText: 'Short-game lesson' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Lesson type' }).click();
  await page.getByRole('option', { name: 'All types' }).click();
  await page.getByLabel('Show archived lessons').click();
  await expect(page.getByLabel('Show archived lessons')).toBeChecked();
  await expect(list).toHaveCount(12 - current);
  await expectNoSeriousViolations(page);

  await list.first().getByRole('link').click();
  await expect(page.getByText('This lesson is archived.')).toBeVisible();
  await page.getByRole('button', { name: 'Restore' }).click();
  await page.getByRole('dialog', { name: 'Restore this lesson?' }).getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('This lesson is archived.')).toBeHidden();
  await page.getByRole('tab', { name: 'Drills' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(/repetitions|Draw a line|Two knuckles/);
  await page.getByRole('tab', { name: 'Swing data' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('tab', { name: 'Videos' }).click();
  await expect(page.getByRole('button', { name: /^Download / }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
  // Restored, it is back among the current lessons: one more now.
  await page.getByRole('link', { name: 'Back to history' }).click();
  await expect(page.getByRole('list', { name: 'Lessons' }).getByRole('listitem')).toHaveCount(current + 1);
});

test('the lesson plan shows progress and can be paused and resumed', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openLessons(page);
  await page.getByRole('tab', { name: 'Lesson plan' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Break 90 by spring' })).toBeVisible();
  await expect(page.getByText(/% done: the mean of lessons taken \(\d+ ?%\) and goals’ progress \(\d+ ?%\) · \d+ of 12 lessons/)).toBeVisible();
  const dates = page.getByText(/^With Jason Purdy, /);
  const before = await dates.textContent();
  await page.getByRole('button', { name: 'Pause plan' }).click();
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  await expect(page.getByText(/Paused since/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Resume plan' }).click();
  await expect(page.getByText('In progress', { exact: true })).toBeVisible();
  // A pause of a moment, even repeated, leaves the plan's end where it was.
  for (let i = 0; i < 2; i++) {
    await page.getByRole('button', { name: 'Pause plan' }).click();
    await page.getByRole('button', { name: 'Resume plan' }).click();
  }
  await expect(page.getByText('In progress', { exact: true })).toBeVisible();
  await expect(dates).toHaveText(before!);
});

test('the lessons pages read in all four languages and fit a 320 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await openLessons(page);
  await page.screenshot({ path: path.join(SHOTS, 'lessons-calendar-320.png'), fullPage: true });
  await expectNoSeriousViolations(page);
  for (const [language, heading, book] of [
    ['Français', 'Mes cours', 'Réserver un cours'],
    ['日本語', 'マイレッスン', 'レッスンを予約'],
    ['中文', '我的课程', '预约课程'],
    ['English', 'My lessons', 'Book a lesson'],
  ] as const) {
    await page.getByRole('button', { name: /^(Language|Langue|言語|语言)/ }).click();
    await page.getByRole('menuitem', { name: language }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('button', { name: book })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Book a lesson' }).click();
  await page.screenshot({ path: path.join(SHOTS, 'lessons-booking-320.png'), fullPage: true });
  await expectNoSeriousViolations(page);
});

test('on a 390 px phone the booking steps keep their own height and open times look pressable; coming lessons say their day', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openLessons(page);
  // Cards of the coming weeks carry their date, not only a time.
  const coming = page.getByRole('heading', { level: 2, name: 'Coming up' });
  if (await coming.isVisible()) {
    await expect(page.getByRole('article').last()).toHaveAccessibleName(/ · \w{3}, \w{3} \d{1,2}, \d{1,2}:\d\d/);
  }
  await page.getByRole('button', { name: 'Book a lesson' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a lesson' });
  await dialog.getByRole('radio', { name: /Private lesson \(60 min\)/ }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('radio', { name: /Golf Academy Manhattan · your center/ }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Date').fill(dateAhead(3, 2));
  const morning = dialog.getByRole('button', { name: 'Morning' });
  expect((await morning.boundingBox())!.height).toBeLessThan(64);
  await page.screenshot({ path: path.join(SHOTS, 'lessons-booking-when-390.png') });
  await morning.click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  const slot = dialog.getByRole('group', { name: 'Open times' }).getByRole('button').first();
  await expect(slot).toBeVisible();
  expect((await slot.boundingBox())!.height).toBeLessThan(64);
  // An open time is drawn in colour, not in the translucent black of a disabled or idle control.
  expect(await slot.evaluate((el) => getComputedStyle(el).color)).not.toMatch(/^rgba\(0, 0, 0/);
  await page.screenshot({ path: path.join(SHOTS, 'lessons-booking-slots-390.png') });
});
