import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { expectNoSeriousViolations } from './axe';
import { ACCOUNTS, signIn } from './helpers';

// The portal's figures as a player meets them: one handicap on home, stats and account; mishits
// out of the averages with a switch per shot; practice greens and the leaderboard saying what
// they show. Every journey starts with a cold load of its own URL, at 390 and 1440 px.
const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');
const WIDTHS = [390, 1440] as const;
// Two cold loads per screen on a shared two-core machine.
test.describe.configure({ timeout: 180_000 });

async function signedIn(page: Page, email: string, heading: RegExp) {
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Cold load of the URL, no sideways scroll, and a screenshot, at each width. */
async function visit(page: Page, url: string, name: string, ready: (page: Page) => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(url);
    await ready(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${url} at ${width} px scrolls sideways`).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

test('one handicap index on home, stats and account; the self-declared one labelled as such', async ({ page }) => {
  await signedIn(page, ACCOUNTS.player, /Welcome/);
  let index = '';
  await visit(page, '/', 'numbers-home-en', async (p) => {
    const card = p.getByRole('region', { name: 'Handicap index' });
    await expect(card).toContainText('World Handicap System index from your rounds');
    await expect(card).toContainText('Self-declared handicap: 16.4');
    index = (await card.locator('p').first().textContent())!.trim();
    expect(index).toMatch(/^\d+\.\d$/);
    await expect(p.getByRole('region', { name: 'Game plan' })).toContainText(/goals? reached\d+% done/);
  });
  await expectNoSeriousViolations(page);
  await visit(page, '/rounds/stats', 'numbers-stats-en', async (p) => {
    await expect(p.getByRole('region', { name: 'Handicap index' }).first()).toContainText(index);
  });
  await visit(page, '/account', 'numbers-account-en', async (p) => {
    await expect(p.getByText(`Your handicap index (World Handicap System, from your rounds): ${index}`)).toBeVisible();
    await expect(p.getByRole('spinbutton', { name: 'Self-declared handicap' })).toHaveValue('16.4');
  });
  await expectNoSeriousViolations(page);
});

async function chooseLanguage(page: Page, name: RegExp) {
  await page
    .getByRole('button', { name: /language|言語|Langue/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name }).click();
}

test('home, stats and practice greens in Japanese', async ({ page }) => {
  await signedIn(page, ACCOUNTS.player, /Welcome/);
  await chooseLanguage(page, /日本語/);
  await visit(page, '/', 'numbers-home-ja', async (p) => {
    await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(p.getByRole('region', { name: 'ハンディキャップインデックス' })).toBeVisible();
  });
  await visit(page, '/rounds/stats', 'numbers-stats-ja', async (p) => {
    await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
  });
  await visit(page, '/practice/greens', 'numbers-greens-ja', async (p) => {
    await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('a session marks its mishits and a switch puts a shot in or out of the averages', async ({ page }) => {
  await signedIn(page, ACCOUNTS.player, /Welcome/);
  await page.goto('/practice');
  await page.getByLabel('Session type').selectOption({ label: 'Range' });
  const link = page.getByRole('main').getByRole('listitem').first().getByRole('link');
  const href = (await link.getAttribute('href'))!;
  await visit(page, href, 'numbers-session-en', async (p) => {
    await expect(p.getByRole('img', { name: /Where the shots landed/ })).toBeVisible();
    await expect(p.getByText(/left out of the averages/)).toBeVisible();
  });
  const first = page.getByRole('switch', { name: /^Count shot \d+ in averages/ }).first();
  const was = await first.isChecked();
  await first.click();
  await expect(first).toBeChecked({ checked: !was });
  // The choice is stored: a cold load of the session shows it.
  await page.goto(href);
  await expect(page.getByRole('switch', { name: /^Count shot \d+ in averages/ }).first()).toBeChecked({ checked: !was, timeout: 30_000 });
  await page
    .getByRole('switch', { name: /^Count shot \d+ in averages/ })
    .first()
    .click();
  await expect(page.getByRole('switch', { name: /^Count shot \d+ in averages/ }).first()).toBeChecked({ checked: was });
  await expectNoSeriousViolations(page);
});

test('practice greens without putts show an empty state', async ({ page }) => {
  await signedIn(page, ACCOUNTS.parent, /Who is playing/);
  await page
    .getByRole('button', { name: /Morgan/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await visit(page, '/practice/greens', 'numbers-greens-empty-en', async (p) => {
    await expect(p.getByRole('status').filter({ hasText: 'No putts yet' })).toBeVisible();
    await expect(p.getByRole('table')).toHaveCount(0);
  });
  await expectNoSeriousViolations(page);
});

test('the leaderboard says why My center and My coach cannot be chosen', async ({ page }) => {
  await signedIn(page, ACCOUNTS.simulator, /Welcome/);
  await visit(page, '/leaderboard', 'numbers-leaderboard-en', async (p) => {
    await expect(p.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    await expect(p.getByText(/My center: your account is not attached to a center yet/)).toBeVisible();
    await expect(p.getByRole('button', { name: 'My center' })).toBeDisabled();
    await expect(p.getByRole('button', { name: /Show me on leaderboards|Leaderboard settings/ })).toBeEnabled();
  });
  await expectNoSeriousViolations(page);
});

test('French writes a decimal comma and counts goals in the singular', async ({ page }) => {
  await signedIn(page, ACCOUNTS.player, /Welcome/);
  await chooseLanguage(page, /Français/);
  await visit(page, '/', 'numbers-home-fr', async (p) => {
    const card = p.getByRole('region', { name: 'Index de handicap' });
    await expect(card).toContainText(/Handicap déclaré par vous : 16,4/);
    await expect(card.locator('p').first()).toHaveText(/^\d+,\d$/);
    await expect(p.getByRole('region', { name: 'Plan de jeu' })).not.toContainText(/\b1 objectifs/);
  });
});
