import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardToken } from '../../commerce/checkout/checkout-test-kit.ts';
import { ctxOf } from '../../commerce/subscriptions/subscriptions-test-kit.ts';
import { manualClock } from '../../platform/clock.ts';
import { rowsOf } from '../../platform/db/index.ts';
import { pdfTextLines } from '../../test/pdf-text.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { renewDuePlus } from '../plus/index.ts';

// Plus charges (the purchase and each renewal) are purchases with a receipt, as lesson packages are;
// a Japanese center's receipts (Plus and renewal packages) print tax-included figures, as the shop's do.
const clock = manualClock(new Date('2026-03-10T15:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { clock });
});
afterAll(() => t.close());

const JP = 'jp.localhost';
type Entry = { requestId: string; orderNumber: string; total: string; currency: string; items: { name: string; rowTotal: string }[] };

async function history(access: string, headers: Record<string, string> = {}): Promise<Entry[]> {
  return (await call(t.app, { method: 'GET', url: '/api/purchase', token: access, headers })).body.data;
}

/** The receipt PDF of a purchase as the purchase history exports it, as lines of text. */
async function receiptLines(access: string, p: Entry, headers: Record<string, string> = {}): Promise<string[]> {
  const exported = await call(t.app, {
    method: 'POST',
    url: '/api/receipt/export',
    token: access,
    headers,
    payload: { requestId: p.requestId, receiptAddress: 'Receipt holder', orderNumber: p.orderNumber, total: p.total },
  });
  expect(exported.status).toBe(200);
  const link = new URL(exported.body.data.link);
  return pdfTextLines((await t.app.inject({ method: 'GET', url: link.pathname + link.search })).rawPayload);
}

/** "Label $1,234.56" / "ラベル ￥1,980" → label and signed amount. */
const amountsOf = (lines: string[]) =>
  lines.flatMap((l) => {
    const m = /^(.+?) (-?)[$¥￥]([\d,]+(?:\.\d{2})?)$/.exec(l);
    return m ? [{ label: m[1]!, value: (m[2] ? -1 : 1) * Number(m[3]!.replace(/,/g, '')) }] : [];
  });

const chargedOf = async (requestId: string) =>
  Number((await rowsOf<{ amount: string }>(t.database.db, sql`select amount::text from commerce.payment_attempts where id = ${requestId}`))[0]!.amount);

const buyPlus = async (access: string, key: string, headers: Record<string, string> = {}) => {
  const offer = (await call(t.app, { method: 'GET', url: '/api/subscription', token: access, headers })).body.data;
  const bought = await call(t.app, {
    method: 'POST',
    url: '/api/subscription',
    token: access,
    headers,
    payload: {
      optionTypeId: 'monthly',
      cardToken: (await cardToken(t.app, '4242424242424242')).dataValue,
      billingAddress: { firstname: 'A', lastname: 'B', street: '1 Main St', city: 'Town', postcode: '10169', countryId: offer.billingCountry },
      idempotencyKey: key,
      expectedTotal: offer.plans[0].total,
    },
  });
  expect(bought.body.data.buyStatus).toBe('SUCCESS');
  return offer;
};

