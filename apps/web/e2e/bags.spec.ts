import type { Page } from '@playwright/test';
import { expect, signInAndOpen, test } from './fixtures';
import path from 'node:path';
import { expectNoSeriousViolations } from './axe';
import { ACCOUNTS, signIn } from './helpers';

const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');
// A 48 × 32 orange PNG: a real picture the server accepts.
const PHOTO = {
  name: 'seven-iron.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAASUlEQVRYhe2WAQkAQAwCF8BSVr9kH2PPOFgAET03NF/drCtAQdGhmiFsWdbxg2CMDtUMYcuyDiF80KJDNUPYssihCMY6HRwe1wdV+Vpb7QidDgAAAABJRU5ErkJggg==',
    'base64',
  ),
};

async function openBags(page: Page, email: string = ACCOUNTS.player, continueAs?: RegExp) {
  await signInAndOpen(page, email, '/bags', { continueAs });
  await expect(page.getByRole('heading', { level: 1, name: 'My bags' })).toBeVisible();
}

async function chooseLanguage(page: Page, language: string) {
  await page.getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('menuitem', { name: language }).click();
}

test('a player keeps a bag: adds it, adds, edits and removes clubs, adds a photo and sees it, then deletes it', async ({ page }) => {
  // A long journey on a shared two-core machine: three times the usual time limit.
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await openBags(page);
  // The current bag (changed last) is shown first, its clubs grouped as they sit in the bag.
  await expect(page.getByRole('tab', { name: 'Tournament bag, 14 clubs', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Irons' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit 7 iron (Mizuno JPX 923 Forged)' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Add bag' }).click();
  const bagDialog = page.getByRole('dialog', { name: 'Add a bag' });
  await bagDialog.getByRole('button', { name: 'Add' }).click();
  await expect(bagDialog.getByRole('alert')).toHaveText('Enter a name for the bag.');
  await bagDialog.getByLabel('Bag name').fill('Tournament bag');
  await bagDialog.getByRole('button', { name: 'Add' }).click();
  await expect(bagDialog.getByRole('alert')).toHaveText('You already have a bag with this name. Choose another one.');
  await bagDialog.getByLabel('Bag name').fill('Links bag');
  await bagDialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('tab', { name: 'Links bag, 0 clubs', selected: true })).toBeVisible();
  await expect(page.getByText('No clubs in this bag yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Add club' }).click();
  const clubDialog = page.getByRole('dialog', { name: 'Add a club to “Links bag”' });
  await clubDialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(clubDialog.getByRole('alert')).toHaveText('Choose which club this is.');
  await clubDialog.getByLabel('Club').selectOption({ label: '7 iron' });
  await expect(clubDialog.getByLabel('Loft (°)')).toHaveValue('32');
  await clubDialog.getByLabel('Manufacturer').selectOption({ label: 'Mizuno' });
  await clubDialog.getByLabel('Model').fill('JPX 925');
  await clubDialog.getByLabel('Flex').selectOption({ label: 'Stiff (S)' });
  await clubDialog.getByLabel('Carry distance (yd)').fill('165');
  await clubDialog.locator('input[type=file]').setInputFiles(PHOTO);
  await expect(clubDialog.getByText('Chosen: seven-iron.png')).toBeVisible();
  await expectNoSeriousViolations(page);
  await clubDialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(clubDialog).toBeHidden();

  await expect(page.getByRole('tab', { name: 'Links bag, 1 club' })).toBeVisible();
  const photo = page.getByRole('img', { name: 'Photo of 7 iron (Mizuno JPX 925)' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
  await expect(page.getByText('32° loft · S flex · 165 yd carry')).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'bags-photo-1440.png') });

  await page.getByRole('button', { name: 'Edit 7 iron (Mizuno JPX 925)' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit 7 iron (Mizuno JPX 925)' });
  await expect(editDialog.getByRole('img', { name: 'Photo of 7 iron (Mizuno JPX 925)' })).toBeVisible();
  await editDialog.getByLabel('Loft (°)').fill('33');
  await editDialog.getByLabel('Carry distance (yd)').fill('170');
  await editDialog.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog.getByText('A photo must be a JPEG, PNG or WebP image.').first()).toBeVisible();
  await editDialog.locator('input[type=file]').setInputFiles(PHOTO);
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toBeHidden();
  await expect(page.getByText('33° loft · S flex · 170 yd carry')).toBeVisible();

  await page.getByRole('button', { name: 'Add club' }).click();
  const second = page.getByRole('dialog', { name: 'Add a club to “Links bag”' });
  await second.getByLabel('Club').selectOption({ label: 'Pitching wedge' });
  await second.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Wedges' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Pitching wedge' }).click();
  const confirmRemove = page.getByRole('dialog', { name: 'Remove Pitching wedge?' });
  await expect(confirmRemove).toContainText('It leaves “Links bag” with its photo.');
  await confirmRemove.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Wedges' })).toBeHidden();

  await page.getByRole('button', { name: 'Rename bag' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename bag' });
  await rename.getByLabel('Bag name').fill('Seaside bag');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('tab', { name: 'Seaside bag, 1 club', selected: true })).toBeVisible();

  await page.getByRole('button', { name: 'Delete bag' }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Delete “Seaside bag”?' });
  await expect(confirmDelete).toContainText('Its 1 club and its photo go with it.');
  await expectNoSeriousViolations(page);
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('tab', { name: /Seaside bag/ })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Tournament bag, 14 clubs', selected: true })).toBeVisible();
});

test('a bag of more than 14 clubs is kept, with a warning', async ({ page }) => {
  await openBags(page, ACCOUNTS.simulatorCoach);
  // Other journeys may have touched Casey's bags, which changes the current one: choose it.
  await page.getByRole('tab', { name: 'Fitting bag, 15 clubs' }).click();
  await expect(page.getByRole('tab', { name: 'Fitting bag, 15 clubs', selected: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'This bag holds 15 clubs. The rules of golf allow 14 in play' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

for (const [language, heading, irons, addClub] of [
  ['Français', 'Mes sacs', 'Fers', 'Ajouter un club à « Tournament bag »'],
  ['日本語', 'マイバッグ', 'アイアン', '「Tournament bag」にクラブを追加'],
  ['中文', '我的球包', '铁杆', '向“Tournament bag”添加球杆'],
] as const) {
  test(`the bags screen and its dialogs in ${language}`, async ({ page }) => {
    await openBags(page);
    await chooseLanguage(page, language);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: irons })).toBeVisible();
    await page
      .getByRole('button', { name: addClub.includes('Ajouter') ? 'Ajouter un club' : addClub.includes('クラブ') ? 'クラブを追加' : '添加球杆' })
      .click();
    await expect(page.getByRole('dialog', { name: addClub })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('a player with metric distances sees carries in metres', async ({ page, baseURL }) => {
  const jp = new URL(baseURL!);
  jp.hostname = 'jp.localhost';
  await page.goto(`${jp.origin}/sign-in`);
  await signIn(page, ACCOUNTS.playerJp);
  await expect(page.getByRole('heading', { level: 1, name: /翔太/ })).toBeVisible();
  // The .jp site reads in Japanese without a language being chosen.
  await page.goto(`${jp.origin}/bags`);
  await expect(page.getByRole('tab', { name: 'メインバッグ、クラブ12本', selected: true })).toBeVisible();
  // The 7 iron carries 152 yards: 139 metres.
  await expect(page.getByText('ロフト32° · フレックスR · N.S.PRO 950GH neo · キャリー139m')).toBeVisible();
});

for (const width of [320, 1440] as const) {
  test(`the bags screen at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openBags(page);
    await expect(page.getByRole('button', { name: 'Edit Driver (TaylorMade Qi10 LS)' })).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, `bags-${width}.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Edit 7 iron (Mizuno JPX 923 Forged)' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit 7 iron (Mizuno JPX 923 Forged)' })).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, `bags-club-dialog-${width}.png`) });
    await expectNoSeriousViolations(page);
  });
}
