import type { Page } from '@playwright/test';
import path from 'node:path';
import { expectNoSeriousViolations } from './axe';
import { expect, expectFitsWidth, signInAndOpen, test } from './fixtures';
import { ACCOUNTS } from './helpers';

const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');

async function chooseLanguage(page: Page, language: string) {
  await page
    .getByRole('button', { name: /^(Language: |Langue : |言語：|语言：)/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: language }).click();
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectFitsWidth(page);
    await page.screenshot({ path: path.join(SHOTS, `shop-${name}-${width}.png`) });
  }
}

// Five screens at two widths on a loaded machine: each journey gets two minutes.
test.describe.configure({ timeout: 120_000 });

test('the JP store reads in Japanese with prices in yen without decimals, from a cold start', async ({ page }) => {
  // A Japan player signs in on the Japan site; the JP store has one view, Japanese, whatever the app's language.
  const port = new URL(test.info().project.use.baseURL!).port;
  await signInAndOpen(page, ACCOUNTS.playerJp, '/shop/category/clubs/drivers', { origin: `http://jp.localhost:${port}` });
  await expect(page.getByText('エイペックス フォージ AF-1 ドライバー').first()).toBeVisible({ timeout: 30_000 });
  // Yen have no minor unit, and Japan's prices include consumption tax: the ¥82,500 driver reads 90,750 yen, never with decimals.
  await expect(page.getByText(/90,750(?![.,]\d)/).first()).toBeVisible({ timeout: 30_000 });
  // The page's layout blocks read in the store view too.
  await expect(page.getByText('あなたのドライバーを見つけよう')).toBeVisible();
  await expectNoSeriousViolations(page);
  await shoot(page, 'ja-jp');
});

test('a US shopper reads the catalogue in French and in Chinese after choosing the language', async ({ page }) => {
  await signInAndOpen(page, ACCOUNTS.player, '/shop/category/clubs/drivers');
  await expect(page.getByText('Apex Forge AF-1 Driver').first()).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'en-us');
  await chooseLanguage(page, 'Français');
  await page.goto('/shop/category/clubs/drivers');
  await expect(page.getByText('Driver Apex Forge AF-1').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Trouvez votre driver')).toBeVisible();
  await shoot(page, 'fr-us');
  await chooseLanguage(page, '中文');
  await page.goto('/shop/category/clubs/drivers');
  await expect(page.getByText('Apex Forge AF-1 一号木').first()).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'zh-us');
});
