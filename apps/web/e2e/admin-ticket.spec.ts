import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
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

test('the coach sets a goal from the list of categories, and it reads in the player’s language', async ({ page, request }) => {
  const ticket = await ticketFor(request, ACCOUNTS.player);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/admin-login?ticket=${encodeURIComponent(ticket)}&isSkytrak=false`);
  await expectHome(page, 'Jordan');
  await page.goto('/lessons/plan');
  await page.getByRole('button', { name: 'Add a goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a goal' });
  await dialog.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Mental game' });
  // A goal without its text is refused on its field; written, it is saved.
  await dialog.getByRole('button', { name: 'Save goal' }).click();
  await expect(dialog.getByText('Write what the goal is.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Goal' }).fill('One breath before every putt');
  await dialog.getByRole('button', { name: 'Save goal' }).click();
  await expect(dialog).toHaveCount(0);
  const goals = page.getByRole('list', { name: 'Goals' });
  await expect(goals.getByText(/^Mental game: One breath before every putt — 0 ?%$/)).toBeVisible();
  await page.getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('menuitem', { name: '日本語' }).click();
  await expect(page.getByRole('list', { name: '目標' }).getByText(/^メンタル：One breath before every putt — 0 ?%$/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: '/tmp/shots32/plan-coach-goal-ja-390.png', fullPage: true });
});

test('a ticket works once', async ({ page, request }) => {
  const ticket = await ticketFor(request, ACCOUNTS.player);
  const first = await request.get(`/api/player/admin-login?ticket=${encodeURIComponent(ticket)}&isSkytrak=false`);
  expect(first.ok()).toBe(true);
  await page.goto(`/admin-login?ticket=${encodeURIComponent(ticket)}&isSkytrak=false`);
  await expect(page.getByText(/This sign-in ticket is not valid, was already used, or has expired/)).toBeVisible();
});
