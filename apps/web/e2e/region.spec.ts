import { expect, test } from './fixtures';
import { ACCOUNTS, signIn } from './helpers';

test('a Japan player signing in on the global site ends signed in on the Japan site', async ({ page }) => {
  const port = new URL(test.info().project.use.baseURL!).port;
  await page.goto(`http://us.localhost:${port}/sign-in`);
  await signIn(page, ACCOUNTS.playerJp);

  await page.waitForURL(`http://jp.localhost:${port}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, 翔太' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your profile' }).getByText('Japan', { exact: true })).toBeVisible();
  // The sealed pair is not left in the address or history.
  expect(page.url()).not.toContain('t=');
  await page.goBack();
  await expect(page).not.toHaveURL(/\/sign-in\/transfer/);
});

test('a used or broken transfer link explains itself', async ({ page }) => {
  const port = new URL(test.info().project.use.baseURL!).port;
  await page.goto(`http://jp.localhost:${port}/sign-in/transfer?t=not-a-sealed-pair`);
  await expect(page.getByText('This sign-in link is not valid or has expired. Please sign in again.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign-in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});
