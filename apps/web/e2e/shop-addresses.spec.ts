import type { Page } from '@playwright/test';
import { expect, signInAndOpen, test } from './fixtures';
import path from 'node:path';
import { expectNoSeriousViolations } from './axe';
import { ACCOUNTS } from './helpers';

const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');

async function openAddresses(page: Page) {
  await signInAndOpen(page, ACCOUNTS.player, '/shop/addresses');
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
}

/** Waits for MUI's fades to end, so a screenshot shows the dialog rather than a blend. */
async function settle(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}

async function chooseLanguage(page: Page, language: string) {
  await page.getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('menuitem', { name: language }).click();
}

test('a shopper adds, edits and deletes an address, with the checks of each country', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAddresses(page);
  const cards = page.getByRole('main').getByRole('listitem');
  // The seeded default is marked.
  await expect(page.getByText('Default billing', { exact: true }).first()).toBeVisible();
  const count = await cards.count();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/shop-addresses-1440.png`, fullPage: true });

  await page.getByRole('button', { name: 'Add address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an address' });
  await dialog.getByLabel('First name').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required.').first()).toBeVisible();
  await expect(dialog.getByText('Choose a state or province.')).toBeVisible();

  // The region list follows the country: Canada's provinces, then Australia's states (Magento's directory lists regions for both).
  await dialog.getByLabel('Country').selectOption('CA');
  await expect(dialog.getByLabel('State or province')).toContainText('Ontario');
  await dialog.getByLabel('Country').selectOption('AU');
  await expect(dialog.getByLabel('State or province')).toContainText('Queensland');
  await expect(dialog.getByLabel('State or province')).not.toContainText('Ontario');
  await dialog.getByLabel('Country').selectOption('CA');
  await dialog.getByLabel('State or province').selectOption({ label: 'Ontario' });

  await dialog.getByLabel('First name').fill('Jordan');
  await dialog.getByLabel('Last name').fill('Player');
  await dialog.getByLabel(/^Street address\s*\*?$/).fill('100 King St W');
  await dialog.getByLabel('City').fill('Toronto');
  await dialog.getByLabel('Telephone').fill('+1 416 555 0100');
  // The postcode's format is the server's to judge: its refusal shows on the field, in the form's words.
  await dialog.getByLabel('Postcode').fill('12345');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/shop-address-dialog-1440.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter the postcode as the country writes it.')).toBeVisible();
  await dialog.getByLabel('Postcode').fill('m5x1a9');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cards).toHaveCount(count + 1);
  const added = page.getByRole('listitem', { name: 'Jordan Player, 100 King St W, Toronto' });
  await expect(added).toContainText('M5X 1A9');

  await added.getByRole('button', { name: 'Edit Jordan Player, 100 King St W, Toronto' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit the address' });
  await expect(edit.getByLabel('State or province')).toHaveValue(/\d+/);
  await edit.getByLabel('City').fill('Ottawa');
  await edit.getByLabel('Postcode').fill('K1A 0B1');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  const edited = page.getByRole('listitem', { name: 'Jordan Player, 100 King St W, Ottawa' });
  await expect(edited).toContainText('K1A 0B1');

  // Defaults: the new address becomes the default shipping one, then the seeded one again.
  await edited.getByRole('button', { name: 'Make Jordan Player, 100 King St W, Ottawa the default shipping address' }).click();
  await expect(edited.getByText('Default shipping', { exact: true })).toBeVisible();
  const home = page.getByRole('listitem', { name: /2 Park Plaza, Irvine$/ });
  await expect(home.getByText('Default shipping', { exact: true })).toHaveCount(0);
  await home.getByRole('button', { name: /the default shipping address$/ }).click();
  await expect(home.getByText('Default shipping', { exact: true })).toBeVisible();
  await expect(edited.getByText('Default shipping', { exact: true })).toHaveCount(0);

  await page.setViewportSize({ width: 320, height: 720 });
  await page.screenshot({ path: `${SHOTS}/shop-addresses-320.png`, fullPage: true });
  await edited.getByRole('button', { name: 'Edit Jordan Player, 100 King St W, Ottawa' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit the address' })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/shop-address-dialog-320.png` });
  await page.getByRole('dialog', { name: 'Edit the address' }).getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 1440, height: 900 });

  await edited.getByRole('button', { name: 'Delete Jordan Player, 100 King St W, Ottawa' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(confirm).toContainText('Ottawa');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(cards).toHaveCount(count);
});

for (const [language, title, code, add] of [
  ['Français', 'Adresses', 'fr', 'Ajouter une adresse'],
  ['日本語', 'アドレス帳', 'ja', '住所を追加'],
  ['中文', '地址簿', 'zh', '添加地址'],
] as const) {
  test(`the address book and its dialog in ${language}`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAddresses(page);
    await chooseLanguage(page, language);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The shop's header (categories, search) sits above the book: open the dialog by its name.
    await page.getByRole('main').getByRole('button', { name: add }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `${SHOTS}/shop-address-dialog-${code}-1440.png` });
    if (code !== 'ja') return;
    // A Canadian postcode the server refuses: the refusal on the field is in the reader's language.
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('国').selectOption('CA');
    await dialog.getByLabel('都道府県・州').selectOption({ label: 'Ontario' });
    await dialog.getByRole('textbox', { name: '姓', exact: true }).fill('Player');
    await dialog.getByRole('textbox', { name: '名', exact: true }).fill('Jordan');
    await dialog.getByLabel(/^番地\s*\*?$/).fill('100 King St W');
    await dialog.getByLabel('市区町村').fill('Toronto');
    await dialog.getByLabel('電話番号').fill('+1 416 555 0100');
    await dialog.getByLabel('郵便番号').fill('12345');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('国の形式どおりに郵便番号を入力してください。')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/shop-address-dialog-refused-ja-1440.png` });

    // Deleting the default address is refused in the reader's language too, and the address stays.
    await dialog.getByRole('button', { name: 'キャンセル' }).click();
    const home = page.getByRole('listitem', { name: /2 Park Plaza, Irvine$/ });
    await home.getByRole('button', { name: /を削除$/ }).click();
    const confirm = page.getByRole('dialog', { name: 'この住所を削除しますか？' });
    await confirm.getByRole('button', { name: '削除' }).click();
    await expect(confirm).toContainText('この住所は既定の請求先です。先に別の住所を既定の請求先にしてから、この住所を削除してください。');
    await page.screenshot({ path: `${SHOTS}/shop-address-delete-refused-ja-1440.png` });
    await confirm.getByRole('button', { name: 'キャンセル' }).click();
    await expect(home).toBeVisible();
  });
}
