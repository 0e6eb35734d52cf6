import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { ACCOUNTS, expectHome, signIn } from './helpers';

test('sign-in', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('family picker', async ({ page }) => {
  await signIn(page, ACCOUNTS.parent);
  await expect(page.getByRole('dialog', { name: 'Who is playing?' }).getByRole('button', { name: /Riley Rivera/ })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('home', async ({ page }) => {
  await signIn(page, ACCOUNTS.player);
  await expectHome(page, 'Jordan');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('home on a phone with the navigation open', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn(page, ACCOUNTS.player);
  await expectHome(page, 'Jordan');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('not found', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a player who asked their device for less motion gets no transitions; others get them', async ({ browser }) => {
  // The journeys all run with less motion (playwright.config.ts); here each preference is set.
  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    const context = await browser.newContext({ reducedMotion });
    const page = await context.newPage();
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const durations = await page
      .locator('.MuiButtonBase-root')
      .first()
      .evaluate((el) => getComputedStyle(el).transitionDuration.split(', '));
    if (reducedMotion === 'reduce') expect(durations.every((d) => parseFloat(d) < 0.001)).toBe(true);
    else expect(durations.some((d) => parseFloat(d) >= 0.1)).toBe(true);
    await context.close();
  }
});
