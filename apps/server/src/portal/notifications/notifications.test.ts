import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { notify } from './index.ts';
import { serviceCtx } from '../../platform/messaging/outbox-reader.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const list = (token: string, query = '') => call(t.app, { method: 'GET', url: `/api/v2/player/notification${query}`, token });
const read = (token: string, payload: unknown) => call(t.app, { method: 'POST', url: '/api/v2/tracking/notification', token, payload: payload as object });

describe('notifications', () => {
  it('lists the player\'s notifications newest first with the unread count', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const res = await list(s.access_token);
    expect(res.body.data).toMatchObject({ unreadCount: 3, pageNo: 0, totalRecord: 3 });
    expect(res.body.data.notifications.map((n: { kind: string }) => n.kind)).toEqual(['waiting-list-offer', 'order-shipped', 'lesson-booked']);
    const page = await list(s.access_token, '?page=1&size=2');
    expect(page.body.data.notifications).toHaveLength(1);
  });

  it('shows what other areas send through notify(), and marks it read by source', async () => {
    const s = await signIn(t.app, 'simulator.coach@example.com');
    const me = (await call(t.app, { method: 'GET', url: '/api/v2/player/me', token: s.access_token })).body.data;
    const ctx = serviceCtx(t);
    await notify(ctx, me.id, { kind: 'lesson-booked', title: 'Lesson booked', body: 'Tuesday 10:00 with Alex.', sourceId: 'appointment:41' });
    await notify(ctx, me.id, { kind: 'lesson-reminder', title: 'Tomorrow', body: 'Your lesson is tomorrow.', sourceId: 'appointment:41' });
    await notify(ctx, me.id, { kind: 'order-shipped', title: 'Shipped', body: 'Order 100023 is on its way.', sourceId: 'order:100023' });
    expect((await list(s.access_token)).body.data.unreadCount).toBe(3);

    const res = await read(s.access_token, [{ action: 'read', sourceId: 'appointment:41' }]);
    expect(res.body.data).toEqual({ updated: 2, unreadCount: 1 });
    // Reading again changes nothing.
    expect((await read(s.access_token, [{ action: 'read', sourceId: 'appointment:41' }])).body.data).toEqual({ updated: 0, unreadCount: 1 });
    const unread = await list(s.access_token, '?unreadOnly=true');
    expect(unread.body.data.notifications.map((n: { sourceId: string }) => n.sourceId)).toEqual(['order:100023']);
  });

  it('never touches another player\'s notifications', async () => {
    const other = await signIn(t.app, 'parent@example.com');
    const res = await read(other.access_token, [{ action: 'read', sourceId: 'welcome:order' }]);
    expect(res.body.data.updated).toBe(0);
    const owner = await signIn(t.app, 'player@example.com');
    expect((await list(owner.access_token)).body.data.unreadCount).toBe(3);
  });

  it('refuses bad read entries and calls without a session', async () => {
    const s = await signIn(t.app, 'player@example.com');
    expect((await read(s.access_token, [])).status).toBe(400);
    expect((await read(s.access_token, [{ action: 'delete', sourceId: 'x' }])).status).toBe(400);
    expect((await read(s.access_token, { action: 'read' })).status).toBe(400);
    expect((await list(s.access_token, '?size=1000')).status).toBe(400);
    expect((await call(t.app, { method: 'GET', url: '/api/v2/player/notification' })).status).toBe(401);
  });
});
