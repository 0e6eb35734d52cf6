import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { cardToken } from '../../commerce/checkout/checkout-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('purchase history and receipts', () => {
  it('lists the past orders, names the receipt and exports it as a PDF', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const list = await call(t.app, { method: 'GET', url: '/api/purchase', token: s.access_token });
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThanOrEqual(2);
    const first = list.body.data[0];
    expect(first).toMatchObject({ receiptAddress: 'Jordan Lee', studentName: 'Jordan Lee', currency: 'USD', orderNumber: expect.stringMatching(/^\d{9}$/) });
    const named = await call(t.app, {
      method: 'POST',
      url: '/api/receipt',
      token: s.access_token,
      payload: { requestId: first.requestId, receiptAddress: 'Fairway Labs Inc.' },
    });
    expect(named.body.data.receiptAddress).toBe('Fairway Labs Inc.');
    const exported = await call(t.app, {
      method: 'POST',
      url: '/api/receipt/export',
      token: s.access_token,
      payload: { requestId: first.requestId, receiptAddress: 'Fairway Labs Inc.', orderNumber: first.orderNumber, total: first.total },
    });
    expect(exported.status).toBe(200);
    expect(exported.body.data.html).toContain('Fairway Labs Inc.');
    const pdf = await t.app.inject({ method: 'GET', url: new URL(exported.body.data.link).pathname + new URL(exported.body.data.link).search });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const wrong = await call(t.app, {
      method: 'POST',
      url: '/api/receipt/export',
      token: s.access_token,
      payload: { requestId: first.requestId, receiptAddress: 'X', total: '1.00' },
    });
    expect(wrong.status).toBe(400);
  });

  it('prints a Japan store receipt in Japanese with tax-included prices that add up to the charge, the tax named as included', async () => {
    const host = { host: 'jp.localhost:8080', 'accept-language': 'ja' };
    const s = await signIn(t.app, 'player.jp@example.com', { host: host.host });
    const card = (await cardToken(t.app, '4242424242424242')).dataValue;
    const paid = await call(t.app, {
      method: 'POST',
      url: '/api/payment/invoke',
      token: s.access_token,
      headers: host,
      payload: { items: [{ sku: 'HC-DRV', quantity: 1 }], cardToken: card, receiptAddress: '株式会社フェアウェイ' },
    });
    expect(paid.body.data).toMatchObject({ status: 'succeeded', currency: 'JPY' });
    expect(Number(paid.body.data.total)).toBe(6600);
    const exported = await call(t.app, {
      method: 'POST',
      url: '/api/receipt/export',
      token: s.access_token,
      headers: host,
      payload: { requestId: paid.body.data.requestId, receiptAddress: '株式会社フェアウェイ' },
    });
    expect(exported.status).toBe(200);
    const link = new URL(exported.body.data.link);
    const pdf = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('領収書');
    expect(flat).toContain('株式会社フェアウェイ');
    // The ¥6,000 headcover is printed at ¥6,600; the total paid is that, with ¥600 of it consumption tax.
    expect(flat).toMatch(/× 1 ￥6,600/);
    expect(flat).toMatch(/小計（税込） ￥6,600/);
    expect(flat).toMatch(/お支払い合計 ￥6,600/);
    expect(flat).toMatch(/うち消費税 \(10%\) ￥600/);
    expect(flat).not.toMatch(/Subtotal|Total paid|￥6,000/);
    expect(exported.body.data.html).toContain('うち消費税 (10%)');
  });

  it("answers another player's purchase as not found", async () => {
    const owner = await signIn(t.app, 'player@example.com');
    const requestId = (await call(t.app, { method: 'GET', url: '/api/purchase', token: owner.access_token })).body.data[0].requestId;
    const other = await signIn(t.app, 'parent@example.com');
    for (const [url, payload] of [
      ['/api/receipt', { requestId, receiptAddress: 'Me' }],
      ['/api/receipt/export', { requestId, receiptAddress: 'Me' }],
    ] as const) {
      expect((await call(t.app, { method: 'POST', url, token: other.access_token, payload })).status).toBe(404);
    }
    expect((await call(t.app, { method: 'GET', url: '/api/purchase' })).status).toBe(401);
  });
});

