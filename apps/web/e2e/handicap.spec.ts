// The handicap on the course: a 9-hole round counts at once (its differential with the expected
// other nine), the hole form checks what is typed, and the stats list each adjustment; at 390 px in
// English and Japanese.
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, measureLayout, signInAndOpen, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { ACCOUNTS, DEMO_PASSWORD } from './helpers';

const SHOTS = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '../test-results/screenshots');
const strings = (lang: string) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../src/locales/${lang}/rounds.json`), 'utf8'));
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(values[k]));

/** Today on the server's fixed clock (the page's clock starts from it), as the date picker names it. */
const today = (page: Page) =>
  page.evaluate(async () => new Date(((await (await fetch('/api/health')).json()) as { now: string }).now).toLocaleDateString('en-US', { dateStyle: 'full' }));

/** Plays the Meadowbrook nine through the API as `email` (bogey on every hole) and answers the round's id. */
async function nineThroughApi(page: Page, email: string): Promise<number> {
  return page.evaluate(
    async ({ email, password }) => {
      const json = async (url: string, method: string, token: string | null, body?: unknown) => {
        const res = await fetch(url, {
          method,
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return (await res.json()).data;
      };
      const token = (await json('/api/v2/player/login', 'POST', null, { email, password })).access_token as string;
      const courseId = (await json('/api/v2/game-tracking/course?name=Meadowbrook', 'GET', token)).courses[0].id;
      const course = await json(`/api/v2/game-tracking/course/${courseId}`, 'GET', token);
      // The server's own (fixed) clock names the day played.
      const day = ((await (await fetch('/api/health')).json()) as { now: string }).now.slice(0, 10);
      const round = await json('/api/play-game/round', 'POST', token, {
        courseId,
        playedAt: day,
        scope: 9,
        scopeType: 'front',
        teeBoxDetail: { id: course.teeBoxes[0].id },
      });
      const card = await json(`/api/play-golf/scorecard?roundId=${round.id}`, 'GET', token);
      const holes = card.holes.map((h: { hole: number; par: number }) => ({ hole: h.hole, score: h.par + 1, putts: 2 }));
      await json('/api/play-golf/scorecard', 'PUT', token, { roundId: round.id, holes });
      return round.id as number;
    },
    { email, password: DEMO_PASSWORD },
  );
}

async function expectNoSidewaysScroll(page: Page) {
  const layout = await measureLayout(page);
  expect(layout.scrollWidth, 'no sideways scroll').toBeLessThanOrEqual(layout.innerWidth);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a player plays the Meadowbrook nine, and it counts for the index at once', async ({ page }) => {
    test.slow();
    // A player of the US site with a handicap index, whose rounds no other journey reads.
    await signInAndOpen(page, ACCOUNTS.simulatorCoach, '/courses');
    const search = page.getByRole('search', { name: 'Find a course' });
    await search.getByLabel('Course name').fill('meadowbrook');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('list', { name: 'Courses found' }).getByRole('link', { name: 'Meadowbrook Nine' }).click();
    await page.getByRole('link', { name: 'Start a round here' }).click();
    const dialog = page.getByRole('dialog', { name: 'New round' });
    await expect(dialog.getByText('Meadowbrook Nine')).toBeVisible();
    await expect(dialog.getByLabel('Played under the Rules of Golf: counts for my handicap index')).toBeChecked();
    await dialog.getByLabel('Tee box').selectOption({ index: 1 });
    await dialog.getByRole('button', { name: await today(page) }).click();
    await dialog.getByRole('button', { name: 'Start round' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meadowbrook Nine' })).toBeVisible();

    await page.getByRole('button', { name: 'Scorecard' }).click();
    const card = page.getByRole('dialog', { name: /Scorecard/ });
    await expect(card.getByText(/Course handicap \d+ \(index/)).toBeVisible();
    await card.getByRole('button', { name: 'Enter hole 1' }).click();
    // The form checks the server's rules as the player types: 7 putts in a 5, a drive of −50.
    const first = card.getByRole('form', { name: /Hole 1 · par/ });
    await first.getByRole('textbox', { name: 'Score', exact: true }).fill('5');
    await first.getByRole('textbox', { name: 'Putts', exact: true }).fill('7');
    await first.getByLabel('Driving distance').fill('-50');
    await expect(first.getByText('With as many putts as strokes or more, no stroke is left to reach the green.')).toBeVisible();
    await expect(first.getByText('From 0 to 450.')).toBeVisible();
    await expect(first.getByText('Green in regulation follows from score and putts.')).toBeVisible();
    await first.getByRole('button', { name: 'Save hole 1' }).click();
    await expect(first.getByText('Correct the highlighted fields to save this hole.')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await first.getByRole('heading').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'hole-form-390-en.png') });
    await first.getByLabel('Driving distance').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'hole-form-390-en-details.png') });
    await expectNoSeriousViolations(page);
    await first.getByLabel('Driving distance').fill('240');

    for (let hole = 1; hole <= 9; hole++) {
      const form = card.getByRole('form', { name: new RegExp(`Hole ${hole} · par`) });
      await form.getByRole('textbox', { name: 'Score', exact: true }).fill('5');
      await form.getByRole('textbox', { name: 'Putts', exact: true }).fill('2');
      await form.getByRole('button', { name: `Save hole ${hole}` }).click();
      if (hole < 9) await expect(card.getByRole('form', { name: new RegExp(`Hole ${hole + 1} · par`) })).toBeVisible();
    }
    await expect(card.getByText(/^9-hole differential [\d.]+ \+ expected other nine [\d.]+ = [\d.]+ \(18 holes\)$/)).toBeVisible();
    const differential = /= ([\d.]+)/.exec((await card.getByText(/^9-hole differential/).textContent())!)![1]!;
    await card.getByRole('button', { name: 'Close' }).click();

    await page.goto('/rounds/stats');
    const adjustments = page.getByRole('region', { name: 'Adjustments applied' });
    await expect(adjustments.getByText(/^9-hole score \(Meadowbrook Nine, .+\): expected other nine \+[\d.]+ added$/).first()).toBeVisible();
    const table = page.getByRole('region', { name: 'Score differentials' });
    await expect(
      table
        .getByRole('row', { name: /Meadowbrook Nine · 9 holes/ })
        .filter({ hasText: differential })
        .first(),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);
    await page.getByRole('heading', { name: 'Handicap index' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'stats-adjustments-390-en.png') });
  });
});

test.describe('in Japanese on a phone', () => {
  test.use({ locale: 'ja-JP', viewport: { width: 390, height: 844 } });

  test('the hole form and the handicap adjustments read in Japanese', async ({ page }) => {
    const ja = strings('ja');
    await signInAndOpen(page, ACCOUNTS.simulatorCoach, '/rounds/stats');
    const roundId = await nineThroughApi(page, ACCOUNTS.simulatorCoach);
    await page.reload();
    const adjustments = page.getByRole('region', { name: ja.handicap.adjustmentsTitle });
    await expect(adjustments.getByText(/^9ホールのスコア（Meadowbrook Nine、.+）：残り9ホールの見込み \+[\d.]+ を加算$/).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);
    await page.getByRole('heading', { name: ja.handicap.title, exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'stats-adjustments-390-ja.png') });

    await page.goto(`/rounds/${roundId}`);
    await page.getByRole('button', { name: ja.actions.scorecard }).click();
    const card = page.getByRole('dialog', { name: new RegExp(ja.scorecard.titlePlain) });
    await expect(card.getByText(/^9ホールのディファレンシャル/)).toBeVisible();
    await card.getByRole('button', { name: fill(ja.scorecard.editHole, { hole: 2 }) }).click();
    const form = card.getByRole('form', { name: /^2番ホール/ });
    await form.getByRole('textbox', { name: ja.scorecard.putts, exact: true }).fill('9');
    await expect(form.getByText(ja.holeRule['putts-leave-no-stroke'])).toBeVisible();
    await expectNoSidewaysScroll(page);
    await form.getByRole('heading').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'hole-form-390-ja.png') });
  });
});
