import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, expectHome, signIn } from './helpers';

/**
 * The content security policy (server: platform/http/security-headers.ts) must never block what
 * the app itself uses: every page below is loaded cold and any CSP violation fails the journey.
 */
function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the content security policy lets the portal, the shop and the pro shop frame work', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const violations = collectViolations(page);
  const response = await page.goto('/sign-in');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await signIn(page, ACCOUNTS.player);
  await expectHome(page, 'Jordan');

  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await page.goto('/shop/product/apex-forge-tour-golf-balls-dozen');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/shop/pro/gift-guide');
  const frame = page.frameLocator('iframe[title="Holiday Gift Guide"]');
  await expect(frame.getByText('Holiday Gift Guide').first()).toBeVisible();
  // The images inside the frame load (img-src), not just its text.
  await expect
    .poll(() => frame.locator('img').evaluateAll((images) => images.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  expect(violations).toEqual([]);
});
