import { expect, signInAndOpen, test } from './fixtures';
import { ACCOUNTS, expectHome, signIn } from './helpers';

test('the language choice applies everywhere and survives a reload', async ({ page }) => {
  await signIn(page, ACCOUNTS.player);
  await expectHome(page, 'Jordan');

  await page.getByRole('button', { name: /^Language: English/ }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue, Jordan' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue, Jordan' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Accueil' })).toBeVisible();

  // Calls now carry the chosen language; the translation call carries none of the app's.
  const me = page.waitForRequest((request) => request.url().endsWith('/api/v2/player/me'));
  await page.reload();
  expect((await me).headers()['accept-language']).toBe('fr');
});

test('the language can be chosen before signing in', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: /^Language: English/ }).click();
  await page.getByRole('menuitem', { name: '日本語' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'サインイン' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'サインイン' })).toBeVisible();
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('There is no page at /no-such-page.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('the navigation is a drawer on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, ACCOUNTS.player);
  await expectHome(page, 'Jordan');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  // From another screen, Home is there to press: the app bar must not cover the drawer's first entry.
  await page.goto('/lessons');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await nav.getByRole('link', { name: 'Home' }).click({ trial: true });
  await nav.getByRole('link', { name: 'Home' }).click();
  await expectHome(page, 'Jordan');
});

test('every screen a player uses is in the menu, and each entry opens its screen', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAndOpen(page, ACCOUNTS.player, '/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const [entry, heading] of [
    ['Courses', 'Courses'],
    ['Stats', /Stats|statistics/i],
    ['Challenges', 'Skill challenges'],
    ['Leaderboard', 'Leaderboard'],
    ['Purchase history', 'Purchase history'],
    ['Invite friends', 'Invite friends'],
    ['Home', 'Welcome, Jordan'],
  ] as const) {
    await nav.getByRole('link', { name: entry, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('the navigation stays open beside the page on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, ACCOUNTS.player);
  await expectHome(page, 'Jordan');
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveCount(0);
});

test('the skip link takes keyboard users to the main content', async ({ page }) => {
  await signIn(page, ACCOUNTS.player);
  await expectHome(page, 'Jordan');
  await page.reload();
  await expectHome(page, 'Jordan');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('each home card opens the screen it describes', async ({ page }) => {
  await signInAndOpen(page, ACCOUNTS.player, '/');
  const card = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(card('Next lesson').getByRole('link', { name: 'See your lessons' })).toHaveAttribute('href', '/lessons');
  await expect(card('Recent practice').getByRole('link', { name: 'Open this session' })).toHaveAttribute('href', /^\/practice\/\d+$/);
  await expect(card('Game plan').getByRole('link', { name: 'See your game plan' })).toHaveAttribute('href', '/lessons/plan');
  await expect(card('Invite a friend').getByRole('link', { name: 'See your invitation and friends' })).toHaveAttribute('href', '/referral');
  await expect(card('Invite a friend')).toContainText('100 bucks of referral credit');
  const course = (await card('Last round').locator('p').first().textContent())!;
  await card('Last round').getByRole('link', { name: 'Open the scorecard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: course })).toBeVisible();
});
