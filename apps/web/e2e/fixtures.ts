import { createHash } from 'node:crypto';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { CLOCK_START } from './clock';
import { DEMO_PASSWORD } from './helpers';

export { expect, CLOCK_START };

/** Screens this process measured or saw claimed, by `screenKey`. */
const measured = new Set<string>();

/**
 * Whether the screen `key` (site, path with ids folded, language) is still to be measured: each
 * screen is measured once per language and run, not after every journey that passes through it,
 * which would cost minutes of cold loads for nothing new. With E2E_MEASURED_DIR (npm test gives
 * each run one) the journey groups share their claims, each a file created only if absent.
 */
function claimScreen(key: string): boolean {
  if (measured.has(key)) return false;
  measured.add(key);
  const shared = process.env.E2E_MEASURED_DIR;
  if (!shared) return true;
  try {
    closeSync(openSync(path.join(shared, createHash('sha1').update(key).digest('hex')), 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The language the web app keeps for this browser (redux-persist's root entry), or English. */
async function languageOf(context: BrowserContext): Promise<string> {
  const state = await context.storageState();
  const stored = state.origins.flatMap((o) => o.localStorage.map((e) => e.value)).join(' ');
  return /language\W+(en|fr|ja|zh)\b/.exec(stored)?.[1] ?? 'en';
}

// The site by its host name, not its port: each journey group serves the same sites on ports of its own.
const screenKey = (url: string, language: string) => {
  const u = new URL(url);
  return `${u.hostname}${u.pathname.replace(/\/\d+(?=\/|$)/g, '/:id')}|${language}`;
};

const CONTROLS = 'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="menuitem"]';

/** What a page at one width gets wrong: it scrolls sideways, or controls lie off screen. */
export interface LayoutFinding {
  url: string;
  width: number;
  scrollWidth: number;
  offscreen: string[];
}

/** Measures the page as it is now: document width against the window, and every visible control. */
export async function measureLayout(page: Page): Promise<{ scrollWidth: number; innerWidth: number; offscreen: string[] }> {
  return page.evaluate((selector) => {
    const innerWidth = window.innerWidth;
    // A control clipped by a container that scrolls sideways on purpose (tab strips, carousels) is
    // reached by scrolling that container: only its container has to be on screen.
    const clippedByScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const overflowX = getComputedStyle(p).overflowX;
        if ((overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') && p.scrollWidth > p.clientWidth + 1) return true;
      }
      return false;
    };
    const describe = (el: Element) => {
      const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
      const r = el.getBoundingClientRect();
      return `<${el.tagName.toLowerCase()}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}> "${name}" at ${Math.round(r.left)}–${Math.round(r.right)} px`;
    };
    const offscreen: string[] = [];
    for (const el of Array.from(document.querySelectorAll(selector))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      if ((r.left < -1 || r.right > innerWidth + 1) && !clippedByScroller(el)) offscreen.push(describe(el));
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, offscreen: offscreen.slice(0, 8) };
  }, CONTROLS);
}

/** Fails when the page as it is now scrolls sideways or shows a control off screen (for use inside a journey). */
export async function expectFitsWidth(page: Page) {
  // Right after a resize the layout is still settling (the drawer turns temporary, grids reflow):
  // give it a moment, then report what still sticks out.
  await expect
    .poll(async () => {
      const m = await measureLayout(page);
      return m.scrollWidth <= m.innerWidth && m.offscreen.length === 0;
    })
    .toBe(true)
    .catch(() => undefined);
  const m = await measureLayout(page);
  expect(m.scrollWidth, `${page.url()} is ${m.scrollWidth} px wide in a ${m.innerWidth} px window`).toBeLessThanOrEqual(m.innerWidth);
  expect(m.offscreen, `controls off screen at ${m.innerWidth} px on ${page.url()}`).toEqual([]);
}

/** The server's "now" (its fixed journey clock), so the page's clock agrees with it to the second. */
async function serverNow(context: BrowserContext): Promise<Date> {
  const res = await context.request.get('/api/health');
  const body = (await res.json()) as { now?: string };
  return new Date(body.now ?? CLOCK_START);
}

const isCheckable = (url: URL) => url.protocol.startsWith('http') && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/graphql');

/**
 * Each screen is opened cold (a full load, as a reload or a bookmark would) on a 390 px phone and
 * measured, then resized to 320, 768 and 1440 px and measured again each time once the layout
 * settled. One cold load a screen: a second one at 1440 px cost CPU the two-core machine lacks
 * and checks nothing the resize to 1440 px does not (the app lays out by media queries, which a
 * resize re-evaluates), while the journeys themselves load their screens cold at desktop size.
 */
const COLD_WIDTH = 390;
const RESIZED_WIDTHS = [320, 768, 1440];

const viewportOf = (width: number) => ({ width, height: width < 768 ? 800 : 900 });

/** Waits until the screen drew its data: the network idle (3 s at most) and no progress bar left. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
  await page
    .locator('[role="progressbar"]:not([aria-valuenow])')
    .first()
    .waitFor({ state: 'hidden', timeout: 3000 })
    .catch(() => undefined);
}

/**
 * Opens each of `urls` cold and resized (COLD_WIDTH, RESIZED_WIDTHS) and reports what does not fit.
 * It loads them in the journey's own last page, its routes removed: a full load there cost the
 * browser about half the CPU of the same load in a new page (0.5 against 1.0 CPU-s, measured),
 * whose renderer has compiled none of the app's scripts yet.
 */
async function checkLayouts(context: BrowserContext, urls: string[]): Promise<LayoutFinding[]> {
  const findings: LayoutFinding[] = [];
  if (!urls.length) return findings;
  const open = context.pages().at(-1);
  const page = open ?? (await context.newPage());
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  const measureAt = async (url: string, width: number) => {
    const m = await measureLayout(page);
    if (m.scrollWidth > m.innerWidth || m.offscreen.length) findings.push({ url, width, scrollWidth: m.scrollWidth, offscreen: m.offscreen });
  };
  try {
    for (const url of urls) {
      await page.setViewportSize(viewportOf(COLD_WIDTH));
      await page.goto(url, { waitUntil: 'load' });
      await settled(page);
      await measureAt(url, COLD_WIDTH);
      for (const width of RESIZED_WIDTHS) {
        await page.setViewportSize(viewportOf(width));
        // Media-query listeners re-render after the resize event: let React commit, then measure.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
        await settled(page);
        await measureAt(url, width);
      }
    }
  } finally {
    if (!open) await page.close();
  }
  return findings;
}

interface JourneyFixtures {
  /** Every screen the journey's pages showed (full loads and in-app navigations), one URL per path, in order. */
  visited: string[];
  layoutCheck: void;
}

export const test = base.extend<JourneyFixtures>({
  // The page's clock starts at the server's fixed "now" and runs on from there, in every page of the journey.
  context: async ({ context }, provide) => {
    await context.clock.install({ time: await serverNow(context) });
    await provide(context);
  },
  visited: async ({ context }, provide) => {
    const visited: string[] = [];
    const watch = (page: Page) =>
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame()) return;
        const url = new URL(frame.url());
        if (!isCheckable(url)) return;
        url.hash = '';
        // One address per screen: a search or filter in the query string shows the same layout.
        if (!visited.some((v) => new URL(v).pathname === url.pathname && new URL(v).host === url.host)) visited.push(url.href);
      });
    context.pages().forEach(watch);
    context.on('page', watch);
    await provide(visited);
  },
  // After each journey: every page it visited, opened cold at each width, must fit the screen.
  layoutCheck: [
    async ({ context, visited }, provide, testInfo) => {
      await provide();
      if (testInfo.status !== testInfo.expectedStatus || !visited.length) return;
      const language = await languageOf(context);
      const fresh = visited.filter((url) => claimScreen(screenKey(url, language)));
      const findings = await checkLayouts(context, fresh);
      const failing = findings.map(
        (f) => `${f.url} at ${f.width} px: document ${f.scrollWidth} px wide${f.offscreen.length ? `; off screen: ${f.offscreen.join('; ')}` : ''}`,
      );
      expect(failing, 'pages of this journey that do not fit the screen').toEqual([]);
    },
    { auto: true, timeout: 300_000 },
  ],
});

export interface SignInOptions {
  password?: string;
  /** For a family parent: the account to continue as, by its name on the picker. */
  continueAs?: RegExp;
  /** Where the site lives when not at the base URL (another region's host). */
  origin?: string;
}

/** The parts of the login answer (`Session` of @golf/contracts) the web app keeps. */
interface LoginAnswer {
  access_token: string;
  refresh_token: string;
  jwt_token: string | null;
  eToken: string | null;
  eStoreCode: string | null;
  eUrl: string | null;
  eSkytrakToken: string | null;
  eSkytrakStoreCode: string | null;
  tokenSource: string | null;
  adminCoachId: number | null;
  profile: { type: number | null; enableMetricDistances: boolean; enableMetricSpeeds: boolean } | null;
}

/**
 * The session as the web app persists it after a password sign-in (the `user` slice of
 * src/lib/session/user-slice.ts, without the keys it never stores), as redux-persist writes it.
 */
function persistedSession(session: LoginAnswer): string {
  const type = session.profile?.type;
  const user = {
    token: session.access_token,
    refreshToken: session.refresh_token,
    childToken: null,
    eToken: session.eToken,
    eStoreCode: session.eStoreCode,
    eUrl: session.eUrl,
    eSkytrakToken: session.eSkytrakToken,
    eSkytrakStoreCode: session.eSkytrakStoreCode,
    rememberMe: false,
    isAuthenticated: true,
    familyLoginCheck: 'none',
    isTicketLogin: false,
    isSubAccount: false,
    isSimulator: false,
    adminCoachId: session.adminCoachId,
    tokenSource: session.tokenSource,
    userType: type === 2 || type === 3 ? type : 1,
    enableMetricDistances: session.profile?.enableMetricDistances ?? false,
    enableMetricSpeeds: session.profile?.enableMetricSpeeds ?? false,
    simulatorLoginCheck: false,
  };
  return JSON.stringify({ user: JSON.stringify(user), _persist: JSON.stringify({ version: 2, rehydrated: true }) });
}

/** Signs in through the form, as a person would (journeys about signing in, and a family's account choice). */
async function signInThroughForm(page: Page, email: string, options: SignInOptions) {
  await page.goto(`${options.origin ?? ''}/sign-in`);
  await page.getByRole('textbox', { name: /E-mail|メールアドレス/ }).fill(email);
  await page.getByRole('textbox', { name: /^(Password|パスワード)$/ }).fill(options.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(Sign in|ログイン|サインイン)$/ }).click();
  if (options.continueAs) await page.getByRole('dialog').getByRole('button', { name: options.continueAs }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/sign-in'));
  // The session is written to storage just after sign-in; a reload before that would sign out.
  await page.waitForFunction(() => /"isAuthenticated":true/.test(JSON.parse(localStorage.getItem('persist:root') ?? '{}').user ?? ''));
}

/**
 * Signs in, then opens `url` with a full page load, as a bookmark or a reload would: every
 * journey starts cold on its own screen, never through Home. The sign-in itself goes through the
 * login API and stores the session as the app would (the sign-in form has journeys of its own,
 * auth.spec.ts among them, and costs a second and a half a journey); a family parent still picks
 * the account on the app's own dialog.
 */
export async function signInAndOpen(page: Page, email: string, url: string, options: SignInOptions = {}) {
  const origin = options.origin ?? '';
  if (options.continueAs) {
    await signInThroughForm(page, email, options);
  } else {
    // A page of the site's own origin (no app, no database): the login is sent from it, as the app
    // sends it (the browser resolves a region's host, jp.localhost, which Node does not), and the
    // app's storage is written on it.
    await page.goto(`${origin}/api/ping`);
    const answer = await page.evaluate(
      async (credentials) => {
        const res = await fetch('/api/v2/player/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) });
        return { status: res.status, body: (await res.json()) as { data: LoginAnswer } };
      },
      { email, password: options.password ?? DEMO_PASSWORD },
    );
    expect(answer.status, `sign-in of ${email}`).toBe(200);
    const session = answer.body.data;
    expect(session.jwt_token, `${email} signs in without choosing a family account`).not.toBeNull();
    await page.evaluate((stored) => localStorage.setItem('persist:root', stored), persistedSession(session));
    // The mark of a sign-in in this browser run (src/lib/session/markers.ts): a session not remembered needs it.
    await page.evaluate(() => (document.cookie = 'golf_live_session=1; path=/; SameSite=Strict'));
  }
  await page.goto(`${origin}${url}`);
}
