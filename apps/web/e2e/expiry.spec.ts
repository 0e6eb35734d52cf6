import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS, expectHome, signIn } from './helpers';

/** Records the session calls of the page from now on. */
function watchSessionCalls(page: Page) {
  const calls = { refreshes: 0, me: [] as { authorization: string; status: number }[] };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v2/player/refresh-token') calls.refreshes += 1;
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== '/api/v2/player/me') return;
    calls.me.push({ authorization: response.request().headers().authorization ?? '', status: response.status() });
  });
  return calls;
}

// This project's server issues access tokens that live 4 seconds.
test('an access token that expires mid-session is renewed by exactly one refresh', async ({ page }) => {
  await signIn(page, ACCOUNTS.player);
  await expectHome(page, 'Jordan');
  await page.waitForLoadState('networkidle');

  for (const round of [1, 2]) {
    await page.waitForTimeout(5_000);
    const calls = watchSessionCalls(page);
    await page.reload();
    await expectHome(page, 'Jordan');
    // The expired token is refused once, one refresh runs, and the call is retried with the new token.
    await expect.poll(() => calls.me.map((call) => call.status), { message: `round ${round}` }).toEqual([401, 200]);
    expect(calls.refreshes).toBe(1);
    expect(calls.me[1]!.authorization).not.toBe(calls.me[0]!.authorization);
    page.removeAllListeners('request');
    page.removeAllListeners('response');
  }
});
