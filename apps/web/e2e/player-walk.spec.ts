import type { Page } from '@playwright/test';
import { expect, expectFitsWidth, signInAndOpen, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { ACCOUNTS, expectHome } from './helpers';

// A player of the US site who reads the portal in Japanese (issue 32's third walk).
test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
});

async function readInJapanese(page: Page) {
  await page.getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('menuitem', { name: '日本語' }).click();
}

test('the course list names its page navigation in Japanese, not "pagination navigation"', async ({ page }) => {
  await signInAndOpen(page, ACCOUNTS.player, '/courses');
  await expect(page.getByRole('navigation', { name: 'Pages of courses' })).toBeVisible();
  await readInJapanese(page);
  await expect(page.getByRole('navigation', { name: 'コース一覧のページ' })).toBeVisible();
  await expect(page.locator('[aria-label="pagination navigation"]')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: '/tmp/shots32/courses-ja-390.png', fullPage: true });
});

test('practice filters with From after To say what to change instead of failing to load', async ({ page }) => {
  await signInAndOpen(page, ACCOUNTS.player, '/practice');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill('2026-11-20');
  await page.getByLabel('To', { exact: true }).fill('2026-11-01');
  await expect(page.getByText('The From date must come on or before the To date.')).toBeVisible();
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  await page.screenshot({ path: '/tmp/shots32/practice-range-en-390.png', fullPage: true });
  await readInJapanese(page);
  await expect(page.getByText('開始日は終了日と同じか、それより前の日付にしてください。')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots32/practice-range-ja-390.png', fullPage: true });
  // Putting the dates in order lists the sessions again.
  await page.getByLabel('開始日', { exact: true }).fill('2026-11-01');
  await expect(page.getByText('開始日は終了日と同じか、それより前の日付にしてください。')).toHaveCount(0);
});

test('a center search that matches nothing says so instead of listing every center', async ({ page }) => {
  await signInAndOpen(page, ACCOUNTS.player, '/lessons');
  await page.getByRole('button', { name: 'Book a lesson' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a lesson' });
  await dialog.getByRole('radio', { name: /Private lesson \(60 min\)/ }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Step 2 of 6: Center')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Postal code or city' }).fill('zzzz@@');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog.getByText('No center matches “zzzz@@”. Try a city, a postal code or a center’s name.')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Golf Academy/ })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/shots32/booking-center-nomatch-en-390.png', fullPage: true });
});

