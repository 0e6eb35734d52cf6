import { expect, test } from './fixtures';
import { ACCOUNTS, signIn } from './helpers';

test('a Japan player signing in on the global site ends signed in on the Japan site', async ({ page }) => {
  const port = new URL(test.info().project.use.baseURL!).port;
  await page.goto(`http://us.localhost:${port}/sign-in`);
  await signIn(page, ACCOUNTS.playerJp);

  await page.waitForURL(`http://jp.localhost:${port}/`);
  // The Japan site reads in Japanese: the player chose no language on it.
  await expect(page.getByRole('heading', { level: 1, name: 'ようこそ、翔太さん' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'プロフィール' }).getByText('日本', { exact: true })).toBeVisible();
  // A Japanese name is written family name first.
  await expect(page.getByRole('region', { name: 'プロフィール' }).getByText('佐藤 翔太', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 800 });
  await page.screenshot({ path: '/tmp/shots32/home-jp-ja-390.png', fullPage: true });
  // The sealed pair is not left in the address or history.
  expect(page.url()).not.toContain('t=');
  await page.goBack();
  await expect(page).not.toHaveURL(/\/sign-in\/transfer/);

  // The session is the Japan site's own: a reload and a deep link opened by its URL keep it, and
  // the account menu there still says who is signed in (the profile is not kept across loads).
  await page.goto(`http://jp.localhost:${port}/rounds`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'マイラウンド' })).toBeVisible();
  await expect(page.getByRole('button', { name: '佐藤 翔太 のアカウントメニュー' })).toBeVisible();
});

test('a used or broken transfer link explains itself', async ({ page }) => {
  const port = new URL(test.info().project.use.baseURL!).port;
  await page.goto(`http://jp.localhost:${port}/sign-in/transfer?t=not-a-sealed-pair`);
  // In Japanese: the .jp site's language, none having been chosen.
  await expect(page.getByText('このサインインリンクは無効か、有効期限が切れています。もう一度サインインしてください。')).toBeVisible();
  await page.getByRole('link', { name: 'サインインに戻る' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'サインイン' })).toBeVisible();
});
