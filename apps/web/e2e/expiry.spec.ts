import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS, expectHome, signIn } from './helpers';
import { startServer } from './server';

// A server of this journey's own, on the port after the group's, whose access tokens live 4 seconds.
const PORT = Number(process.env.E2E_PORT ?? 8321) + 1;
let server: Awaited<ReturnType<typeof startServer>>;
test.beforeAll(async () => {
  test.setTimeout(200_000);
  server = await startServer(PORT, { ACCESS_TOKEN_TTL_SECONDS: '4' });
});
test.afterAll(async () => server?.stop());
test.use({ baseURL: `http://localhost:${PORT}` });

/** Records the portal calls the page sends with a token, and its refreshes, from now on. */
function watchSessionCalls(page: Page) {
  const calls = { refreshes: 0, signedIn: [] as { path: string; authorization: string; status: number }[] };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v2/player/refresh-token') calls.refreshes += 1;
  });
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    const authorization = response.request().headers().authorization;
    if (!path.startsWith('/api/') || path === '/api/v2/player/refresh-token' || !authorization) return;
    calls.signedIn.push({ path, authorization, status: response.status() });
  });
  return calls;
}

test('an access token that expires mid-session is renewed by exactly one refresh', async ({ page }) => {
  await signIn(page, ACCOUNTS.player);
  await expectHome(page, 'Jordan');
  await page.waitForLoadState('networkidle');

  for (const round of [1, 2]) {
    await page.waitForTimeout(5_000);
    const calls = watchSessionCalls(page);
    await page.reload();
    await expectHome(page, 'Jordan');
    const profile = () => calls.signedIn.filter((call) => call.path === '/api/v2/player/me' && call.status === 200);
    await expect.poll(() => profile().length, { message: `round ${round}: the profile is read` }).toBeGreaterThan(0);
    // Whichever call goes first (the profile, the notification badge, the home cards), the expired
    // token is refused, one refresh runs for all of them, and the calls are sent again with the new token.
    const refused = calls.signedIn.filter((call) => call.status === 401);
    expect(refused.length, `round ${round}: the expired token is refused`).toBeGreaterThan(0);
    const expired = refused[0]!.authorization;
    expect(refused.every((call) => call.authorization === expired)).toBe(true);
    expect(calls.refreshes).toBe(1);
    expect(profile().every((call) => call.authorization !== expired)).toBe(true);
    page.removeAllListeners('request');
    page.removeAllListeners('response');
  }
});
