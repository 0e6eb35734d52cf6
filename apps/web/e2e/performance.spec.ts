import type { Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { gzipSync } from 'node:zlib';

// The web app's first route loads at most 200 KB of gzipped JavaScript (DESIGN.md §6).
const BUDGET_BYTES = 200_000;

test('the sign-in route loads at most 200 KB of gzipped JavaScript', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = new Map<string, number>();
  for (const response of responses) scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);

  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  console.log(`first route: ${scripts.size} scripts, ${(total / 1000).toFixed(1)} kB gzipped`);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  // Other routes are not loaded before they are visited.
  expect([...scripts.keys()].filter((url) => /home-page|app-layout|family-picker|not-found/.test(url))).toEqual([]);
});