describe('Plus payments in the purchase history', () => {
  it('lists the purchase and each renewal with a receipt whose lines (plan, tax) add up to the charge; another player finds none', async () => {
    const offer = await buyPlus((await signIn(t.app, 'player@example.com')).access_token, 'plus-receipt-0001');
    expect(offer.billingCountry).toBe('US');
    clock.set(new Date('2026-04-10T15:01:00Z'));
    await renewDuePlus(ctxOf(t));
    const s = await signIn(t.app, 'player@example.com');

    const plus = (await history(s.access_token)).filter((p) => /^PL\d{8}$/.test(p.orderNumber));
    // Was []: Plus charges were in no purchase history.
    expect(plus.map((p) => [p.total, p.currency, p.items.map((i) => [i.name, i.rowTotal])])).toEqual([
      ['16.32', 'USD', [['Plus, monthly plan', '14.99']]],
      ['16.32', 'USD', [['Plus, monthly plan', '14.99']]],
    ]);
    const inJapanese = (await history(s.access_token, { 'accept-language': 'ja' })).find((p) => p.requestId === plus[0]!.requestId)!;
    expect(inJapanese.items[0]!.name).toBe('Plus 月額プラン');

    const renewal = plus[0]!;
    const lines = await receiptLines(s.access_token, renewal);
    expect(lines).toContain(`Order number: ${renewal.orderNumber}`);
    const amounts = amountsOf(lines);
    expect(amounts).toEqual([
      { label: 'Plus, monthly plan × 1', value: 14.99 },
      { label: 'Subtotal', value: 14.99 },
      { label: 'NY Sales Tax (8.875%)', value: 1.33 },
      { label: 'Total paid', value: 16.32 },
    ]);
    expect(Math.round((amounts[1]!.value + amounts[2]!.value) * 100) / 100).toBe(await chargedOf(renewal.requestId));

    const other = await signIn(t.app, 'parent@example.com');
    expect((await history(other.access_token)).some((p) => p.requestId === renewal.requestId)).toBe(false);
    const theirs = await call(t.app, {
      method: 'POST',
      url: '/api/receipt/export',
      token: other.access_token,
      payload: { requestId: renewal.requestId, receiptAddress: 'Me' },
    });
    expect(theirs.status).toBe(404);
  });

  it('prints a Japanese center’s Plus receipt tax-included: 税込 figures, the total charged, the consumption tax named as inside it', async () => {
    const headers = { host: JP, 'accept-language': 'ja' };
    // The demo's Japanese player has Plus from a shop counter; this one buys it on the site.
    await t.database.db.execute(
      sql`delete from portal.plus_subscriptions where player_id = (select id from portal.players where email = 'player.jp@example.com')`,
    );
    const s = await signIn(t.app, 'player.jp@example.com', { host: JP });
    const offer = await buyPlus(s.access_token, 'plus-receipt-jp-01', headers);
    // Was "US": the billing form's country now starts at the home center's.
    expect(offer.billingCountry).toBe('JP');
    const plus = (await history(s.access_token, headers)).find((p) => /^PL/.test(p.orderNumber))!;
    expect(plus).toMatchObject({ total: '1980', currency: 'JPY', items: [{ name: 'Plus 月額プラン', rowTotal: '1980' }] });
    const amounts = amountsOf(await receiptLines(s.access_token, plus, headers));
    expect(amounts).toEqual([
      { label: 'Plus 月額プラン × 1', value: 1980 },
      { label: '小計（税込）', value: 1980 },
      { label: 'お支払い合計', value: 1980 },
      { label: 'うち消費税 (10%)', value: 180 },
    ]);
    expect(amounts[2]!.value).toBe(await chargedOf(plus.requestId));
  });
});

describe('a Japanese center’s renewal receipt', () => {
  it('prints the package tax-included, as the shop’s Japanese receipts do: the lines add up to the charge and the tax is named as included', async () => {
    const headers = { host: JP, 'accept-language': 'ja' };
    const s = await signIn(t.app, 'player.jp@example.com', { host: JP });
    const plans = (await call(t.app, { method: 'GET', url: '/api/renewal/v2/game-plan', token: s.access_token, headers })).body.data;
    const pack = plans.lessonPacks.find((p: { name: string }) => p.name === 'レッスン 5回パック');
    const paid = await call(t.app, {
      method: 'POST',
      url: '/api/v2/renewal',
      token: s.access_token,
      headers,
      payload: { packageId: pack.id, cardToken: (await cardToken(t.app, '4242424242424242')).dataValue, idempotencyKey: 'jp-receipt-0001' },
    });
    expect(paid.body.data).toMatchObject({ status: 'succeeded', quote: { total: '44000', tax: '4000', isTaxInclusive: true } });
    const entry = (await history(s.access_token, headers)).find((p) => p.requestId === paid.body.data.requestId)!;
    const lines = await receiptLines(s.access_token, entry, headers);
    // The card in the reader's language's receipt (was "お支払い方法: Card", in English).
    expect(lines).toContainEqual(expect.stringMatching(/^お支払い方法: Visa (\*{4}|•{4}) 4242$/));
    // Was 小計 ¥44,000, "消費税, included (10%)" ¥4,000 before a total of ¥44,000: lines that did not add up.
    expect(amountsOf(lines)).toEqual([
      { label: 'レッスン 5回パック × 1', value: 44000 },
      { label: '小計（税込）', value: 44000 },
      { label: 'お支払い合計', value: 44000 },
      { label: 'うち消費税 (10%)', value: 4000 },
    ]);
  });
});
