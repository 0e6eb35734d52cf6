import type { Page } from '@playwright/test';
import { expect, signInAndOpen, test } from './fixtures';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expectNoSeriousViolations } from './axe';
import { ACCOUNTS } from './helpers';

const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');
const GSPRO = readFileSync(path.resolve(import.meta.dirname, '../../server/src/portal/simulator/fixtures/gspro-export-7iron.csv'));

async function openPractice(page: Page, email: string = ACCOUNTS.player, continueAs?: RegExp) {
  await signInAndOpen(page, email, '/practice', { continueAs });
  await expect(page.getByRole('heading', { level: 1, name: 'Practice sessions' })).toBeVisible();
}

const sessionCards = (page: Page) => page.getByRole('main').getByRole('listitem');

test('the session list filters and pages: page 0 of 20, more appended, a filter starts again', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPractice(page);
  await expect(sessionCards(page)).toHaveCount(20);
  const total = Number(
    (await page
      .getByRole('status')
      .filter({ hasText: /sessions$/ })
      .textContent())!.match(/\d+/)![0],
  );
  await page.getByRole('button', { name: 'Show more sessions' }).click();
  await expect(sessionCards(page)).toHaveCount(Math.min(40, total));
  await page.getByLabel('Session type').selectOption({ label: 'Practice green' });
  await expect(page.getByRole('status').filter({ hasText: /sessions?$/ })).not.toHaveText(`${total} sessions`);
  for (const card of await sessionCards(page).all()) await expect(card).toContainText('Practice green');
  await page.getByLabel('Session type').selectOption({ label: 'All types' });
  await page.getByLabel('Club').selectOption({ label: 'Driver' });
  await expect(sessionCards(page).first()).toContainText('Driver');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: path.join(SHOTS, 'practice-list-1440.png'), fullPage: true });
});

test('a session: target view, shot detail, comparison, change club, delete shots and the session', async ({ page }) => {
  // The longest journey of the area (five screens and three dialogs): it needs more than the default two minutes on a loaded machine.
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPractice(page);
  await page.getByLabel('Session type').selectOption({ label: 'Range' });
  // Open a session only once the list shows the filter's answer (a scored challenge keeps its shots).
  await expect(sessionCards(page).first()).toContainText('Range');
  await sessionCards(page).first().getByRole('link').click();
  await expect(page.getByRole('img', { name: /Where the shots landed/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Clubs side by side' })).toBeVisible();

  await page.getByRole('button', { name: 'Open shot 1', exact: true }).click();
  const detail = page.getByRole('dialog', { name: /^Shot 1 · / });
  for (const field of [
    'Ball speed',
    'Club speed',
    'Smash factor',
    'Launch angle',
    'Back spin',
    'Side spin',
    'Spin axis',
    'Carry',
    'Total',
    'Offline',
    'Apex',
    'Descent angle',
  ]) {
    await expect(detail.getByText(field, { exact: true })).toBeVisible();
  }
  await expect(detail.getByText(/mph$/).first()).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();
  await expectNoSeriousViolations(page);

  await page.getByLabel('Choose shot 1', { exact: true }).check();
  await page.getByLabel('Choose shot 2', { exact: true }).check();
  await page.getByRole('button', { name: 'Compare (2 chosen)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shot comparison' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /^Shot 1 · / })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /^Shot 2 · / })).toBeVisible();
  await page.goBack();

  await page.getByLabel('Choose shot 1', { exact: true }).check();
  await page.getByRole('button', { name: 'Change club' }).click();
  const clubDialog = page.getByRole('dialog', { name: 'Move 1 shot to another club' });
  await clubDialog.getByLabel('Club').selectOption({ label: 'Lob wedge' });
  await clubDialog.getByRole('button', { name: 'Change club' }).click();
  await expect(clubDialog).toBeHidden();
  const firstShot = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Open shot 1', exact: true }) });
  await expect(firstShot).toContainText('Lob wedge');

  await page.getByLabel('Choose shot 2', { exact: true }).check();
  await page.getByRole('button', { name: 'Delete shots' }).click();
  await page.getByRole('dialog', { name: 'Delete 1 shot?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: 'Open shot 2', exact: true })).toBeHidden();

  await page.getByRole('button', { name: 'Delete session' }).click();
  await page.getByRole('dialog', { name: 'Delete this session?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Practice sessions' })).toBeVisible();
});

test('gapping and practice greens at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await openPractice(page);
  await page.getByRole('tab', { name: 'Bag mapping' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bag mapping' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Carry (dark) and total (light) per club' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Gapping per club' }).getByRole('row', { name: /^7 iron/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: path.join(SHOTS, 'practice-gapping-320.png'), fullPage: true });
  await page.getByRole('tab', { name: 'Practice greens' }).click();
  await expect(page.getByRole('table', { name: 'Putting by distance' })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'practice-greens-320.png'), fullPage: true });
});

