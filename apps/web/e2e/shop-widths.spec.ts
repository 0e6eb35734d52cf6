import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { ACCOUNTS, signIn } from './helpers';

const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');
const WIDTHS = [320, 390, 768, 1440] as const;

/**
 * Every shop screen and the course detail fit the window at phone, tablet and desktop widths:
 * nothing scrolls sideways and the header's buttons (language, notifications, cart, account) are
 * inside the viewport. Each page is opened cold by its own address.
 */
const PAGES = [
  { name: 'shop-home', url: '/shop' },
  { name: 'shop-category', url: '/shop/category/balls' },
  { name: 'shop-product', url: '/shop/product/apex-forge-af-1-driver' },
  { name: 'shop-cart', url: '/shop/cart' },
  { name: 'shop-checkout', url: '/shop/checkout' },
  { name: 'course-detail', url: '/courses/1' },
];

async function expectFits(page: Page, label: string) {
  const measured = await page.evaluate(() => {
    const inView = (el: Element | null) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return r.left >= 0 && r.right <= window.innerWidth + 0.5;
    };
    const header = document.querySelector('header');
    const buttons = header ? [...header.querySelectorAll('button, a')].filter((b) => (b as HTMLElement).offsetParent !== null) : [];
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      offscreen: buttons.filter((b) => !inView(b)).map((b) => b.getAttribute('aria-label') ?? b.textContent),
    };
  });
  expect(measured.scrollWidth, `${label}: page width`).toBeLessThanOrEqual(measured.innerWidth);
  expect(measured.offscreen, `${label}: header controls outside the window`).toEqual([]);
}

for (const locale of ['en', 'ja'] as const) {
  test(`shop screens and the course detail fit 320 to 1440 px (${locale})`, async ({ page }) => {
    test.slow();
    await signIn(page, ACCOUNTS.player);
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible({ timeout: 20_000 });
    if (locale === 'ja') {
      // Japanese texts are longer per character and wrap differently: the same pages in 日本語.
      await page.getByRole('button', { name: /^Language: / }).click();
      await page.getByRole('menuitem', { name: '日本語' }).click();
      await expect(page.getByRole('button', { name: /日本語/ })).toBeVisible();
    }
    for (const p of PAGES) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(p.url);
        await expect(page).toHaveURL(new RegExp(`${p.url}$`));
        await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
        await page.waitForLoadState('networkidle');
        await expectFits(page, `${p.name} at ${width} px`);
        if (width === 390 || width === 1440) await page.screenshot({ path: `${SHOTS}/widths-${p.name}-${locale}-${width}.png` });
      }
    }
  });
}