test('on a 390 px phone the times of day of booking step 4 keep each label on one line and every border whole', async ({ page }) => {
  await signInAndOpen(page, ACCOUNTS.player, '/lessons');
  await page.getByRole('button', { name: 'Book a lesson' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a lesson' });
  await dialog.getByRole('radio', { name: /Private lesson \(60 min\)/ }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('radio', { name: /Golf Academy Manhattan · your center/ }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Step 4 of 6: Date and time of day')).toBeVisible();
  const group = dialog.getByRole('group', { name: 'Time of day' });
  const buttons = await group.getByRole('button').evaluateAll((els) =>
    els.map((el) => {
      const style = getComputedStyle(el);
      return {
        text: el.textContent,
        height: el.getBoundingClientRect().height,
        lineHeight: parseFloat(style.lineHeight),
        left: style.borderLeftColor,
        leftWidth: style.borderLeftWidth,
      };
    }),
  );
  expect(buttons.map((b) => b.text)).toContain('Evening');
  for (const b of buttons) {
    expect(b.height, `${b.text} wraps`).toBeLessThan(2 * b.lineHeight + 16);
    expect(b.left, `${b.text} has no left border`).not.toBe('rgba(0, 0, 0, 0)');
    expect(b.leftWidth).toBe('1px');
  }
  await page.screenshot({ path: '/tmp/shots32/booking-step4-en-390.png' });
  // The same step in Japanese (the language is chosen outside the dialog).
  await page.keyboard.press('Escape');
  await readInJapanese(page);
  await page.getByRole('button', { name: 'レッスンを予約' }).first().click();
  const ja = page.getByRole('dialog', { name: 'レッスンを予約' });
  await ja.getByRole('radio').first().check();
  await ja.getByRole('button', { name: '次へ' }).click();
  await ja.getByRole('radio').first().check();
  await ja.getByRole('button', { name: '次へ' }).click();
  await ja.getByRole('button', { name: '次へ' }).click();
  await expect(ja.getByRole('group').last()).toBeVisible();
  await page.screenshot({ path: '/tmp/shots32/booking-step4-ja-390.png' });
});

test('the plan and the Home card say what the progress figure is made of', async ({ page }) => {
  await signInAndOpen(page, ACCOUNTS.player, '/lessons/plan');
  await expect(page.getByText(/done: the mean of lessons taken \(\d+ ?%\) and goals’ progress \(\d+ ?%\) · \d+ of 12 lessons/)).toBeVisible();
  await page.screenshot({ path: '/tmp/shots32/plan-en-390.png', fullPage: true });
  await readInJapanese(page);
  await expect(page.getByText(/受講したレッスン（\d+ ?%）と目標の進捗（\d+ ?%）の平均/)).toBeVisible();
  // The goals' categories read in Japanese; the titles stay as the coach typed them.
  const goals = page.getByRole('list', { name: '目標' });
  await expect(goals.getByText(/^ティーショット：Hit 8 of 14 fairways — /)).toBeVisible();
  await expect(goals.getByText(/^ショートゲーム：Get up and down half the time — /)).toBeVisible();
  await expect(goals).not.toContainText(/Driving|Short game|Putting/);
  await page.screenshot({ path: '/tmp/shots32/plan-ja-390.png', fullPage: true });
  await page.getByRole('button', { name: 'ナビゲーションを開く' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'ホーム' }).click();
  await expect(page.getByText(/受講したレッスン（\d+ ?%）と目標の進捗（\d+ ?%）の平均/)).toBeVisible();
  await page.screenshot({ path: '/tmp/shots32/home-ja-390.png', fullPage: true });
});

test('on a day with no open times, "Suggest more times" offers the nearest open times instead of a dead end', async ({ page }) => {
  await signInAndOpen(page, ACCOUNTS.player, '/lessons');
  await page.getByRole('button', { name: 'Book a lesson' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a lesson' });
  await dialog.getByRole('radio', { name: /Private lesson \(60 min\)/ }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('radio', { name: /Golf Academy Manhattan · your center/ }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  // A Sunday: no coach of the center works.
  await dialog.getByLabel('Date').fill('2026-05-17');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('No open times on this day. Try another day or time of day.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Suggest more times' }).click();
  const nearest = dialog.getByRole('region', { name: 'Suggested times' });
  await expect(nearest.getByRole('button').first()).toBeVisible();
  await expect(dialog.getByText('Choose at least one time first.')).toHaveCount(0);
  // The nearest open time is the next working day, Monday.
  await expect(nearest.getByRole('button').first()).toHaveAccessibleName(/May 18/);
  await page.screenshot({ path: '/tmp/shots32/booking-nearest-en-390.png' });
});

const SHOTS = '/tmp/shots32b';

/** The page at both widths: nothing scrolls sideways, and a screenshot of each to look at. */
async function shootBothWidths(page: Page, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 800 : 900 });
    await expectFitsWidth(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 800 });
}

test('the demo "Lesson booked" notification opens that lesson; a link to a lesson that is gone says so', async ({ page }) => {
  await signInAndOpen(page, ACCOUNTS.player, '/notifications');
  // Newest first: the demo one is the oldest (other journeys on this server may have booked lessons since).
  await page.getByRole('link', { name: 'Open “Lesson booked”' }).last().click();
  await expect(page).toHaveURL(/\/lessons\?appointment=\d+$/);
  const linked = page.getByRole('article', { description: 'From your notification' });
  await expect(linked).toBeVisible();
  await expect(linked).toContainText(/Private lesson · /);
  await expect(linked).toContainText('Working on my driver slice.');
  await expect(linked).toBeFocused();
  // Cold, by its address.
  await page.reload();
  await expect(page.getByRole('article', { description: 'From your notification' })).toContainText('Private lesson');
  await shootBothWidths(page, 'lesson-linked-en');
  await readInJapanese(page);
  await expect(page.getByRole('article', { description: '通知からのレッスン' })).toContainText('プライベートレッスン');
  await shootBothWidths(page, 'lesson-linked-ja');

  // A wrong address: no such lesson (cancelled and gone, or never there), then the right one again.
  await page.goto('/lessons?appointment=987654');
  await expect(page.getByText('この通知のレッスンはもうありません。予約中のレッスンは下にあります。')).toBeVisible();
  await expect(page.getByRole('button', { name: 'レッスンを予約' })).toBeVisible();
  await shootBothWidths(page, 'lesson-gone-ja');
  await page.goBack();
  await expect(page.getByRole('article', { description: '通知からのレッスン' })).toBeVisible();
});

test('a reload on "Check and book" keeps every choice, and a reload at an earlier step keeps the steps before it', async ({ page }) => {
  await signInAndOpen(page, ACCOUNTS.player, '/lessons');
  await page.getByRole('button', { name: 'Book a lesson' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a lesson' });
  await dialog.getByRole('radio', { name: /Private lesson \(60 min\)/ }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('radio', { name: /Golf Academy Manhattan · your center/ }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  // Reload on step 3: the type and center chosen before it are kept.
  await page.reload();
  await expect(dialog.getByText('Step 3 of 6: Coach')).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('radio', { name: /Golf Academy Manhattan · your center/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Date').fill('2026-05-20');
  await dialog.getByRole('button', { name: 'Next' }).click();
  const first = dialog.getByRole('group', { name: 'Open times' }).getByRole('button').first();
  const time = await first.getAttribute('aria-label');
  await first.click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Step 6 of 6: Check and book')).toBeVisible();
  await dialog.getByLabel('Note for your coach (optional)').fill('Driver, please');

  await page.reload();
  await expect(dialog.getByText('Step 6 of 6: Check and book')).toBeVisible();
  await expect(dialog.getByText('Private lesson · Golf Academy Manhattan')).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByRole('listitem')).toContainText(time!.split(', ').at(-1)!);
  await expect(dialog.getByLabel('Note for your coach (optional)')).toHaveValue('Driver, please');
  await shootBothWidths(page, 'booking-review-reloaded-en');
  // Closing forgets the draft: a reload then opens the calendar alone.
  await dialog.getByRole('button', { name: 'Start over' }).click();
  await expect(dialog.getByText('Step 1 of 6: Lesson type')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Book a lesson' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The same in Japanese.
  await readInJapanese(page);
  await page.getByRole('button', { name: 'レッスンを予約' }).first().click();
  const ja = page.getByRole('dialog', { name: 'レッスンを予約' });
  await ja.getByRole('radio').first().check();
  await ja.getByRole('button', { name: '次へ' }).click();
  await ja.getByRole('radio').first().check();
  await ja.getByRole('button', { name: '次へ' }).click();
  await ja.getByRole('button', { name: '次へ' }).click();
  await ja.getByLabel('日付').fill('2026-05-20');
  await ja.getByRole('button', { name: '次へ' }).click();
  await ja.getByRole('group', { name: '空き枠' }).getByRole('button').first().click();
  await ja.getByRole('button', { name: '次へ' }).click();
  await page.reload();
  await expect(ja.getByRole('listitem')).toHaveCount(1);
  await shootBothWidths(page, 'booking-review-reloaded-ja');
  await page.keyboard.press('Escape');
});

test('a family sub-account switches member from its menu without signing out; its Home names the recent practice once', async ({ page }) => {
  await signInAndOpen(page, ACCOUNTS.parent, '/', { continueAs: /Riley Rivera/ });
  await expectHome(page, 'Riley');
  // The recent practice card gives its date once (the heading names the session, not the date again).
  const practice = page.getByRole('region', { name: 'Recent practice' });
  if (await practice.count()) {
    const text = (await practice.innerText()).replace(/\s+/g, ' ');
    const date = /\b[A-Z][a-z]{2} \d{1,2}, \d{4}\b/.exec(text)?.[0];
    expect(date, 'the card gives a date').toBeTruthy();
    expect(text.split(date!).length - 1, `"${text}" gives its date once`).toBe(1);
  }
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Switch family member' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Switch family member' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Family accounts' });
  await expect(list.getByRole('button', { name: /Riley Rivera/ })).toBeDisabled();
  await expect(list.getByRole('button', { name: /Riley Rivera/ })).toContainText('signed in now');
  // Cold, by its address.
  await page.reload();
  await expect(list.getByRole('button', { name: /Avery Rivera/ })).toBeEnabled();
  await shootBothWidths(page, 'family-switch-en');
  await readInJapanese(page);
  await expect(page.getByRole('heading', { level: 1, name: '家族メンバーを切り替え' })).toBeVisible();
  const family = page.getByRole('list', { name: '家族のアカウント' });
  await expect(family.getByRole('button', { name: /Riley Rivera/ })).toContainText('現在サインイン中');
  await expect(family.getByRole('button', { name: /Morgan Rivera/ })).toContainText('保護者アカウント');
  await expect(family.getByRole('button', { name: /Morgan Rivera/ })).not.toContainText('あなた');
  await shootBothWidths(page, 'family-switch-ja');

  await family.getByRole('button', { name: /Avery/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /Avery/ })).toBeVisible();
  // Avery's session, still family: back to the parent the same way.
  await page.goto('/family');
  await family.getByRole('button', { name: /Morgan Rivera/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Morgan/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Morgan/ })).toBeVisible();
});

test('a player with no family who opens the family switch is told so and led Home, not shown a load failure', async ({ page }) => {
  await signInAndOpen(page, ACCOUNTS.player, '/family');
  await expect(page.getByText('This account has no family members to switch to.', { exact: false })).toBeVisible();
  await expect(page.getByText(/couldn't load your family accounts/)).toHaveCount(0);
  await readInJapanese(page);
  await expect(page.getByText(/切り替えられる家族メンバーがいません/)).toBeVisible();
  await page.getByRole('link', { name: 'ホームへ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ようこそ、Jordanさん' })).toBeVisible();
});

test('New round: "Choose the course." goes as soon as a course is chosen', async ({ page }) => {
  await signInAndOpen(page, ACCOUNTS.player, '/rounds');
  await page.getByRole('button', { name: 'New round' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New round' });
  await dialog.getByRole('button', { name: 'Start round' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose the course.');
  await page.screenshot({ path: `${SHOTS}/round-need-course-en-390.png`, fullPage: true });
  await dialog.getByLabel('Search for a course').fill('hudson');
  await dialog.getByRole('button', { name: /Hudson Bluffs Golf Club/ }).click();
  await expect(dialog.getByText('Choose the course.')).toHaveCount(0);
  // What is still missing is said instead, and goes in its turn.
  await expect(dialog.getByRole('alert')).toHaveText('Choose the tee you play from.');
  await dialog.getByLabel('Tee box').selectOption({ index: 1 });
  await expect(dialog.getByRole('alert')).toHaveText('Choose the date of the round.');
  await shootBothWidths(page, 'round-validation-en');
  await page.keyboard.press('Escape');
  await readInJapanese(page);
  await page.getByRole('button', { name: '新しいラウンド' }).first().click();
  const ja = page.getByRole('dialog', { name: '新しいラウンド' });
  await ja.getByRole('button', { name: 'ラウンドを始める' }).click();
  await expect(ja.getByRole('alert')).toBeVisible();
  await shootBothWidths(page, 'round-validation-ja');
});

test('shot comparison leads back to its session; a video share link copies, goes to the share sheet, and opens a branded page signed out', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAndOpen(page, ACCOUNTS.player, '/practice');
  await page.getByRole('main').getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/practice\/\d+$/);
  const session = new URL(page.url()).pathname;
  await page.getByLabel('Choose shot 1', { exact: true }).check();
  await page.getByLabel('Choose shot 2', { exact: true }).check();
  await page.getByRole('button', { name: 'Compare (2 chosen)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shot comparison' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Back to the session' })).toHaveAttribute('href', session);
  await shootBothWidths(page, 'compare-en');
  await readInJapanese(page);
  await expect(page.getByRole('link', { name: 'セッションに戻る' })).toBeVisible();
  await shootBothWidths(page, 'compare-ja');
  await page.getByRole('link', { name: 'セッションに戻る' }).click();
  await expect(page).toHaveURL(new RegExp(`${session}$`));
  // A wrong address (one shot) still has a way back: to every session.
  await page.goto('/practice/compare?ids=1');
  await expect(page.getByRole('link', { name: 'すべてのセッション' })).toBeVisible();

  // A video's share: the phone's share sheet where the browser has one (recorded here), and Copy link.
  await page.addInitScript(() => {
    (window as unknown as { shared: unknown[] }).shared = [];
    navigator.share = async (data?: ShareData) => void (window as unknown as { shared: unknown[] }).shared.push(data);
  });
  await page.goto('/videos');
  await page.getByRole('link', { name: 'グリップとスタンスの基本' }).click();
  await page.getByRole('button', { name: '共有', exact: true }).click();
  const field = page.getByRole('textbox', { name: /の共有リンク$/ });
  const link = await field.inputValue();
  expect(link).toMatch(/\/v\/[A-Za-z0-9_-]{22}$/);
  await page.getByRole('button', { name: 'リンクをコピー' }).click();
  await expect(page.getByText('リンクをコピーしました。メッセージに貼り付けてください。')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await page.getByRole('button', { name: '共有…' }).click();
  expect(await page.evaluate(() => (window as unknown as { shared: { url: string }[] }).shared.map((s) => s.url))).toEqual([link]);
  await page.screenshot({ path: `${SHOTS}/share-ja-390.png`, fullPage: true });

  const stranger = await browser.newContext();
  const guest = await stranger.newPage();
  await guest.setViewportSize({ width: 390, height: 800 });
  await guest.goto(link);
  await expect(guest.getByRole('banner').getByText('Golf Academy')).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  await expect(guest.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await shootBothWidths(guest, 'shared-video-en');
  await guest.getByRole('button', { name: /^Language: / }).click();
  await guest.getByRole('menuitem', { name: '日本語' }).click();
  await expect(guest.getByRole('link', { name: 'アカウントを作成' })).toBeVisible();
  await shootBothWidths(guest, 'shared-video-ja');
  // A link that no longer works says so, in the same frame.
  await guest.goto(link.replace(/.{4}$/, 'zzzz'));
  await expect(guest.getByText('この共有動画はもう見られません。')).toBeVisible();
  await expect(guest.getByRole('link', { name: 'アカウントを作成' })).toBeVisible();
  await stranger.close();
});

test('a US player who switches to 日本語 reads the packages, bucks and coupons in Japanese at once', async ({ page }) => {
  await signInAndOpen(page, ACCOUNTS.player, '/renewal');
  await expect(page.getByRole('radio', { name: /Game Plan · 3 months/ })).toBeVisible();
  await readInJapanese(page);
  // No reload: the answers on hand are asked for again in the new language.
  await expect(page.getByRole('radio', { name: /ゲームプラン · 3か月/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /レッスン 5回パック/ })).toBeVisible();
  await expect(page.getByText('Game Plan · 3 months')).toHaveCount(0);
  // One wrong coupon code, then a right one: the quote names the package in Japanese.
  await page.getByRole('radio', { name: /レッスン 5回パック/ }).check();
  await page.getByRole('textbox', { name: 'クーポンコード' }).fill('NOPE1');
  await page.getByRole('button', { name: '合計を確認' }).click();
  await expect(page.getByText('クーポン NOPE1 はアカウントにありません。コードをご確認ください。')).toBeVisible();
  await page.getByRole('textbox', { name: 'クーポンコード' }).fill('SPRING15');
  await page.getByRole('button', { name: '合計を確認' }).click();
  await expect(page.getByText(/レッスン 5回パック/).first()).toBeVisible();
  await shootBothWidths(page, 'renewal-ja');
  await page.goto('/wallet');
  await expect(page.getByText('春のスイングキャンペーン')).toBeVisible();
  await expect(page.getByText('更新が15%オフ')).toBeVisible();
  await shootBothWidths(page, 'wallet-ja');
});
