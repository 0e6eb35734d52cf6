import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardToken } from '../../commerce/checkout/checkout-test-kit.ts';
import { manualClock } from '../../platform/clock.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

const NOW = new Date('2026-03-10T15:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { clock: manualClock(NOW) });
});
afterAll(() => t.close());

describe('renewals in the purchase history', () => {
  it('lists a paid lesson pack with the charged total, the clock’s date and its receipt; another player sees none of it', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const plans = (await call(t.app, { method: 'GET', url: '/api/renewal/v2/game-plan', token: s.access_token })).body.data;
    const pack = plans.lessonPacks.find((p: { name: string }) => p.name === '10 Lesson Pack');
    const token = (await cardToken(t.app, '4242424242424242')).dataValue;
    const paid = await call(t.app, {
      method: 'POST',
      url: '/api/v2/renewal',
      token: s.access_token,
      payload: { packageId: pack.id, cardToken: token, idempotencyKey: 'history-key-1' },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'succeeded', orderNumber: expect.stringMatching(/^RN\d{8}$/) });
    const { requestId, orderNumber, quote } = paid.body.data;
    // 849.00 plus New York's 8.875 % sales tax (75.35): what the card was charged.
    expect(quote.total).toBe('924.35');

    const history = (await call(t.app, { method: 'GET', url: '/api/purchase', token: s.access_token })).body.data;
    const entries = history.filter((p: { requestId: string }) => p.requestId === requestId);
    expect(entries).toEqual([
      {
        requestId,
        orderNumber,
        total: '924.35',
        currency: 'USD',
        date: NOW.toISOString(),
        receiptAddress: 'Jordan Lee',
        studentName: 'Jordan Lee',
        status: 'complete',
        items: [
          {
            name: '10 Lesson Pack',
            sku: `renewal-${pack.id}`,
            quantity: 1,
            rowTotal: '849.00',
            renewal: { kind: 'lesson-pack', lessonCredits: 10, practiceCredits: 0 },
          },
        ],
      },
    ]);

    // A player reading Japanese reads the package's name in Japanese (was '10 Lesson Pack' in every language).
    const inJapanese = await call(t.app, { method: 'GET', url: '/api/purchase', token: s.access_token, headers: { 'accept-language': 'ja' } });
    expect(inJapanese.body.data.find((p: { requestId: string }) => p.requestId === requestId).items[0].name).toBe('レッスン 10回パック');

    const receipt = await call(t.app, {
      method: 'POST',
      url: '/api/receipt/export',
      token: s.access_token,
      payload: { requestId, receiptAddress: 'Jordan Lee', orderNumber, total: '924.35' },
    });
    expect(receipt.status).toBe(200);
    expect(receipt.body.data.html).toContain(orderNumber);
    expect(receipt.body.data.html).toContain('$924.35');
    expect(receipt.body.data.html).toContain('NY Sales Tax');

    const other = await signIn(t.app, 'parent@example.com');
    const theirs = (await call(t.app, { method: 'GET', url: '/api/purchase', token: other.access_token })).body.data;
    expect(theirs.some((p: { requestId: string }) => p.requestId === requestId)).toBe(false);
    expect((await call(t.app, { method: 'POST', url: '/api/receipt', token: other.access_token, payload: { requestId, receiptAddress: 'Me' } })).status).toBe(
      404,
    );
  });

  it('leaves a declined renewal out of the history', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const plans = (await call(t.app, { method: 'GET', url: '/api/renewal/v2/game-plan', token: s.access_token })).body.data;
    const token = (await cardToken(t.app, '4000000000009995')).dataValue;
    const declined = await call(t.app, {
      method: 'POST',
      url: '/api/v2/renewal',
      token: s.access_token,
      payload: { packageId: plans.practicePlans[0].id, cardToken: token, idempotencyKey: 'history-key-2' },
    });
    expect(declined.body.data.status).toBe('failed');
    const history = (await call(t.app, { method: 'GET', url: '/api/purchase', token: s.access_token })).body.data;
    expect(history.some((p: { requestId: string }) => p.requestId === declined.body.data.requestId)).toBe(false);
  });
});
