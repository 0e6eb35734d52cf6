import type { Page } from '@playwright/test';
import { expect, signInAndOpen, test } from './fixtures';
import path from 'node:path';
import { expectNoSeriousViolations } from './axe';
import { ACCOUNTS } from './helpers';

const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');

async function openRounds(page: Page) {
  await signInAndOpen(page, ACCOUNTS.player, '/rounds');
  await expect(page.getByRole('heading', { level: 1, name: 'My rounds' })).toBeVisible();
}

/** Today on the server's fixed clock (the page's clock starts from it), as the date picker names it. */
const today = (page: Page) =>
  page.evaluate(async () => new Date(((await (await fetch('/api/health')).json()) as { now: string }).now).toLocaleDateString('en-US', { dateStyle: 'full' }));

test('a player finds courses by name, country and location, and keeps favourites', async ({ page, context }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 41.03, longitude: -73.76 });
  await signInAndOpen(page, ACCOUNTS.player, '/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  const favorites = page.getByRole('region', { name: 'Favourite courses' });
  await expect(favorites.getByRole('link', { name: 'Hudson Bluffs Golf Club' })).toBeVisible();

  const search = page.getByRole('search', { name: 'Find a course' });
  await search.getByLabel('Course name').fill('kingdom');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 course found' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Kingdom Links to favourites' }).click();
  await expect(favorites.getByRole('link', { name: 'Kingdom Links' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // A misspelt name still finds the course.
  await search.getByLabel('Course name').fill('kingdm lnks');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('list', { name: 'Courses found' }).getByRole('link', { name: 'Kingdom Links' })).toBeVisible();

  await search.getByLabel('Course name').fill('');
  await search.getByRole('button', { name: 'Search' }).click();
  await search.getByLabel('Country').selectOption({ label: 'Japan (2)' });
  await expect(page.getByRole('status').filter({ hasText: '2 courses found' })).toBeVisible();
  await search.getByLabel('Country').selectOption({ label: 'Any country' });

  await page.getByRole('button', { name: 'Near me' }).click();
  await expect(page.getByText('Nearest to you first.')).toBeVisible();
  const found = page.getByRole('list', { name: 'Courses found' });
  await expect(found.getByRole('listitem').first()).toContainText('Hudson Bluffs Golf Club');
  // A player in yards reads distances between places in miles.
  await expect(found.getByRole('listitem').first()).toContainText(' mi');

  await favorites.getByRole('link', { name: 'Kingdom Links' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kingdom Links' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Holes of the course' }).getByRole('row')).toHaveCount(1 + 18 + 3);
  await expect(page.getByText(/Rating \d+\.\d · slope \d+/).first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: path.join(SHOTS, 'course-detail-1440.png'), fullPage: true });
  await page.getByRole('button', { name: 'Remove Kingdom Links from favourites' }).click();
  await expect(page.getByRole('button', { name: 'Add Kingdom Links to favourites' })).toBeVisible();
});

