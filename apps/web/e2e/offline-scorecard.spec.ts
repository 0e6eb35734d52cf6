import type { APIRequestContext, Page } from '@playwright/test';
import path from 'node:path';
import { expect, signInAndOpen, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { ACCOUNTS, DEMO_PASSWORD } from './helpers';

// The service worker is what these journeys are about (the others block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');

type Tracking = { holes: { holeNumber: number; shots: unknown[] }[] };
type Point = { x: number; y: number };

type Card = {
  holes: { hole: number; score: number | null; status: string; details: { drivingDistance: number | null } }[];
  totals: { total: { holesPlayed: number } };
};

/**
 * A player's fresh round on Hudson Bluffs today (the server's clock), made through the API, with the
 * player's token; `host` names the player's site (Node does not resolve jp.localhost, the browser does).
 */
async function newRound(request: APIRequestContext, origin: string, email: string, host?: string) {
  const json = async (url: string, init: { method?: string; token?: string; data?: unknown } = {}) => {
    const res = await request.fetch(`${origin}${url}`, {
      method: init.method ?? 'GET',
      headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(host ? { host } : {}) },
      ...(init.data ? { data: init.data } : {}),
    });
    expect(res.status(), url).toBe(200);
    return (await res.json()).data;
  };
  const token = (await json('/api/v2/player/login', { method: 'POST', data: { email, password: DEMO_PASSWORD } })).access_token as string;
  const today = ((await (await request.get(`${origin}/api/health`)).json()) as { now: string }).now.slice(0, 10);
  const courseId = (await json('/api/v2/game-tracking/course?name=Hudson', { token })).courses[0].id;
  const course = await json(`/api/v2/game-tracking/course/${courseId}`, { token });
  const round = await json('/api/play-game/round', { method: 'POST', token, data: { courseId, playedAt: today, teeBoxDetail: { id: course.teeBoxes[1].id } } });
  return {
    id: round.id as number,
    card: () => json(`/api/play-golf/scorecard?roundId=${round.id}`, { token }) as Promise<Card>,
    tracking: () => json(`/api/play-tracking/detail?roundId=${round.id}`, { token }) as Promise<Tracking>,
    hole: (n: number) => json(`/api/play-game/hole-data?courseId=${courseId}&holeNumber=${n}`, { token }) as Promise<{ tee: Point; green: { center: Point } }>,
    /** A save of a hole's shots made on another device, now. */
    saveElsewhere: (holeNumber: number, shots: Point[]) =>
      json('/api/play-tracking/points', {
        method: 'PUT',
        token,
        data: { roundId: round.id, holeNumber, shots: shots.map((ball, i) => ({ index: i + 1, ball })) },
      }),
  };
}

