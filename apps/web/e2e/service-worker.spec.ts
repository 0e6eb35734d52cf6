import { expect, test } from './fixtures';
import { ACCOUNTS, expectHome, signIn } from './helpers';

// The service worker is what these journeys are about (the others block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('the service worker keeps the app shell so the portal opens offline', async ({ page, context }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await signIn(page, ACCOUNTS.player, { rememberMe: true });
  await expectHome(page, 'Jordan');

  await context.setOffline(true);
  await page.reload();
  // Shell and translations come from the worker's caches and the session from the persisted
  // state; the profile is never stored, so home says it cannot load it and offers a retry.
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText("We couldn't load your profile.");
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expectHome(page, 'Jordan');
});

test('a missing worker file unregisters the worker and reloads the page once', async ({ page }) => {
  await page.goto('/sign-in');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(1);

  // As after a deployment without the worker: its file answers 404.
  await page.route('**/sw.js', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.reload();
  // The page reloads itself once more; evaluations during that navigation are simply retried.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('sw-missing-reloaded')).catch(() => null)).toBe('1');
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length).catch(() => null)).toBe(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});
