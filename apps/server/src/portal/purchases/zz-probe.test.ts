import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { cardToken } from '../../commerce/checkout/checkout-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('probe', async () => {
  const s = await signIn(t.app, 'player@example.com');
  const pay = async () => {
    const token = (await cardToken(t.app, '4242424242424242')).dataValue;
    const client = (t.database.db as unknown as { $client: { query: (...a: unknown[]) => unknown; transaction?: (fn: (tx: { query: (...a: unknown[]) => unknown }) => unknown) => unknown } }).$client;
    const log: string[] = [];
    const oq = client.query;
    client.query = (...a: unknown[]) => (log.push(String((a[0] as { text?: string })?.text ?? a[0]).replace(/\s+/g, ' ').slice(0, 160)), oq.apply(client, a));
    const ot = client.transaction!;
    client.transaction = (fn) =>
      ot.call(client, (tx) => {
        const q = tx.query;
        tx.query = (...a: unknown[]) => (log.push('  TX ' + String((a[0] as { text?: string })?.text ?? a[0]).replace(/\s+/g, ' ').slice(0, 160)), q.apply(tx, a));
        return fn(tx);
      });
    const paid = await call(t.app, { method: 'POST', url: '/api/payment/invoke', token: s.access_token, payload: { items: [{ sku: 'LP-10', quantity: 1 }], cardToken: token } });
    client.query = oq;
    client.transaction = ot;
    expect(paid.body.data.status).toBe('succeeded');
    return log;
  };
  await pay();
  const log = await pay();
  console.log(`STATEMENTS ${log.length}\n${log.join('\n')}`);
});
