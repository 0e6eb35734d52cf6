import { expect, test } from './fixtures';
import { codeFor, expectAccessible, lastMessageTo, screenshots, uniqueEmail } from './account-support';

test('registers on the shared site with an e-mail code and lands home', async ({ page, request }) => {
  const email = uniqueEmail('robin');
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert').first()).toContainText('Some fields need your attention.');

  await page.getByRole('textbox', { name: 'E-mail' }).fill('player@example.com');
  await page.getByRole('textbox', { name: 'Password' }).click();
  await expect(page.getByText('This e-mail already has an account.')).toBeVisible();

  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('a long fairway walk');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Fairway');
  await page.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('92618');
  await page.getByRole('button', { name: 'Find the closest centers' }).click();
  await expect(page.getByRole('combobox', { name: 'Your center' })).toHaveValue(/\d+/);
  // A US postal code: distances in miles.
  await expect(page.getByRole('combobox', { name: 'Your center' }).locator('option:checked')).toContainText(/^Golf Academy Irvine · [\d.]+ mi$/);
  await page.getByLabel('I have read and accept the terms of use').check();
  await page.getByLabel('I am at least 13 years old').check();
  await screenshots(page, 'registration-form');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your account' })).toBeVisible();
  await expect(page.getByText(/We sent a 6-digit code to r•••@example.com/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirmation code' }).fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right');
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Confirmation code' }).fill(await codeFor(request, email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Robin' })).toBeVisible();
});

test('registers with an SMS code', async ({ page, request }) => {
  const email = uniqueEmail('sms');
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('texted me a code');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Putter');
  await page.getByRole('textbox', { name: 'First name' }).fill('Sasha');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('CA');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('M5V 2T6');
  await page.getByRole('button', { name: 'Find the closest centers' }).click();
  await expect(page.getByRole('combobox', { name: 'Your center' }).locator('option:checked')).toContainText(/^Golf Academy Toronto · [\d.]+ km$/);
  await page.getByRole('textbox', { name: 'Mobile phone (optional)' }).fill('416 555 0134');
  await page.getByLabel('SMS').check();
  await page.getByLabel('I have read and accept the terms of use').check();
  await page.getByLabel('I am at least 13 years old').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/We texted a 6-digit code to \+1 ••• 34/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirmation code' }).fill(await codeFor(request, '+14165550134', 'sms'));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Sasha' })).toBeVisible();
});

test.describe('Japan', () => {
  test.use({ locale: 'ja-JP' });

  test('registers on the .jp site with kana names, birthday, prefecture and zip code, in Japanese', async ({ page, request, baseURL }) => {
    const email = uniqueEmail('taro');
    const jp = new URL(baseURL!);
    jp.hostname = 'jp.localhost';
    await page.goto(`${jp.origin}/register`);
    await expect(page.getByRole('heading', { level: 1, name: 'アカウント登録' })).toBeVisible();
    await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
    await page.getByRole('textbox', { name: 'パスワード' }).fill('ぐりーんの上で三回');
    await page.getByRole('textbox', { name: '姓', exact: true }).fill('山田');
    await page.getByRole('textbox', { name: '名', exact: true }).fill('太郎');
    await page.getByRole('textbox', { name: '姓（フリガナ）' }).fill('ヤマダ');
    await page.getByRole('textbox', { name: '名（フリガナ）' }).fill('タロウ');
    await page.getByLabel('生年月日').fill('1990-05-01');
    await page.getByRole('textbox', { name: '郵便番号' }).fill('104-0061');
    await page.getByRole('combobox', { name: '都道府県' }).selectOption({ label: '大阪府' });
    await page.getByRole('combobox', { name: 'ご利用のセンター' }).selectOption({ index: 1 });
    await page.getByLabel('利用規約を読み、同意します').check();
    await page.getByLabel('13歳以上です').check();
    await page.getByRole('button', { name: '登録する' }).click();
    // A Tokyo zip code with Osaka chosen: the field is named in Japanese.
    await expect(page.getByText('選んだ都道府県の郵便番号（123-4567）を入力してください。').first()).toBeVisible();
    await page.getByRole('combobox', { name: '都道府県' }).selectOption({ label: '東京都' });
    await screenshots(page, 'registration-japan');
    await page.getByRole('button', { name: '登録する' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'アカウントの確認' })).toBeVisible();
    expect((await lastMessageTo(request, email)).subject).toBe('Golf Academy 確認コード');
    await expectAccessible(page);
    await page.getByRole('textbox', { name: '確認コード' }).fill(await codeFor(request, email));
    await page.getByRole('button', { name: '確認する' }).click();
    await expect(page).toHaveURL(`${jp.origin}/`);
  });
});
