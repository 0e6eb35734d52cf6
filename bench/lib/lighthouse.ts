import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';

/** Issue 14's phone targets (Lighthouse's default mobile preset: Moto G Power, slow 4G, 4× CPU). */
export const PHONE_TARGETS = { lcpMs: 1500, tbtMs: 150, cls: 0.05, score: 0.95 } as const;

export interface PageFigures {
  name: string;
  path: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** The pages measured: sign-in signed out, the rest signed in as the demo player. */
export const PHONE_PAGES: { name: string; path: string; signedIn: boolean }[] = [
  { name: 'sign-in', path: '/sign-in', signedIn: false },
  { name: 'home', path: '/', signedIn: true },
  { name: 'lessons', path: '/lessons', signedIn: true },
  { name: 'product page', path: '/shop/product/apex-forge-tour-golf-balls-dozen', signedIn: true },
  { name: 'cart', path: '/shop/cart', signedIn: true },
];

/** Signs the demo player in through the sign-in page (the session stays in the page's storage). */
export async function signInPage(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/sign-in`, { waitUntil: 'networkidle0' });
  await page.type('input[type=email], input[name=email], input[autocomplete=username]', 'player@example.com');
  await page.type('input[type=password]', 'golf-demo-2026');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /"isAuthenticated":true/.test(JSON.parse(localStorage.getItem('persist:root') ?? '{}').user ?? ''), { timeout: 30_000 });
}

/**
 * Lighthouse (mobile preset, performance only) on each page, driving Debian's Chromium
 * (CHROME_PATH, default /usr/bin/chromium). Signed-in pages keep the session: storage is not reset.
 */
export async function measurePhonePages(url: string): Promise<PageFigures[]> {
  // `npx vite build` alone leaves the assets uncompressed: a phone then loads 600 KB instead of 166 KB.
  const assets = path.resolve(import.meta.dirname, '../../apps/web/dist/assets');
  if (!existsSync(assets) || !readdirSync(assets).some((f) => f.endsWith('.br'))) {
    throw new Error('Build the web app with `npm run build` first (it writes the .br and .gz copies the server sends), then start the server.');
  }
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  const results: PageFigures[] = [];
  try {
    const page = await browser.newPage();
    let signedIn = false;
    for (const target of PHONE_PAGES) {
      if (target.signedIn && !signedIn) {
        await signInPage(page, url);
        signedIn = true;
      }
      const run = await lighthouse(
        `${url}${target.path}`,
        { logLevel: 'error', output: 'json', onlyCategories: ['performance'], disableStorageReset: target.signedIn },
        undefined,
        page,
      );
      const lhr = run!.lhr;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        name: target.name,
        path: target.path,
        score: lhr.categories.performance?.score ?? 0,
        fcpMs: Math.round(audit('first-contentful-paint')),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** The Lighthouse table, each page with its verdict against the phone targets. */
export function phoneTable(rows: PageFigures[]): string {
  const lines = ['### Lighthouse, mobile preset', '', '| page | score | FCP ms | LCP ms | TBT ms | CLS | verdict |', '|---|---:|---:|---:|---:|---:|---|'];
  for (const r of rows) {
    const misses: string[] = [];
    if (r.lcpMs > PHONE_TARGETS.lcpMs) misses.push(`LCP > ${PHONE_TARGETS.lcpMs} ms`);
    if (r.tbtMs > PHONE_TARGETS.tbtMs) misses.push(`TBT > ${PHONE_TARGETS.tbtMs} ms`);
    if (r.cls > PHONE_TARGETS.cls) misses.push(`CLS > ${PHONE_TARGETS.cls}`);
    if (r.score < PHONE_TARGETS.score) misses.push(`score < ${PHONE_TARGETS.score}`);
    lines.push(
      `| ${r.name} (\`${r.path}\`) | ${r.score.toFixed(2)} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${misses.length ? `misses: ${misses.join(', ')}` : 'meets'} |`,
    );
  }
  return lines.join('\n');
}
