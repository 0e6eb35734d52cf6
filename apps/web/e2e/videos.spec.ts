import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expect, signInAndOpen, test } from './fixtures';
import { ACCOUNTS } from './helpers';

const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');
const FILES = path.resolve(import.meta.dirname, '../test-results/videos');

const videoTime = (page: Page) =>
  page
    .locator('video')
    .first()
    .evaluate((v: HTMLVideoElement) => v.currentTime);

/** A two-second phone-style clip (portrait H.264/AAC in a MOV), made with FFmpeg for the upload. */
function phoneClip(): string {
  mkdirSync(FILES, { recursive: true });
  const file = path.join(FILES, 'IMG_4821.MOV');
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=360x640:rate=30:duration=2',
    '-f',
    'lavfi',
    '-i',
    'sine=duration=2',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    '-f',
    'mov',
    file,
  ]);
  return file;
}

test('on a phone: library → series → play → note → jump → favourite, and the video resumes after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndOpen(page, ACCOUNTS.player, '/videos');
  await expect(page.getByRole('heading', { level: 1, name: 'Video library' })).toBeVisible();
  await expect(page.getByText('25% watched').first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Grip and stance basics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grip and stance basics' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Videos in this series' })
    .getByRole('button', { name: /3\. Ball position/ })
    .click();
  const player = page.getByLabel('Video: Ball position');
  await expect(player).toBeVisible();
  // Play a little over a second, then pause: the pause saves where the player stopped. A pause
  // before that (a play the source's loading interrupted) saves its own earlier point first.
  const saved = page.waitForResponse(
    (r) =>
      r.url().includes('/api/video/tracking') && r.request().method() === 'POST' && (r.request().postDataJSON() as { watchedTime: number }).watchedTime > 1,
  );
  await player.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    // A play() the page's own source loading interrupts (AbortError) is pressed again, as a person would.
    for (let attempt = 1; ; attempt++) {
      try {
        await v.play();
        break;
      } catch (error) {
        if ((error as Error).name !== 'AbortError' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await new Promise<void>((resolve) =>
      v.addEventListener('timeupdate', function tick() {
        if (v.currentTime > 1.2) {
          v.removeEventListener('timeupdate', tick);
          resolve();
        }
      }),
    );
    v.pause();
  });
  expect((await (await saved).json()).data.watchedTime).toBeGreaterThan(1);

  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Write a note before saving it.')).toBeVisible();
  // A retry finds the first attempt's note on the same server: each attempt writes its own.
  const note = `Ball under the left armpit${test.info().retry ? ` (attempt ${test.info().retry + 1})` : ''}`;
  await page.getByRole('textbox', { name: 'Note at the current moment' }).fill(note);
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByRole('list', { name: 'My notes' }).getByText(note, { exact: true })).toBeVisible();
  await player.evaluate((v: HTMLVideoElement) => (v.currentTime = 0));
  await page.getByRole('button', { name: 'Jump to 0:01' }).click();
  expect(await videoTime(page)).toBeGreaterThan(1);
  // A first attempt finds the video out of the favourites; a retry may find the first attempt's.
  if (test.info().retry === 0 || !(await page.getByRole('button', { name: 'Video in favourites' }).isVisible()))
    await page.getByRole('button', { name: 'Add video to favourites' }).click();
  await expect(page.getByRole('button', { name: 'Video in favourites' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: path.join(SHOTS, 'videos-series-390.png'), fullPage: true });

  // Time to first frame is a figure of the bench's phone step (bench/lib/first-frame.ts), not of this journey.
  await page.reload();
  await expect(page.getByLabel('Video: Ball position')).toBeVisible();
  await expect.poll(() => videoTime(page)).toBeGreaterThan(1);
  await page.goto('/videos');
  await expect(page.getByRole('region', { name: 'Favourites' }).getByRole('link', { name: 'Ball position' })).toBeVisible();
});

