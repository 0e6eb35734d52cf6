import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardToken } from '../../commerce/checkout/checkout-test-kit.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('recommended gear', () => {
  it('lists the coach’s picks with pictures and prices, shows an item’s pictures, and pays for chosen items with 3-D Secure', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const list = (await call(t.app, { method: 'GET', url: '/api/gear/recommended', token: s.access_token })).body.data;
    expect(list.currency).toBe('USD');
    expect(list.list.map((g: { sku: string }) => g.sku).sort()).toEqual(['AF-TOUR-BALL', 'HC-DRV', 'NW-MALLET-PT']);
    const mallet = list.list.find((g: { sku: string }) => g.sku === 'NW-MALLET-PT');
    expect(mallet).toMatchObject({
      name: 'Northwind Mallet Putter',
      price: '349.99',
      isAvailable: true,
      imageUrl: expect.stringContaining('/media/catalog/product/'),
    });
    const images = await call(t.app, { method: 'POST', url: '/api/gear/image', token: s.access_token, payload: { id: mallet.id } });
    expect(images.body.data.images.length).toBeGreaterThan(0);

    const pay = await call(t.app, {
      method: 'POST',
      url: '/api/payment/invoke',
      token: s.access_token,
      payload: {
        items: [
          { sku: 'NW-MALLET-PT', quantity: 1 },
          { sku: 'AF-TOUR-BALL', quantity: 1 },
        ],
        cardToken: (await cardToken(t.app, '4000000000003220')).dataValue,
      },
    });
    expect(pay.body.data).toMatchObject({ status: 'requires_action' });
    await t.app.inject({
      method: 'POST',
      url: new URL(pay.body.data.challengeUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=approve',
    });
    const done = (await call(t.app, { method: 'GET', url: `/api/payment/status?requestId=${pay.body.data.requestId}`, token: s.access_token })).body.data;
    expect(done).toMatchObject({ status: 'succeeded', orderNumber: expect.stringMatching(/^\d{9}$/) });
    const history = (await call(t.app, { method: 'GET', url: '/api/purchase', token: s.access_token })).body.data;
    expect(
      history
        .find((p: { orderNumber: string }) => p.orderNumber === done.orderNumber)
        .items.map((i: { sku: string }) => i.sku)
        .sort(),
    ).toEqual(['AF-TOUR-BALL', 'NW-MALLET-PT']);
  });

  it('names the Japan player’s gear as the Japan store does, in Japanese', async () => {
    const s = await signIn(t.app, 'player.jp@example.com', { host: 'jp.localhost' });
    const list = (await call(t.app, { method: 'GET', url: '/api/gear/recommended', token: s.access_token, headers: { host: 'jp.localhost' } })).body.data;
    expect(list.currency).toBe('JPY');
    const balls = list.list.find((g: { sku: string }) => g.sku === 'AF-TOUR-BALL');
    expect(balls).toMatchObject({ name: 'エイペックス フォージ ツアー ゴルフボール（1ダース）', description: expect.stringContaining('ツアーボール') });
    const images = (
      await call(t.app, { method: 'POST', url: '/api/gear/image', token: s.access_token, headers: { host: 'jp.localhost' }, payload: { id: balls.id } })
    ).body.data;
    expect(images.name).toBe('エイペックス フォージ ツアー ゴルフボール（1ダース）');
  });

  it("answers another player's recommendation as not found", async () => {
    const owner = await signIn(t.app, 'player@example.com');
    const id = (await call(t.app, { method: 'GET', url: '/api/gear/recommended', token: owner.access_token })).body.data.list[0].id;
    const other = await signIn(t.app, 'parent@example.com');
    expect((await call(t.app, { method: 'POST', url: '/api/gear/image', token: other.access_token, payload: { id } })).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: '/api/gear/recommended', token: other.access_token })).body.data.list).toEqual([]);
    expect((await call(t.app, { method: 'POST', url: '/api/gear/image', token: other.access_token, payload: { id: 'x' } })).status).toBe(400);
  });
});
