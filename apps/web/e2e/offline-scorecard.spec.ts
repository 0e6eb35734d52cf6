import type { APIRequestContext, Page } from '@playwright/test';
import path from 'node:path';
import { expect, signInAndOpen, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { ACCOUNTS, DEMO_PASSWORD } from './helpers';

const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');

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
  return { id: round.id as number, card: () => json(`/api/play-golf/scorecard?roundId=${round.id}`, { token }) as Promise<Card> };
}

/** Waits until the service worker controls the page, then loads it again so every read of the round goes through it (and is kept). */
async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
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
  test.setTimeout(120_000);
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

  const sent: string[] = [];
  page.on('request', (r) => {
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
  test.setTimeout(120_000);
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
