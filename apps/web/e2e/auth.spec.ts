import { expect, test } from './fixtures';
import { ACCOUNTS, DEMO_PASSWORD, expectHome, signIn, signOut } from './helpers';

test.describe('sign-in and sign-out', () => {
  test('a player signs in, sees their profile and signs out', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/sign-in$/);
    await signIn(page, ACCOUNTS.player);
    await expectHome(page, 'Jordan');
    const profile = page.getByRole('region', { name: 'Your profile' });
    await expect(profile.getByText('player@example.com')).toBeVisible();
    await expect(profile.getByText('United States')).toBeVisible();
    await expect(profile.getByText('Player', { exact: true })).toBeVisible();
    await expect(profile.getByText('Yards')).toBeVisible();

    await signOut(page);
    expect(await page.evaluate(() => localStorage.getItem('signOut'))).toMatch(/^\d+$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('a simulator player sees their player type', async ({ page }) => {
    await signIn(page, ACCOUNTS.simulator);
    await expectHome(page, 'Sam');
    await expect(page.getByRole('region', { name: 'Your profile' }).getByText('Simulator player', { exact: true })).toBeVisible();
  });

  test('a wrong password is refused with a clear message', async ({ page }) => {
    await signIn(page, ACCOUNTS.player, { password: 'not-the-password' });
    await expect(page.getByRole('alert')).toHaveText('The e-mail or password is not right. Check both and try again.');
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('empty and malformed fields are explained before any call', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
    await expect(page.getByText('Enter your password.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
    await page.getByRole('textbox', { name: 'E-mail' }).fill('not-an-address');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();
  });

  test('the form is there before the app script, and what was typed there signs in', async ({ page }) => {
    // Hold the app's scripts and the site configuration back, as a slow phone network does: the
    // page's own HTML draws the form, in the language the server wrote into it for this site.
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$|\/api\/public\/configuration$/, async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto('/sign-in', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(ACCOUNTS.player);
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Signing in…' })).toBeVisible();
    release();
    await expectHome(page, 'Jordan');
  });

  test('an admin coach account has no player portal of its own', async ({ page }) => {
    await signIn(page, ACCOUNTS.adminCoach);
    await expect(page.getByRole('alert')).toContainText('This is an admin coach account.');
  });
});

test.describe('remember me', () => {
  test('a remembered session survives a reload and a browser restart', async ({ page, context }) => {
    await signIn(page, ACCOUNTS.player, { rememberMe: true });
    await expectHome(page, 'Jordan');
    await page.reload();
    await expectHome(page, 'Jordan');
    // A browser restart drops session cookies; localStorage stays.
    await context.clearCookies();
    await page.reload();
    await expectHome(page, 'Jordan');
  });

  test('a session that is not remembered survives a reload but not a browser restart', async ({ page, context }) => {
    await signIn(page, ACCOUNTS.player, { rememberMe: false });
    await expectHome(page, 'Jordan');
    await page.reload();
    await expectHome(page, 'Jordan');
    await context.clearCookies();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // The choice itself is kept for the next sign-in.
    await expect(page.getByLabel('Remember me on this device')).not.toBeChecked();
  });
});