/** Waits until the service worker controls the page, then loads it again so every read of the round goes through it (and is kept). */
async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Places shots on the hole map, each at a fraction of the map's width and height, and saves the hole. */
async function trackHole(page: Page, hole: number, places: [number, number][]) {
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^Hole ${hole} · par`) })).toBeVisible();
  for (const [i, [x, y]] of places.entries()) {
    const map = page.getByRole('application', { name: new RegExp(`place where shot ${i + 1} came to rest`) });
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width * x, y: box.height * y } });
  }
  await expect(page.getByRole('list', { name: 'Shots' }).getByRole('listitem')).toHaveCount(places.length);
  await page.getByRole('button', { name: `Save hole ${hole}` }).click();
}

/** Opens a hole's form (unless the round moved on to it already) and saves a score. */
async function enterHole(card: ReturnType<Page['getByRole']>, hole: number, score: string, saveName: string, formName: RegExp, enterName: string) {
  const form = card.getByRole('form', { name: formName });
  if (!(await form.isVisible())) await card.getByRole('button', { name: enterName }).click();
  await form.getByRole('textbox', { name: /^(Score|スコア)$/ }).fill(score);
  await form.getByRole('button', { name: saveName }).click();
  await expect(card.getByRole('button', { name: saveName })).toBeHidden();
  void hole;
}

test('the scorecard keeps working without signal and sends every hole once when it is back', async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const round = await newRound(page.request, baseURL!, ACCOUNTS.player);
  await signInAndOpen(page, ACCOUNTS.player, `/rounds/${round.id}?view=scorecard`);
  await underServiceWorker(page);
  const card = page.getByRole('dialog', { name: /Scorecard/ });
  await expect(card.getByRole('button', { name: 'Enter hole 1' })).toBeVisible();

  await context.setOffline(true);
  const status = card.getByRole('status').filter({ hasText: /offline|waiting/ });
  await expect(status).toContainText('You are offline');
  for (const [hole, score] of [
    [1, '5'],
    [2, '4'],
    [3, '6'],
  ] as const)
    await enterHole(card, hole, score, `Save hole ${hole}`, new RegExp(`^Hole ${hole} · par`), `Enter hole ${hole}`);
  await expect(status).toContainText('3 holes waiting to be sent.');
  const scores = card.getByRole('region', { name: 'Scorecard' }).getByRole('row', { name: /^Score/ });
  await expect(scores).toContainText('5');
  await status.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'scorecard-offline-390-en.png') });
  await expectNoSeriousViolations(page);

  // Reloaded without signal: the shell, the round and its scorecard come from the phone, with the holes entered.
  await page.reload();
  await expect(page.getByRole('dialog', { name: /Scorecard/ })).toBeVisible();
  await expect(status).toContainText('3 holes waiting to be sent.');
  const row = await scores.textContent();
  expect(row).toMatch(/5.*4.*6/);

  // Counted once answered, as on the hole map below: a send issued while the signal comes back may fail and go again.
  const sent: string[] = [];
  page.on('requestfinished', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/api/play-golf/scorecard')) sent.push(r.postData() ?? '');
  });
  await context.setOffline(false);
  await expect(card.getByRole('status').filter({ hasText: 'waiting' })).toHaveCount(0);
  const saved = await round.card();
  expect(saved.holes.slice(0, 3).map((h) => [h.hole, h.score, h.status])).toEqual([
    [1, 5, 'played'],
    [2, 4, 'played'],
    [3, 6, 'played'],
  ]);
  expect(saved.totals.total.holesPlayed).toBe(3);
  // In the order entered, one entry per hole.
  expect(sent.map((body) => (JSON.parse(body) as { holes: { hole: number }[] }).holes[0]!.hole)).toEqual([1, 2, 3]);
});

test('a player in metres enters the driving distance in metres, offline too (390 px, Japanese and English)', async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const jp = new URL(baseURL!);
  jp.hostname = 'jp.localhost';
  const round = await newRound(page.request, baseURL!, ACCOUNTS.playerJp, jp.host);
  await signInAndOpen(page, ACCOUNTS.playerJp, `/rounds/${round.id}?view=scorecard`, { origin: jp.origin });
  await underServiceWorker(page);
  const card = page.getByRole('dialog', { name: /スコアカード/ });
  await expect(card.getByRole('button', { name: '1番ホールを入力' })).toBeVisible();
  await context.setOffline(true);
  await card.getByRole('button', { name: '1番ホールを入力' }).click();
  const form = card.getByRole('form', { name: /^1番ホール/ });
  await form.getByRole('textbox', { name: 'スコア' }).fill('4');
  await form.getByRole('textbox', { name: 'ドライバー飛距離' }).fill('420');
  await expect(form.getByText('0〜411で入力してください。')).toBeVisible();
  await form.getByRole('textbox', { name: 'ドライバー飛距離' }).fill('230');
  await expect(form.getByText('メートル')).toBeVisible();
  await form.getByText('メートル').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'hole-form-metres-390-ja.png') });
  await form.getByRole('button', { name: '1番ホールを保存' }).click();
  await expect(card.getByRole('status')).toContainText('送信待ちのホールが1件あります。');
  await card.getByRole('status').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'scorecard-offline-390-ja.png') });

  await context.setOffline(false);
  await expect(card.getByRole('status').filter({ hasText: '送信待ち' })).toHaveCount(0);
  const saved = await round.card();
  expect(saved.holes[0]).toMatchObject({ score: 4, details: { drivingDistance: 230 } });

  // The same form in English: the distance comes back in metres.
  await page.evaluate(() => {
    const root = JSON.parse(localStorage.getItem('persist:root') ?? '{}') as Record<string, string>;
    root.language = JSON.stringify({ current: 'en', chosen: true });
    localStorage.setItem('persist:root', JSON.stringify(root));
  });
  await page.reload();
  const english = page.getByRole('dialog', { name: /Scorecard/ });
  await english.getByRole('button', { name: 'Enter hole 1' }).click();
  const hole1 = english.getByRole('form', { name: /^Hole 1 · par/ });
  await expect(hole1.getByRole('textbox', { name: 'Driving distance' })).toHaveValue('230');
  await expect(hole1.getByText('Metres')).toBeVisible();
  await hole1.getByText('Metres').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'hole-form-metres-390-en.png') });
});

test('the hole map keeps tracking shots without signal and sends each hole once when it is back', async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const round = await newRound(page.request, baseURL!, ACCOUNTS.player);
  await signInAndOpen(page, ACCOUNTS.player, `/rounds/${round.id}/play`);
  await underServiceWorker(page);
  // With signal, every hole's map is fetched and kept, so the holes ahead open without it.
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('golf-rounds-v1')).keys()).filter((r) => r.url.includes('satellite-image')).length), {
      timeout: 30_000,
    })
    .toBeGreaterThanOrEqual(18);

  await context.setOffline(true);
  const status = page.getByRole('status').filter({ hasText: /offline|waiting/ });
  await expect(status).toContainText('You are offline');
  await trackHole(page, 1, [
    [0.5, 0.6],
    [0.5, 0.2],
  ]);
  await expect(status).toContainText('2 shots waiting to be sent.');
  await trackHole(page, 2, [[0.5, 0.4]]);
  await expect(status).toContainText('3 shots waiting to be sent.');
  await status.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'hole-map-offline-390-en.png') });
  await expectNoSeriousViolations(page);

  // Reloaded without signal: the round resumes at hole 3 with what waits, and hole 2 shows its shot.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: /^Hole 3 · par/ })).toBeVisible();
  await expect(status).toContainText('3 shots waiting to be sent.');
  await page.getByRole('button', { name: 'Previous hole' }).click();
  await expect(page.getByRole('list', { name: 'Shots' }).getByRole('listitem')).toHaveCount(1);

  // Counted once answered: a send the browser issued while its signal was still coming back fails
  // without reaching the server, and the outbox sends it again later under the same key.
  const sent: { hole: number; key: string | undefined; entryId: string }[] = [];
  page.on('requestfinished', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/api/play-tracking/points')) {
      const body = JSON.parse(r.postData() ?? '{}') as { holeNumber: number; entryId: string };
      sent.push({ hole: body.holeNumber, key: r.headers()['idempotency-key'], entryId: body.entryId });
    }
  });
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'waiting' })).toHaveCount(0);
  const saved = await round.tracking();
  expect(saved.holes.map((h) => [h.holeNumber, h.shots.length])).toEqual([
    [1, 2],
    [2, 1],
  ]);
  // In the order saved, once each, the entry's id as its Idempotency-Key.
  expect(sent.map((s) => s.hole)).toEqual([1, 2]);
  expect(sent.every((s) => s.key === s.entryId)).toBe(true);

  // Offline again, the phone changes hole 2; another device saves it later: its save is kept, and the phone says so.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add shot' }).click();
  const map = page.getByRole('application', { name: /place where shot 2 came to rest/ });
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width * 0.5, y: box.height * 0.2 } });
  await page.getByRole('button', { name: 'Save hole 2' }).click();
  await expect(status).toContainText('2 shots waiting to be sent.');
  const hole2 = await round.hole(2);
  await round.saveElsewhere(
    2,
    [hole2.tee, hole2.green.center, hole2.green.center].map((p, i) => ({ x: p.x, y: p.y - i })),
  );
  await context.setOffline(false);
  await expect(page.getByRole('alert').filter({ hasText: 'Hole 2: a newer edit from another device was kept.' })).toBeVisible();
  expect((await round.tracking()).holes.map((h) => [h.holeNumber, h.shots.length])).toEqual([
    [1, 2],
    [2, 3],
  ]);
});
