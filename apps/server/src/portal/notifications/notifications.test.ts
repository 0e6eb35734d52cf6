import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../test/count-queries.ts';
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
  it("lists the player's notifications newest first with the unread count", async () => {
    const s = await signIn(t.app, 'player@example.com');
    const res = await list(s.access_token);
    expect(res.body.data).toMatchObject({ unreadCount: 2, pageNo: 0, totalRecord: 2 });
    expect(res.body.data.notifications.map((n: { kind: string }) => n.kind)).toEqual(['order-shipped', 'lesson-booked']);
    const page = await list(s.access_token, '?page=1&size=1');
    expect(page.body.data.notifications).toHaveLength(1);
  });

  it('reads a page with its counts in one statement: the unread-only total counts the unread, a page past the end is empty', async () => {
    const host = { host: 'jp.localhost' };
    const s = await signIn(t.app, 'player.jp@example.com', host);
    const list = (token: string, query = '') => call(t.app, { method: 'GET', url: `/api/v2/player/notification${query}`, token, headers: host });
    const me = (await call(t.app, { method: 'GET', url: '/api/v2/player/me', token: s.access_token, headers: host })).body.data;
    const before = (await list(s.access_token)).body.data;
    for (const n of [1, 2, 3])
      await notify(serviceCtx(t), me.id, { kind: 'order-shipped', message: 'order-shipped', params: { what: 'putters' }, sourceId: `order:9${n}` });
    await call(t.app, {
      method: 'POST',
      url: '/api/v2/tracking/notification',
      token: s.access_token,
      headers: host,
      payload: [{ action: 'read', sourceId: 'order:92' }],
    });
    expect(await countQueries(t.database, () => list(s.access_token))).toBe(1);
    const unread = (await list(s.access_token, '?unreadOnly=true&size=1')).body.data;
    expect(unread).toMatchObject({ unreadCount: before.unreadCount + 2, totalRecord: before.unreadCount + 2 });
    expect(unread.notifications.map((n: { sourceId: string }) => n.sourceId)).toEqual(['order:93']);
    expect((await list(s.access_token, '?page=50')).body.data).toMatchObject({ notifications: [], totalRecord: before.totalRecord + 3 });
  });

  it('the demo "Lesson booked" notice is about a lesson the player has: its appointment, at the time, with the coach and center it names', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const notice = (await list(s.access_token)).body.data.notifications.find((n: { kind: string }) => n.kind === 'lesson-booked');
    expect(notice.sourceId).toMatch(/^appointment:\d+$/);
    const id = Number(notice.sourceId.split(':')[1]);
    const res = await call(t.app, { method: 'GET', url: `/api/v2/appointments/detail?id=${id}&timeZone=America/New_York`, token: s.access_token });
    expect(res.status).toBe(200);
    const lesson = res.body.data;
    expect(lesson.appointmentState).toBe('scheduled');
    const when = DateTime.fromISO(lesson.startTime, { zone: 'America/New_York' }).setLocale('en').toLocaleString(DateTime.DATETIME_MED_WITH_WEEKDAY);
    expect(notice.body).toContain(when);
    expect(notice.body).toContain(lesson.lessonType.name);
    expect(notice.body).toContain(`${lesson.coach.firstName} ${lesson.coach.lastName}`);
    expect(notice.body).toContain(lesson.center.name);
  });

  it('shows what other areas send through notify(), and marks it read by source', async () => {
    const s = await signIn(t.app, 'simulator.coach@example.com');
    const me = (await call(t.app, { method: 'GET', url: '/api/v2/player/me', token: s.access_token })).body.data;
    const ctx = serviceCtx(t);
    const lesson = {
      what: 'Private lesson',
      coach: 'Alex Morgan',
      when: { at: '2026-05-19T14:00:00Z', timeZone: 'America/New_York' },
      where: 'Golf Academy Manhattan',
    };
    await notify(ctx, me.id, { kind: 'lesson-booked', message: 'lesson-booked', params: lesson, sourceId: 'appointment:41' });
    await notify(ctx, me.id, { kind: 'lesson-rescheduled', message: 'lesson-rescheduled', params: lesson, sourceId: 'appointment:41' });
    await notify(ctx, me.id, { kind: 'order-shipped', message: 'order-shipped', params: { what: 'putters' }, sourceId: 'order:100023' });
    expect((await list(s.access_token)).body.data.unreadCount).toBe(3);

    const res = await read(s.access_token, [{ action: 'read', sourceId: 'appointment:41' }]);
    expect(res.body.data).toEqual({ updated: 2, unreadCount: 1 });
    // Reading again changes nothing.
    expect((await read(s.access_token, [{ action: 'read', sourceId: 'appointment:41' }])).body.data).toEqual({ updated: 0, unreadCount: 1 });
    const unread = await list(s.access_token, '?unreadOnly=true');
    expect(unread.body.data.notifications.map((n: { sourceId: string }) => n.sourceId)).toEqual(['order:100023']);
  });

  it('marks only the one notification an entry names by id: "Lesson cancelled" read leaves "Lesson moved" of the same lesson unread', async () => {
    const s = await signIn(t.app, 'simulator@example.com');
    const me = (await call(t.app, { method: 'GET', url: '/api/v2/player/me', token: s.access_token })).body.data;
    const lesson = {
      what: 'Private lesson',
      coach: 'Alex Morgan',
      when: { at: '2026-05-19T14:00:00Z', timeZone: 'America/New_York' },
      where: 'Golf Academy Manhattan',
    };
    await notify(serviceCtx(t), me.id, { kind: 'lesson-rescheduled', message: 'lesson-rescheduled', params: lesson, sourceId: 'appointment:77' });
    await notify(serviceCtx(t), me.id, { kind: 'lesson-cancelled', message: 'lesson-cancelled', params: lesson, sourceId: 'appointment:77' });
    const before = (await list(s.access_token)).body.data;
    const cancelled = before.notifications.find((n: { kind: string }) => n.kind === 'lesson-cancelled');
    const res = await read(s.access_token, [{ action: 'read', sourceId: 'appointment:77', id: cancelled.id }]);
    expect(res.body.data).toEqual({ updated: 1, unreadCount: before.unreadCount - 1 });
    const unread = (await list(s.access_token, '?unreadOnly=true')).body.data.notifications.map((n: { kind: string }) => n.kind);
    expect(unread).toContain('lesson-rescheduled');
    expect(unread).not.toContain('lesson-cancelled');
    // Another player's notification id changes nothing.
    const other = await signIn(t.app, 'player@example.com');
    expect((await read(other.access_token, [{ action: 'read', sourceId: 'appointment:77', id: cancelled.id }])).body.data.updated).toBe(0);
  });

  it('reads each notification in the language of the request, whatever language it was written in', async () => {
    const s = await signIn(t.app, 'parent@example.com');
    const me = (await call(t.app, { method: 'GET', url: '/api/v2/player/me', token: s.access_token })).body.data;
    const what = { names: { en: 'Private lesson', fr: 'Cours particulier', ja: 'プライベートレッスン', zh: '私教课' } };
    await notify(serviceCtx(t), me.id, {
      kind: 'waiting-list-offer',
      message: 'waiting-list-offer',
      params: {
        what,
        coach: 'Alex Morgan',
        when: { at: '2026-05-19T14:00:00Z', timeZone: 'America/New_York' },
        where: 'Golf Academy Manhattan',
        until: { at: '2026-05-18T14:00:00Z', timeZone: 'America/New_York' },
      },
      sourceId: 'appointment:77',
    });
    const inLanguage = async (language: string) =>
      (await call(t.app, { method: 'GET', url: '/api/v2/player/notification', token: s.access_token, headers: { 'accept-language': language } })).body.data
        .notifications[0];
    expect(await inLanguage('en')).toMatchObject({
      title: 'A place opened up',
      body: expect.stringMatching(/^Private lesson with Alex Morgan on Tue, May 19, 2026, 10:00/),
    });
    expect(await inLanguage('fr-FR,fr;q=0.9')).toMatchObject({
      title: 'Une place s’est libérée',
      body: expect.stringMatching(/^Cours particulier avec Alex Morgan le mar\. 19 mai 2026.*10:00/),
    });
    expect(await inLanguage('ja')).toMatchObject({ title: '空きが出ました', body: expect.stringContaining('プライベートレッスン') });
    expect(await inLanguage('zh-CN')).toMatchObject({ title: '有空位了', body: expect.stringContaining('私教课') });
    // The home card's latest notifications read the same way.
    const home = await call(t.app, { method: 'GET', url: '/api/v3/layout/home', token: s.access_token, headers: { 'accept-language': 'ja' } });
    const inbox = home.body.data.sections.find((x: { type: string }) => x.type === 'notifications');
    expect(inbox.data.latest[0]).toMatchObject({ title: '空きが出ました' });
  });

  it("never touches another player's notifications", async () => {
    const other = await signIn(t.app, 'parent@example.com');
    const res = await read(other.access_token, [{ action: 'read', sourceId: 'welcome:order' }]);
    expect(res.body.data.updated).toBe(0);
    const owner = await signIn(t.app, 'player@example.com');
    expect((await list(owner.access_token)).body.data.unreadCount).toBe(2);
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
