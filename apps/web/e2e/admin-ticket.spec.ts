import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS, DEMO_PASSWORD, expectHome } from './helpers';

/** An admin coach signs in through the API and issues a one-time ticket for a player. */
async function ticketFor(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/v2/player/login', { data: { email: ACCOUNTS.adminCoach, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const { data: session } = (await login.json()) as { data: { access_token: string } };
  const issued = await request.get(`/api/player/admin-ticket?email=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  expect(issued.ok()).toBe(true);
  return ((await issued.json()) as { data: { ticket: string } }).data.ticket;
}

test('an admin coach opens a player portal by ticket', async ({ page, request }) => {
  const ticket = await ticketFor(request, ACCOUNTS.player);
  await page.goto(`/admin-login?ticket=${encodeURIComponent(ticket)}&isSkytrak=false`);
  await expectHome(page, 'Jordan');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Your profile' }).getByText('Opened by your coach')).toBeVisible();
  // Every screen, not only Home, says whose portal the coach is looking at.
  const banner = page.getByRole('status').filter({ hasText: 'Coach view: you are seeing the portal as Jordan Lee.' });
  await expect(banner).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Bags' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My bags' })).toBeVisible();
  await expect(banner).toBeVisible();
  await page.setViewportSize({ width: 390, height: 800 });
  await page.screenshot({ path: '/tmp/shots32/coach-view-en-390.png' });
});

test('a ticket works once', async ({ page, request }) => {
  const ticket = await ticketFor(request, ACCOUNTS.player);
  const first = await request.get(`/api/player/admin-login?ticket=${encodeURIComponent(ticket)}&isSkytrak=false`);
  expect(first.ok()).toBe(true);
  await page.goto(`/admin-login?ticket=${encodeURIComponent(ticket)}&isSkytrak=false`);
  await expect(page.getByText(/This sign-in ticket is not valid, was already used, or has expired/)).toBeVisible();
});
