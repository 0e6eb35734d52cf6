import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'golf-demo-2026';

export const ACCOUNTS = {
  player: 'player@example.com',
  playerJp: 'player.jp@example.com',
  parent: 'parent@example.com',
  simulator: 'simulator@example.com',
  simulatorCoach: 'simulator.coach@example.com',
  adminCoach: 'coach.admin@example.com',
} as const;

/** Fills and sends the sign-in form as a person would (on the global site unless already on a sign-in page). */
export async function signIn(page: Page, email: string, options: { password?: string; rememberMe?: boolean } = {}) {
  if (!page.url().includes('/sign-in')) await page.goto('/sign-in');
  // The .jp site's form reads in Japanese (its language when none was chosen).
  await page.getByRole('textbox', { name: /^(E-mail|メールアドレス)$/ }).fill(email);
  await page.getByRole('textbox', { name: /^(Password|パスワード)$/ }).fill(options.password ?? DEMO_PASSWORD);
  const remember = page.getByLabel(/^(Remember me on this device|このデバイスでログイン状態を保持する)$/);
  if (options.rememberMe ?? false) await remember.check();
  else await remember.uncheck();
  await page.getByRole('button', { name: /^(Sign in|ログイン|サインイン)$/ }).click();
}

/** Home is shown with the greeting of the signed-in player. */
export async function expectHome(page: Page, firstName: string) {
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${firstName}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your profile' })).toBeVisible();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
}
