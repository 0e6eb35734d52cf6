import { expect, test } from './fixtures';
import path from 'node:path';
import { ACCOUNTS, expectHome, signIn } from './helpers';

const DIR = path.resolve(import.meta.dirname, '../test-results/screenshots');
const WIDTHS = [320, 768, 1440] as const;

// Pictures of the first screens at a phone, tablet and desktop width, for a person to look at.
for (const width of WIDTHS) {
  test(`sign-in and home at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByText(/Global site/)).toBeVisible();
    await page.screenshot({ path: path.join(DIR, `sign-in-${width}.png`), fullPage: true });

    await signIn(page, ACCOUNTS.player);
    await expectHome(page, 'Jordan');
    await page.screenshot({ path: path.join(DIR, `home-${width}.png`), fullPage: true });

    // Nothing is wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
