import { expect, test } from './fixtures';
import { expectAccessible, lastMessageTo, screenshots, uniqueEmail } from './account-support';

test('the referral landing shows who invites and the offer, and takes the contact form', async ({ page, request }) => {
  const email = uniqueEmail('friend');
  await page.goto('/referral/JORDAN2026');
  await expect(page.getByRole('heading', { level: 1, name: 'Jordan L. invites you to golf' })).toBeVisible();
  await expect(page.getByText('$100.00', { exact: true })).toBeVisible();
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

test('the Japan referral landing asks for kana names, prefecture and zip code', async ({ page, request, baseURL }) => {
  const email = uniqueEmail('hanako');
  const jp = new URL(baseURL!);
  jp.hostname = 'jp.localhost';
  await page.goto(`${jp.origin}/referral/SHOTA2026`);
  await expect(page.getByRole('heading', { level: 1, name: /invites you to golf/ })).toBeVisible();
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('鈴木');
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('花子');
  await page.getByRole('textbox', { name: 'Last name (kana)' }).fill('スズキ');
  await page.getByRole('textbox', { name: 'First name (kana)' }).fill('ハナコ');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone' }).fill('090-1234-5678');
  await page.getByRole('textbox', { name: 'Zip code' }).fill('104-0061');
  await page.getByRole('combobox', { name: 'Prefecture' }).selectOption({ label: 'Tokyo (東京都)' });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status')).toContainText('will call you');
  expect((await lastMessageTo(request, email)).subject).toContain('お問い合わせありがとうございます');
});
