import { expect, test } from '@playwright/test';
import { ACCOUNTS, expectHome, signIn } from './helpers';

// This project's server issues access tokens that live 4 seconds.
test('an access token that expires mid-session is renewed by exactly one refresh', async ({ page }) => {
  await signIn(page, ACCOUNTS.player);
  await expectHome(page, 'Jordan');

  const refreshes: string[] = [];
  const meCalls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/v2/player/refresh-token') refreshes.push(request.method());
    if (path === '/api/v2/player/me') meCalls.push(request.headers().authorization ?? '');
  });
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/v2/player/me') statuses.push(response.status());
  });

  await page.waitForTimeout(5_000);
  await page.reload();
  await expectHome(page, 'Jordan');
  await expect.poll(() => statuses).toEqual([401, 200]);

  expect(refreshes).toEqual(['POST']);
  expect(meCalls).toHaveLength(2);
  expect(meCalls[1]).not.toBe(meCalls[0]);

  // Still signed in with the new pair: the next expiry is handled the same way.
  await page.waitForTimeout(5_000);
  await page.reload();
  await expectHome(page, 'Jordan');
  await expect.poll(() => refreshes.length).toBe(2);
});