test('search in Japanese finds series and videos and keeps recent keywords', async ({ page, baseURL }) => {
  const jp = new URL(baseURL!);
  jp.hostname = 'jp.localhost';
  // The .jp site reads in Japanese without a language being chosen.
  await signInAndOpen(page, ACCOUNTS.playerJp, '/videos', { origin: jp.origin });
  await expect(page.getByRole('heading', { level: 1, name: '動画ライブラリ' })).toBeVisible();
  await page.getByRole('combobox', { name: '言語' }).click();
  await page.getByRole('option', { name: '日本語' }).click();
  await page.getByRole('textbox', { name: '動画を検索' }).fill('グリップ');
  await page.getByRole('button', { name: '検索' }).click();
  await expect(page.getByRole('heading', { name: '2件' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ニュートラルグリップ' })).toBeVisible();
  await expect(page.getByRole('group', { name: '最近の検索' }).getByText('グリップ')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: path.join(SHOTS, 'videos-search-ja.png'), fullPage: true });
  await page.getByRole('link', { name: 'ニュートラルグリップ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'グリップとスタンスの基本' })).toBeVisible();
});

test('upload a swing → processing → ready → send to the coach → share → open the link signed out, then revoke it', async ({ page, browser }) => {
  test.slow();
  await signInAndOpen(page, ACCOUNTS.player, '/videos/swings');
  await expect(page.getByRole('heading', { level: 1, name: 'My swings' })).toBeVisible();
  await page.getByLabel('Upload a swing').setInputFiles({ name: 'notes.mov', mimeType: 'video/quicktime', buffer: Buffer.from('not a video, only words') });
  await expect(page.getByText('This file is not an MP4 or MOV video.', { exact: false })).toBeVisible();
  // Resumable (tus): small chunks, and the second one never gets through before the page is
  // reloaded; choosing the same file again continues the same upload (no second creation).
  await page.evaluate(() => sessionStorage.setItem('golf.swingChunkBytes', String(128 * 1024)));
  const seen: string[] = [];
  let held = false;
  await page.route('**/api/v2/my-swings/uploads**', async (route) => {
    const method = route.request().method();
    seen.push(method);
    if (method === 'PATCH' && seen.filter((m) => m === 'PATCH').length === 2) {
      held = true;
      return; // the connection "drops": no answer ever comes
    }
    await route.continue();
  });
  const clip = phoneClip();
  await page.getByLabel('Upload a swing').setInputFiles(clip);
  await expect(page.getByRole('group', { name: 'Upload of IMG_4821.MOV' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect.poll(() => held).toBe(true);
  await page.screenshot({ path: path.join(SHOTS, 'swing-upload-progress.png'), fullPage: true });
  await page.reload();
  await expect(page.getByText('The upload of “IMG_4821.MOV” was not finished.', { exact: false })).toBeVisible();
  await page.getByLabel('Upload a swing').setInputFiles(clip);
  const card = page.getByRole('listitem', { name: 'IMG_4821' });
  await expect(card.getByText('Processing')).toBeVisible();
  await expect(card.getByText('Ready')).toBeVisible({ timeout: 30_000 });
  expect(seen.filter((m) => m === 'POST')).toHaveLength(1);
  expect(seen).toContain('HEAD');
  await page.unroute('**/api/v2/my-swings/uploads**');
  await card.getByRole('button', { name: 'Send to my coach' }).click();
  await expect(card.getByText('Write a comment for your coach.')).toBeVisible();
  await card.getByRole('textbox', { name: /Comment for your coach/ }).fill('Too steep at the top?');
  const sent = page.waitForResponse((r) => r.url().includes('/api/send-coach/my-swing') && r.status() === 200);
  await card.getByRole('button', { name: 'Send to my coach' }).click();
  const lessonId = (await (await sent).json()).data.lessonId as number;
  await expect(card.getByText(/^Sent to .+\.$/)).toBeVisible();
  await expect(card.getByText(/“Too steep at the top\?”/)).toBeVisible();
  await card.getByRole('button', { name: 'Share' }).click();
  const link = await card.getByRole('textbox', { name: 'Share link for IMG_4821' }).inputValue();
  expect(link).toMatch(/\/v\/[A-Za-z0-9_-]{22}$/);
  await expectNoSeriousViolations(page);

  const stranger = await browser.newContext();
  const guest = await stranger.newPage();
  await guest.goto(link);
  await expect(guest.getByRole('heading', { level: 1, name: 'IMG_4821' })).toBeVisible();
  await expect(guest.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/poster$/);
  await expect.poll(() => guest.locator('video').evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  await expectNoSeriousViolations(guest);

  await card.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(card.getByText('The link no longer works.')).toBeVisible();
  await guest.reload();
  await expect(guest.getByText('This shared video is no longer available.')).toBeVisible();
  await stranger.close();

  // The lesson keeps the exchange: its detail shows the swing, the comment, when, and plays it.
  await page.goto(`/lessons/history/${lessonId}`);
  const exchange = page.getByRole('region', { name: 'Swings sent to your coach' });
  const item = exchange.getByRole('listitem', { name: 'IMG_4821' });
  await expect(item.getByText('“Too steep at the top?”')).toBeVisible();
  await expect(item.getByText(/^Sent to .+ on .+/)).toBeVisible();
  await expect.poll(() => item.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const play = await item.getByRole('link', { name: 'Play the swing IMG_4821' }).getAttribute('href');
  expect((await page.request.get(play!, { headers: { range: 'bytes=0-11' } })).status()).toBe(206);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: path.join(SHOTS, 'lesson-swing-exchange.png'), fullPage: true });
});

test('compare two swings side by side: frame steps, slow motion and an angle drawn on the frame', async ({ page }) => {
  await signInAndOpen(page, ACCOUNTS.player, '/videos/compare');
  await expect(page.getByRole('heading', { level: 1, name: 'Compare swings' })).toBeVisible();
  const left = page.getByRole('img', { name: /^Drawing area over / }).first();
  await expect(left).toBeVisible();
  await expect
    .poll(() =>
      page
        .locator('video')
        .nth(1)
        .evaluate((v: HTMLVideoElement) => v.readyState),
    )
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Next frame' }).click();
  await page.getByRole('button', { name: 'Next frame' }).click();
  await expect
    .poll(() =>
      page
        .locator('video')
        .nth(0)
        .evaluate((v: HTMLVideoElement) => v.currentTime),
    )
    .toBeGreaterThan(0.05);
  await expect
    .poll(() =>
      page
        .locator('video')
        .nth(1)
        .evaluate((v: HTMLVideoElement) => v.currentTime),
    )
    .toBeGreaterThan(0.05);
  await page.getByRole('combobox', { name: 'Speed' }).click();
  await page.getByRole('option', { name: '0.5×' }).click();
  expect(
    await page
      .locator('video')
      .nth(1)
      .evaluate((v: HTMLVideoElement) => v.playbackRate),
  ).toBe(0.5);
  await page.getByRole('button', { name: 'Angle' }).click();
  const box = (await left.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.2, box.y + box.height * 0.3);
  await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.7);
  await page.mouse.click(box.x + box.width * 0.8, box.y + box.height * 0.3);
  await expect(page.getByRole('status').filter({ hasText: /^Angles: \d+°$/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: path.join(SHOTS, 'videos-compare-1440.png'), fullPage: true });
});
