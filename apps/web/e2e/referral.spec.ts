import { expect, signInAndOpen, test } from './fixtures';
import { ACCOUNTS } from './helpers';
import { expectAccessible, expectLabelClearOfInput, lastMessageTo, screenshots, uniqueEmail } from './account-support';

test('the referral landing shows who invites and the offer, and takes the contact form', async ({ page, request }) => {
  const email = uniqueEmail('friend');
  await page.goto('/referral/JORDAN2026');
  await expect(page.getByRole('heading', { level: 1, name: 'Jordan L. invites you to golf' })).toBeVisible();
  // The offer is in bucks, as the welcome e-mail and the wallet say, never in dollars.
  await expect(page.getByText('100 bucks', { exact: true })).toBeVisible();
  await expect(page.getByText('60–90 min')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Center' }).locator('option:checked')).toContainText('Golf Academy Manhattan');
  await expectAccessible(page);
  await screenshots(page, 'referral');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Friend');
  await page.getByRole('textbox', { name: 'First name' }).fill('Alex');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone' }).fill('123');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Enter a valid phone number.').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone' }).fill('646 555 0123');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status')).toContainText('Golf Academy Manhattan will call you');
  expect((await lastMessageTo(request, email)).template).toBe('referral-welcome');
});

test('an unknown referral link says so and still offers the form', async ({ page }) => {
  await page.goto('/referral/NOSUCHCODE');
  await expect(page.getByText('This invitation link is not valid any more.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
});

test('the Japan referral landing asks for kana names, prefecture and zip code, in Japanese from a cold start', async ({ page, request, baseURL }) => {
  const email = uniqueEmail('hanako');
  const jp = new URL(baseURL!);
  jp.hostname = 'jp.localhost';
  // No language chosen: the .jp site reads in Japanese by itself.
  await page.goto(`${jp.origin}/referral/SHOTA2026`);
  // The referrer's name in its own order, family name first.
  await expect(page.getByRole('heading', { level: 1, name: '佐. 翔太 さんからゴルフへのご招待' })).toBeVisible();
  // The Japan site's credit reads as its wallet and the welcome e-mail do: bucks, not dollars.
  await expect(page.getByText('100 バックス', { exact: true })).toBeVisible();
  await expect(page.getByText(/\$/)).toHaveCount(0);
  await expectLabelClearOfInput(page, '生年月日（任意）');
  await page.setViewportSize({ width: 390, height: 800 });
  await page.screenshot({ path: '/tmp/shots32/referral-landing-jp-ja-390.png', fullPage: true });
  await page.getByRole('textbox', { name: '姓', exact: true }).fill('鈴木');
  await page.getByRole('textbox', { name: '名', exact: true }).fill('花子');
  await page.getByRole('textbox', { name: '姓（フリガナ）' }).fill('スズキ');
  await page.getByRole('textbox', { name: '名（フリガナ）' }).fill('ハナコ');
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  await page.getByRole('textbox', { name: '電話番号' }).fill('090-1234-5678');
  await page.getByRole('textbox', { name: '郵便番号' }).fill('104-0061');
  await page.getByRole('combobox', { name: '都道府県' }).selectOption({ label: '東京都' });
  await expectAccessible(page);
  await page.getByRole('button', { name: '送信' }).click();
  await expect(page.getByRole('status')).toContainText('お電話いたします');
  expect((await lastMessageTo(request, email)).subject).toContain('お問い合わせありがとうございます');
});

test('a player opens their invitation cold: link, code, copy, and the friends it brought with their status', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAndOpen(page, ACCOUNTS.player, '/referral');
  await expect(page.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeVisible();
  await expect(page.getByText('gets 100 bucks of referral credit and a 60–90 minute swing evaluation')).toBeVisible();
  const link = page.getByRole('textbox', { name: 'Your invitation link' });
  await expect(link).toHaveValue(new URL('/referral/JORDAN2026', page.url()).href);
  await expect(page.getByText('Your code: JORDAN2026')).toBeVisible();
  const friends = page.getByRole('list', { name: 'Friends you invited' });
  // Other journeys' friends may have written in through the link meanwhile: only the seeded ones are known.
  await expect(friends.getByRole('listitem').filter({ hasText: 'Alex C.' })).toContainText('Asked to be called');
  await expect(friends.getByRole('listitem').filter({ hasText: 'Morgan R.' })).toContainText('Joined');
  await expect(page.getByText(/^\d+ friends · [1-9]\d* joined$/)).toBeVisible();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  await expect(page.getByRole('link', { name: 'Send by e-mail' })).toHaveAttribute('href', /^mailto:\?subject=Come%20and%20golf%20with%20me&body=.*JORDAN2026/);
  await expectAccessible(page);
});

test.describe('in Japanese', () => {
  test.use({ locale: 'ja-JP' });

  test('the invitation and the challenge stations are in Japanese, with no English server text', async ({ page, baseURL }) => {
    const jp = new URL(baseURL!);
    jp.hostname = 'jp.localhost';
    await signInAndOpen(page, ACCOUNTS.playerJp, '/referral', { origin: jp.origin });
    await expect(page.getByRole('heading', { level: 1, name: '友達を招待' })).toBeVisible();
    await expect(page.getByText('紹介クレジット 100 バックス')).toBeVisible();
    const friend = page.getByRole('list', { name: '招待した友達' }).getByRole('listitem').filter({ hasText: '花子 鈴. さん' }).first();
    await expect(friend).toContainText('連絡を希望');
    await expectAccessible(page);

    // Station names came from the server in English ("Open fairway"); they are product content the web translates.
    await page.goto(`${jp.origin}/challenges/1`);
    await expect(page.getByRole('heading', { level: 1, name: 'フェアウェイファインダー' })).toBeVisible();
    await expect(page.getByRole('button', { name: /広いフェアウェイ/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /狭いフェアウェイ|広いフェアウェイ/ })).toBeVisible();
    await expect(page.getByText(/Open fairway|Tight fairway/)).toHaveCount(0);
  });
});