describe('portal payments', () => {
  it('pays for a lesson pack with a card and reports its status; a declined card is reported too', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const token = (await cardToken(t.app, '4242424242424242')).dataValue;
    const paid = await call(t.app, {
      method: 'POST',
      url: '/api/payment/invoke',
      token: s.access_token,
      payload: { items: [{ sku: 'LP-10', quantity: 1 }], cardToken: token, receiptAddress: 'Jordan Lee' },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'succeeded', orderNumber: expect.stringMatching(/^\d{9}$/), currency: 'USD' });
    const status = await call(t.app, { method: 'GET', url: `/api/payment/status?requestId=${paid.body.data.requestId}`, token: s.access_token });
    expect(status.body.data).toEqual(paid.body.data);
    const history = await call(t.app, { method: 'GET', url: '/api/purchase', token: s.access_token });
    expect(history.body.data[0].requestId).toBe(paid.body.data.requestId);

    const declined = await call(t.app, {
      method: 'POST',
      url: '/api/payment/invoke',
      token: s.access_token,
      payload: { items: [{ sku: 'LP-5', quantity: 1 }], cardToken: (await cardToken(t.app, '4000000000009995')).dataValue },
    });
    expect(declined.body.data).toMatchObject({
      status: 'failed',
      orderNumber: null,
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds. Use another card.',
    });
    const other = await signIn(t.app, 'parent@example.com');
    expect((await call(t.app, { method: 'GET', url: `/api/payment/status?requestId=${paid.body.data.requestId}`, token: other.access_token })).status).toBe(
      404,
    );
    const bad = await call(t.app, {
      method: 'POST',
      url: '/api/payment/invoke',
      token: s.access_token,
      payload: { items: [{ sku: 'NOPE', quantity: 1 }], cardToken: token },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Could not find a product with SKU "NOPE"');
  });

  it('takes a card that needs 3-D Secure through its challenge, then completes the purchase on the status call', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const invoke = async (card: string) =>
      call(t.app, {
        method: 'POST',
        url: '/api/payment/invoke',
        token: s.access_token,
        payload: { items: [{ sku: 'LP-5', quantity: 1 }], cardToken: (await cardToken(t.app, card)).dataValue, receiptAddress: 'Fairway Labs Inc.' },
      });
    const status = async (requestId: string) =>
      (await call(t.app, { method: 'GET', url: `/api/payment/status?requestId=${requestId}`, token: s.access_token })).body.data;
    const answer = async (challengeUrl: string, outcome: 'approve' | 'refuse') => {
      const res = await t.app.inject({
        method: 'POST',
        url: new URL(challengeUrl).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `outcome=${outcome}`,
      });
      expect(res.statusCode).toBe(303);
      return new URL(res.headers.location as string);
    };

    const pending = await invoke('4000000000003220');
    expect(pending.status).toBe(200);
    expect(pending.body.data).toMatchObject({
      status: 'requires_action',
      orderNumber: null,
      challengeUrl: expect.stringContaining('/payments/3ds/challenge/'),
    });
    const { requestId } = pending.body.data;
    // Not answered yet: still waiting, nothing charged.
    expect(await status(requestId)).toMatchObject({ status: 'requires_action', orderNumber: null });
    const back = await answer(pending.body.data.challengeUrl, 'approve');
    expect(back.pathname).toBe('/purchases');
    expect(back.searchParams.get('requestId')).toBe(requestId);
    const [done, again] = await Promise.all([status(requestId), status(requestId)]);
    expect(done).toMatchObject({ requestId, status: 'succeeded', orderNumber: expect.stringMatching(/^\d{9}$/), challengeUrl: null, message: null });
    expect(again).toEqual(done);
    const history = (await call(t.app, { method: 'GET', url: '/api/purchase', token: s.access_token })).body.data;
    expect(history.filter((p: { orderNumber: string }) => p.orderNumber === done.orderNumber)).toMatchObject([
      { requestId, receiptAddress: 'Fairway Labs Inc.' },
    ]);

    // The cardholder fails the challenge: the request fails and nothing is ordered.
    const refused = await invoke('5454545454545454');
    await answer(refused.body.data.challengeUrl, 'refuse');
    expect(await status(refused.body.data.requestId)).toMatchObject({
      status: 'failed',
      orderNumber: null,
      declineCode: 'authentication_failed',
      message: 'Your bank could not verify this card. Use another card.',
      challengeUrl: null,
    });
    // Passed, then declined by the issuer.
    const thenDeclined = await invoke('4000008400001629');
    await answer(thenDeclined.body.data.challengeUrl, 'approve');
    expect(await status(thenDeclined.body.data.requestId)).toMatchObject({
      status: 'failed',
      orderNumber: null,
      message: 'Your card was declined. Use another card or contact your bank.',
    });
    // The issuer refuses authentication outright: failed at once, no challenge.
    const noAuth = await invoke('4000008400001280');
    expect(noAuth.body.data).toMatchObject({ status: 'failed', challengeUrl: null, message: 'Your bank refused to verify this card. Use another card.' });
  });
});
