import path from 'node:path';
import { expect, expectFitsWidth, signInAndOpen, test } from './fixtures';
import { ACCOUNTS } from './helpers';

const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');

/** Every shop screen and the course detail, each opened by its own address. */
const PAGES = [
  { name: 'shop-home', url: '/shop' },
  { name: 'shop-category', url: '/shop/category/balls' },
  { name: 'shop-product', url: '/shop/product/apex-forge-af-1-driver' },
  { name: 'shop-cart', url: '/shop/cart' },
  { name: 'shop-checkout', url: '/shop/checkout' },
  { name: 'course-detail', url: '/courses/1' },
];

/**
 * The pages above in English and in Japanese (longer per character, wrapping differently). The
 * journey fixture opens each page this journey visits cold at 390 and 1440 px, resizes it to 320
 * and 768 px, and fails on sideways scroll or any control off screen, the header's language,
 * notifications, cart and account buttons included. This journey takes the pictures at 390 and
 * 1440 px for a person to look at.
 */
for (const locale of ['en', 'ja'] as const) {
  test(`shop screens and the course detail fit 320 to 1440 px (${locale})`, async ({ page }) => {
    await signInAndOpen(page, ACCOUNTS.player, '/shop');
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible({ timeout: 20_000 });
    if (locale === 'ja') {
      await page.getByRole('button', { name: /^Language: / }).click();
      await page.getByRole('menuitem', { name: '日本語' }).click();
      await expect(page.getByRole('button', { name: /日本語/ })).toBeVisible();
    }
    for (const p of PAGES) {
      await page.goto(p.url);
      await expect(page).toHaveURL(new RegExp(`${p.url}$`));
      await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await expectFitsWidth(page);
        await page.screenshot({ path: `${SHOTS}/widths-${p.name}-${locale}-${width}.png` });
      }
    }
  });
}
