import puppeteer, { PredefinedNetworkConditions, type Page } from 'puppeteer-core';
import { signInPage } from './lighthouse.ts';

/** How the browser is held back: as it is, or as Lighthouse's phone (4× slower CPU) on a fast 4G link. */
const PROFILES = [
  { name: 'desktop, unthrottled', cpu: 1, network: null },
  { name: 'phone: 4× CPU, Fast 4G', cpu: 4, network: PredefinedNetworkConditions['Fast 4G'] },
] as const;
const RUNS = 3;

export interface FirstFrameFigures {
  profile: string;
  /** Median over the runs: from navigation start to the player's first `loadeddata`. */
  openMs: number;
  /** Median over the runs: from `play()` to the first frame presented (`requestVideoFrameCallback`). */
  playMs: number;
  runs: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The first library series in English and its first video, as the web app opens them. */
async function firstVideoPath(url: string): Promise<string> {
  const login = await fetch(`${url}/api/v2/player/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'player@example.com', password: 'golf-demo-2026' }),
  });
  const headers = { authorization: `Bearer ${((await login.json()) as { data: { access_token: string } }).data.access_token}` };
  const list = (await (await fetch(`${url}/api/video/series?language=en`, { headers })).json()) as { data: { items: { id: number }[] } };
  const seriesId = list.data.items[0]!.id;
  const series = (await (await fetch(`${url}/api/video/series/${seriesId}`, { headers })).json()) as { data: { videos: { id: number }[] } };
  return `/videos/series/${seriesId}?video=${series.data.videos[0]!.id}`;
}

/** One cold open of the player page and one press of play, in a page already signed in. */
async function once(page: Page, url: string, path: string): Promise<{ openMs: number; playMs: number }> {
  await page.goto(`${url}${path}`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => (window as unknown as { firstFrameAt?: number }).firstFrameAt !== undefined, { timeout: 60_000 });
  const openMs = await page.evaluate(() => (window as unknown as { firstFrameAt: number }).firstFrameAt);
  const playMs = await page.evaluate(async () => {
    const v = document.querySelector('video')!;
    v.muted = true;
    v.currentTime = 0;
    await new Promise<void>((resolve) => (v.seeking ? v.addEventListener('seeked', () => resolve(), { once: true }) : resolve()));
    return new Promise<number>((resolve, reject) => {
      const start = performance.now();
      v.requestVideoFrameCallback(() => resolve(performance.now() - start));
      v.play().catch(reject);
    });
  });
  return { openMs, playMs };
}

/**
 * Time to first frame of a library video in Debian's Chromium (issue 16): the series page opened
 * cold by its own URL with `?video=`, then play pressed. Each profile runs three times (the first
 * warms the server's caches, as any visit after the first would); the medians are reported.
 */
export async function measureFirstFrame(url: string): Promise<FirstFrameFigures[]> {
  const path = await firstVideoPath(url);
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--autoplay-policy=no-user-gesture-required'],
  });
  const figures: FirstFrameFigures[] = [];
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
    // Media events do not bubble, but a capturing listener on the document sees the first one.
    await page.evaluateOnNewDocument(() =>
      document.addEventListener(
        'loadeddata',
        () => {
          const w = window as unknown as { firstFrameAt?: number };
          w.firstFrameAt ??= performance.now();
        },
        true,
      ),
    );
    await signInPage(page, url);
    for (const profile of PROFILES) {
      await page.emulateCPUThrottling(profile.cpu);
      await page.emulateNetworkConditions(profile.network);
      const runs: { openMs: number; playMs: number }[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await once(page, url, path));
      figures.push({
        profile: profile.name,
        openMs: Math.round(median(runs.map((r) => r.openMs))),
        playMs: Math.round(median(runs.map((r) => r.playMs))),
        runs: RUNS,
      });
    }
  } finally {
    await browser.close();
  }
  return figures;
}

/** The time-to-first-frame table. */
export function firstFrameTable(rows: FirstFrameFigures[], path = '/videos/series/{id}?video={id}'): string {
  const lines = [
    `### Time to first frame (\`${path}\`, Chromium, median of ${rows[0]?.runs ?? RUNS})`,
    '',
    '| browser | open page → first frame ms | press play → first frame ms |',
    '|---|---:|---:|',
  ];
  for (const r of rows) lines.push(`| ${r.profile} | ${r.openMs} | ${r.playMs} |`);
  return lines.join('\n');
}