test('a player starts a round, keeps the scorecard, places shots on the hole map and reads the stats', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAndOpen(page, ACCOUNTS.player, '/courses');
  const search = page.getByRole('search', { name: 'Find a course' });
  await search.getByLabel('Course name').fill('hudson');
  await search.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('list', { name: 'Courses found' }).getByRole('link', { name: 'Hudson Bluffs Golf Club' }).click();
  await page.getByRole('link', { name: 'Start a round here' }).click();

  const dialog = page.getByRole('dialog', { name: 'New round' });
  await expect(dialog.getByText('Hudson Bluffs Golf Club')).toBeVisible();
  await dialog.getByLabel('Tee box').selectOption({ index: 2 });
  await dialog.getByRole('button', { name: 'Start round' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose the date of the round.');
  // A round is logged on or after the day it was played: the calendar goes back, never past today.
  await expect(dialog.getByRole('button', { name: 'Next month' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Previous month' }).click();
  await dialog.getByRole('button', { name: 'Next month' }).click();
  await dialog.getByRole('button', { name: await today(page) }).click();
  await dialog.getByLabel('Coach who may see the round').selectOption({ label: 'Alex Morgan · Golf Academy Manhattan' });
  await expect(dialog.getByRole('heading', { name: 'Weather at the course' })).toBeVisible();
  await expect(dialog.getByText('Climate estimate for the place and season, not a forecast.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Start round' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Hudson Bluffs Golf Club' })).toBeVisible();
  await expect(page.getByText('Not started')).toBeVisible();
  await expect(page.getByText('Coach: Alex Morgan')).toBeVisible();

  // The scorecard: enter hole 1, look at the back nine, show the chips row.
  await page.getByRole('button', { name: 'Scorecard' }).click();
  const card = page.getByRole('dialog', { name: /Scorecard/ });
  await card.getByRole('button', { name: 'Enter hole 1' }).click();
  const holeForm = card.getByRole('form', { name: /Hole 1 · par/ });
  await holeForm.getByLabel('Score').fill('5');
  await holeForm.getByRole('button', { name: 'One putt more' }).click();
  await holeForm.getByRole('button', { name: 'One putt more' }).click();
  await holeForm.getByLabel('Fairway', { exact: true }).selectOption({ label: 'Hit' });
  await expect(holeForm.getByText('Green in regulation: no (from score and putts).')).toBeVisible();
  await holeForm.getByRole('button', { name: 'Save hole 1' }).click();
  // The round advances to the next hole once one is saved.
  await expect(card.getByRole('form', { name: /Hole 2 · par/ })).toBeVisible();
  await expect(card.getByRole('region', { name: 'Scorecard' }).getByRole('row', { name: /^Score/ })).toContainText('5 (+1)');
  await card.getByRole('button', { name: 'Back 9' }).click();
  await expect(card.getByRole('columnheader', { name: 'In' })).toBeVisible();
  await card.getByRole('button', { name: 'Rows shown' }).click();
  await card.getByRole('checkbox', { name: 'Chips' }).check();
  await expect(card.getByRole('rowheader', { name: 'Chips' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: path.join(SHOTS, 'scorecard-1440.png') });
  await card.getByRole('button', { name: 'Close' }).click();

  // The hole map: place two shots by tapping, one more from the keyboard, then delete it.
  await page.getByRole('link', { name: 'Hole map' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Hole map/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Hole 1 · par/ })).toBeVisible();
  const map = page.getByRole('application', { name: /place where shot 1 came to rest/ });
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.5);
  await page.getByRole('application', { name: /place where shot 2 came to rest/ }).click({ position: { x: box.width * 0.5, y: box.height * 0.2 } });
  await page.getByRole('application', { name: /place where shot 3 came to rest/ }).focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Shots' }).getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: 'Delete shot 3' }).click();
  await expect(page.getByRole('list', { name: 'Shots' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Shots' }).getByRole('listitem').first()).toContainText('to the pin');
  await page.getByLabel('Club for shot 1').selectOption({ index: 1 });
  await page.getByLabel('Comment on this hole').fill('Good drive, short approach.');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Save hole 1' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Hole 2 · par/ })).toBeVisible();
  // The tracking resumes at the current hole.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: /^Hole 2 · par/ })).toBeVisible();
  await page.getByRole('button', { name: 'Previous hole' }).click();
  await expect(page.getByRole('list', { name: 'Shots' }).getByRole('listitem').first()).toContainText('tee →');
  await page.getByRole('link', { name: 'Back to the round' }).click();
  await expect(page.getByRole('region', { name: 'Comments' }).getByText('Good drive, short approach.')).toBeVisible();

  await page.getByRole('button', { name: 'Stats summary' }).click();
  const summary = page.getByRole('dialog', { name: 'Stats summary' });
  await expect(summary.getByText('Fairways hit')).toBeVisible();
  await expect(summary.getByRole('heading', { name: 'Strokes gained' })).toBeVisible();
  await summary.getByRole('button', { name: 'Close' }).click();

  // Stats: the handicap index and how it is made, the history with its filters.
  await page.getByRole('link', { name: 'All rounds' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Stats' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stats' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Handicap index' }).getByText('From the best 6 of your last 18 score differentials.')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Score (18 holes) and differential' })).toBeVisible();
  await page.getByRole('switch', { name: 'Last 5 rounds only' }).check();
  await expect(page.getByRole('status').filter({ hasText: /^5 rounds$/ })).toBeVisible();
  await page.getByLabel('Reporting period').selectOption({ label: 'Last month' });
  await expect(page.getByRole('figure', { name: 'Strokes gained by category' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: path.join(SHOTS, 'round-stats-1440.png'), fullPage: true });
});

for (const width of [320, 375]) {
  test(`the hole map works on a ${width} px phone`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await openRounds(page);
    // The demo round in progress (six holes played) resumes at hole 7.
    await page
      .getByRole('list', { name: 'Your rounds' })
      .getByRole('listitem')
      .filter({ hasText: /In progress[\s\S]*6 holes/ })
      .getByRole('link')
      .click();
    await page.getByRole('link', { name: 'Hole map' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Hole 7 · par/ })).toBeVisible();
    const map = page.getByRole('application', { name: /place where shot 1 came to rest/ });
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(width);
    await map
      .tap({ position: { x: box.width * 0.5, y: box.height * 0.55 } })
      .catch(() => map.click({ position: { x: box.width * 0.5, y: box.height * 0.55 } }));
    await expect(page.getByRole('list', { name: 'Shots' }).getByRole('listitem')).toHaveCount(1);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: path.join(SHOTS, `hole-map-${width}.png`), fullPage: true });
  });
}

test('the rounds screens speak every language', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openRounds(page);
  for (const [language, heading, button] of [
    ['Français', 'Mes parties', 'Nouvelle partie'],
    ['日本語', 'マイラウンド', '新しいラウンド'],
    ['中文', '我的轮次', '新的一轮'],
    ['English', 'My rounds', 'New round'],
  ] as const) {
    await page.getByRole('button', { name: /^Language: |^Langue|^言語|^语言/ }).click();
    await page.getByRole('menuitem', { name: language }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('button', { name: button })).toBeVisible();
  }
});

test.describe('in Japanese on a phone', () => {
  test.use({ locale: 'ja-JP', viewport: { width: 390, height: 844 } });

  test('the handicap table keeps its course column readable and scrolls inside its region', async ({ page, baseURL }) => {
    const jp = new URL(baseURL!);
    jp.hostname = 'jp.localhost';
    await signInAndOpen(page, ACCOUNTS.playerJp, '/rounds/stats', { origin: jp.origin });
    const table = page.getByRole('region', { name: 'スコアディファレンシャル' }).getByRole('table');
    const course = table.getByRole('row').nth(1).getByRole('cell').nth(1);
    await expect(course).toBeVisible();
    // Japanese breaks between any two characters: the column had shrunk to one character a line (a 400 px tall row).
    expect((await course.boundingBox())!.width).toBeGreaterThan(100);
    expect((await table.getByRole('row').nth(1).boundingBox())!.height).toBeLessThan(80);
  });
});
