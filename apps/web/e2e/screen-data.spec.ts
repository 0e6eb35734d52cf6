import type { Page, Request } from '@playwright/test';
import { expect, signInAndOpen, test } from './fixtures';
import { ACCOUNTS } from './helpers';

/** A call a screen makes for its data, known by its address or, for a GraphQL POST, its operation. */
type Call = { name: string; matches: (request: Request) => boolean };

const address = (name: string, pattern: RegExp): Call => ({ name, matches: (request) => pattern.test(request.url()) });
const operation = (name: string): Call => ({
  name,
  matches: (request) => request.url().includes('/graphql') && (request.url().includes(`query+${name}`) || (request.postData() ?? '').includes(`query ${name}`)),
});

/**
 * Reloads `url` and counts each call while the screen shows (`ready`). The app asks for a screen's
 * data as it starts (prefetchData), and the screen's own query must find that answer rather than
 * ask again: a second call means the prefetch and the screen disagree on the arguments.
 */
async function callsOnReload(page: Page, url: string, calls: Call[], ready: (page: Page) => Promise<void>) {
  const counts = new Map(calls.map((call) => [call.name, 0]));
  const count = (request: Request) => calls.filter((call) => call.matches(request)).forEach((call) => counts.set(call.name, counts.get(call.name)! + 1));
  page.on('request', count);
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  page.off('request', count);
  return Object.fromEntries(counts);
}

const once = (calls: Call[]) => Object.fromEntries(calls.map((call) => [call.name, 1]));

test('a screen opened by its address asks for its data once, in English and in Japanese', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 800 });
  // The shop's customer token is made on the first shop visit: the cart is asked for at the start only with it.
  await signInAndOpen(page, ACCOUNTS.player, '/shop');
  await expect(page.getByRole('search')).toBeVisible();
  // The shop's own calls done first, so that none of them is counted as the next screen's.
  await page.waitForLoadState('networkidle');

  const frame = [address('profile', /\/api\/v2\/player\/me$/), address('unread count', /\/api\/v2\/player\/notification\?size=1&unreadOnly=true$/)];
  const home = [...frame, address('home cards', /\/api\/v3\/layout\/home\?/)];
  expect(
    await callsOnReload(page, '/', home, async (p) => {
      await expect(p.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    }),
  ).toEqual(once(home));

  const lessons = [address('appointments', /\/api\/v2\/appointments\?timeZone=/), address('credits', /\/api\/v3\/player\/lesson\/credit$/)];
  expect(
    await callsOnReload(page, '/lessons', lessons, async (p) => {
      await expect(p.getByRole('heading', { level: 1, name: 'My lessons' })).toBeVisible();
    }),
  ).toEqual(once(lessons));

  const screens: [string, string | RegExp, Call[]][] = [
    ['/rounds', 'My rounds', [address('rounds', /\/api\/v2\/play-game\/rounds\?/)]],
    [
      '/practice',
      'Practice sessions',
      [address('sessions', /\/skytrak\/my-game\/activity\?.*page=0/), address('session types', /\/skytrak\/my-game\/activity\/type$/)],
    ],
    ['/notifications', 'Notifications', [address('notifications', /\/api\/v2\/player\/notification\?page=0&size=20$/)]],
    [
      '/videos',
      'Video library',
      [
        address('languages', /\/api\/video\/languages$/),
        address('categories', /\/api\/video\/categories\?language=en$/),
        address('series', /\/api\/video\/series\?language=en$/),
        address('favourites', /\/api\/video\/favorites$/),
      ],
    ],
  ];
  for (const [url, heading, calls] of screens) {
    expect(await callsOnReload(page, url, calls, (p) => expect(p.getByRole('heading', { level: 1, name: heading })).toBeVisible()), url).toEqual(once(calls));
  }

  const product = [operation('Product'), operation('MegaMenu'), operation('CartSummary')];
  expect(
    await callsOnReload(page, '/shop/product/apex-forge-tour-golf-balls-dozen', product, async (p) => {
      await expect(p.getByRole('heading', { level: 1, name: 'Apex Forge Tour Golf Balls (Dozen)' })).toBeVisible();
      await expect(p.getByRole('img', { name: 'Apex Forge Tour Golf Balls (Dozen)' }).first()).toBeVisible();
    }),
  ).toEqual(once(product));

  const cart = [operation('CustomerCart'), operation('TaxDisplay')];
  expect(
    await callsOnReload(page, '/shop/cart', cart, async (p) => {
      await expect(p.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    }),
  ).toEqual(once(cart));

  // Asked for as the app starts, not once the screen has rendered: with the strings held back (no
  // screen renders without them) until the cards are asked for, or 5 s, the cards come first.
  let stringsSent = false;
  let cardsBeforeStrings = false;
  let cardsAsked = () => {};
  const cards = new Promise<void>((resolve) => (cardsAsked = resolve));
  await page.route('**/api/v3/layout/home?*', async (route) => {
    if (!stringsSent) cardsBeforeStrings = true;
    cardsAsked();
    await route.continue();
  });
  await page.route('**/api/translation?*', async (route) => {
    await Promise.race([cards, new Promise((resolve) => setTimeout(resolve, 5000))]);
    stringsSent = true;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await page.unrouteAll();
  expect(cardsBeforeStrings).toBe(true);

  // In Japanese the cards are asked for in Japanese, once: the language keys the home's cache.
  await page.getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('menuitem', { name: '日本語' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /ようこそ/ })).toBeVisible();
  expect(
    await callsOnReload(page, '/', home, async (p) => {
      await expect(p.getByRole('heading', { level: 1, name: /ようこそ/ })).toBeVisible();
    }),
  ).toEqual(once(home));
});
