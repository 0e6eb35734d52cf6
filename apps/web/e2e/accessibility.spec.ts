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