test('a CSV import shows a preview, imports once, and a second import adds nothing', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPractice(page, ACCOUNTS.simulatorCoach);
  for (const attempt of [1, 2]) {
    await page.getByRole('button', { name: 'Import shots' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import shots from a CSV file' });
    await dialog.getByLabel('Choose CSV file').setInputFiles({ name: 'gspro-export-7iron.csv', mimeType: 'text/csv', buffer: GSPRO });
    if (attempt === 1) {
      await expect(dialog.getByRole('status')).toContainText('GSPro import: 28 rows, 28 to import');
      await expectNoSeriousViolations(page);
      await dialog.getByRole('button', { name: 'Import 28 shots' }).click();
      await expect(dialog.getByRole('status')).toContainText('28 shots imported');
      await dialog.getByRole('link', { name: 'Open the session' }).click();
      await expect(page.getByRole('main').getByText('28 shots', { exact: true })).toBeVisible();
      await page.getByRole('link', { name: 'All sessions' }).click();
    } else {
      await expect(dialog.getByRole('status')).toContainText('0 to import');
      await expect(dialog.getByRole('cell', { name: 'Imported before' }).first()).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Import 0 shots' })).toBeDisabled();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
  }
});

test('game tracking: add on GIR by default, edit, delete', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPractice(page);
  await page.getByRole('tab', { name: 'Game tracking' }).click();
  await page.getByRole('button', { name: 'Track a round' }).click();
  const add = page.getByRole('dialog', { name: 'Track a round' });
  await expect(add.getByLabel('Tracking type')).toHaveValue('onGIR');
  await add.getByLabel('Course').fill('Pebble Creek');
  await add.getByLabel('Score').fill('85');
  await add.getByLabel('Greens in regulation').fill('7');
  await add.getByLabel('Near the green in regulation').fill('6');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  const row = page.getByRole('row', { name: /Pebble Creek/ });
  await expect(row).toContainText('85 (18 holes)');
  await expectNoSeriousViolations(page);
  await row.getByRole('button', { name: /^Edit Pebble Creek/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit tracked round' });
  await edit.getByLabel('Score').fill('82');
  // 12 greens hit and 8 more near the green cannot happen in 18 holes: the server says so.
  await edit.getByLabel('Greens in regulation').fill('12');
  await edit.getByLabel('Near the green in regulation').fill('8');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByRole('alert')).toContainText('cannot pass 18 holes');
  await edit.getByLabel('Near the green in regulation').fill('4');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('82 (18 holes)');
  await row.getByRole('button', { name: /^Delete Pebble Creek/ }).click();
  await expect(page.getByRole('row', { name: /Pebble Creek/ })).toHaveCount(0);
});

test('a challenge: driver by default, a station selects its first swing, a session is scored', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPractice(page);
  await page.getByRole('tab', { name: 'Challenges' }).click();
  await expect(page.getByRole('tab', { name: 'Driver', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Irons' }).click();
  await page.getByRole('link', { name: /Iron Ladder/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Iron Ladder' })).toBeVisible();
  await page.getByRole('button', { name: /^Mid irons/ }).click();
  await expect(page.getByRole('button', { name: /^Swing 4: 150 yd/ })).toHaveAttribute('aria-current', 'true');
  await page.getByLabel('Session', { exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Score it' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Scored: / })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the leaderboard: driver and pin boards, global, my center and my coach, only display names', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await openPractice(page);
  await page.getByRole('tab', { name: 'Leaderboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Longest drive' });
  await expect(table.getByRole('row', { name: /Jordan L\. \(you\)/ })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('@example.com');
  await page.getByRole('button', { name: 'My center' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Golf Academy Manhattan' })).toBeVisible();
  await page.getByRole('button', { name: 'My coach' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Players of / })).toBeVisible();
  await page.getByRole('button', { name: 'Closest to the pin' }).click();
  await expect(page.getByRole('table', { name: 'Closest to the pin' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: path.join(SHOTS, 'practice-leaderboard-320.png'), fullPage: true });
});
