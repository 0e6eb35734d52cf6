import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../test/count-queries.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/v3/layout/home', () => {
  it("gives the player's cards: next lesson, plan, scores, notifications, about, referral", async () => {
    const s = await signIn(t.app, 'player@example.com');
    const res = await call(t.app, { method: 'GET', url: '/api/v3/layout/home?timeZone=America/New_York', token: s.access_token });
    expect(res.status).toBe(200);
    expect(res.body.data.greeting).toEqual({ firstName: 'Jordan', region: 'US', locale: 'en' });
    const byType = Object.fromEntries(res.body.data.sections.map((x: { type: string; data: unknown }) => [x.type, x.data]));
    expect(byType.notifications.unreadCount).toBe(2);
    expect(byType.referral).toMatchObject({ pid: 'JORDAN2026', offer: { referralCredit: 100 } });
    expect(byType['my-game-about']).toMatchObject({ isFilled: true, goals: ['Break 85 this season', 'Stop three-putting'] });
    expect(byType['player-score'].scores.map((x: { typeScore: string }) => x.typeScore)).toEqual(['averageScore', 'drivingDistance']);
    expect(new Date(byType['next-lesson'].startsAt).getTime()).toBeGreaterThan(t.clock.now().getTime());
    expect(byType['next-lesson']).toMatchObject({ timeZone: 'America/New_York', center: { name: 'Golf Academy Manhattan' } });
    // The card names the lesson type in the page's language, as the booking dialog does.
    const ja = await call(t.app, {
      method: 'GET',
      url: '/api/v3/layout/home?timeZone=America/New_York',
      token: s.access_token,
      headers: { 'accept-language': 'ja' },
    });
    const jaNext = ja.body.data.sections.find((x: { type: string }) => x.type === 'next-lesson').data;
    expect(jaNext.lessonType).not.toBe(byType['next-lesson'].lessonType);
    expect(jaNext.lessonType).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
    expect(byType['plan-progress']).toMatchObject({ status: 'IN_PROGRESS', goalsTotal: 3 });
    expect(byType['recent-practice'].shots).toBeGreaterThan(0);
    expect(new Date(byType['recent-practice'].startedAt).getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(byType['last-round']).toMatchObject({ courseName: expect.any(String), holesPlayed: expect.any(Number) });
    // The card's figures are the round's own: its played holes, summed.
    const { roundHoles } = await import('../rounds/rounds.tables.ts');
    const { and, eq } = await import('drizzle-orm');
    const holes = await t.database.db
      .select()
      .from(roundHoles)
      .where(and(eq(roundHoles.roundId, byType['last-round'].roundId), eq(roundHoles.status, 'played')));
    expect(byType['last-round'].holesPlayed).toBe(holes.length);
    expect(byType['last-round'].score).toBe(holes.length ? holes.reduce((sum, h) => sum + (h.score ?? 0), 0) : null);
    const { simShots } = await import('../simulator/simulator.tables.ts');
    const shots = await t.database.db.select().from(simShots).where(eq(simShots.activityId, byType['recent-practice'].activityId));
    expect(byType['recent-practice'].shots).toBe(shots.length);
  });

  it('reads the whole page in one statement', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const read = () => call(t.app, { method: 'GET', url: '/api/v3/layout/home?timeZone=America/New_York', token: s.access_token });
    // Every card (lesson, handicap, practice, round, plan, scores, notifications, about) and the player, at once.
    expect(await countQueries(t.database, read)).toBe(1);
    expect(await countQueries(t.database, read)).toBe(1);
  });

  it('leaves out cards with nothing to show', async () => {
    const s = await signIn(t.app, 'simulator@example.com');
    const types = (await call(t.app, { method: 'GET', url: '/api/v3/layout/home', token: s.access_token })).body.data.sections.map(
      (x: { type: string }) => x.type,
    );
    expect(types).not.toContain('notifications');
    expect(types).not.toContain('player-score');
    expect(types).toContain('referral');
  });

  it('refuses an unknown time zone and calls without a session', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const bad = await call(t.app, { method: 'GET', url: '/api/v3/layout/home?timeZone=Mars/Olympus', token: s.access_token });
    expect([bad.status, bad.body.field]).toEqual([400, 'timeZone']);
    expect((await call(t.app, { method: 'GET', url: '/api/v3/layout/home' })).status).toBe(401);
  });
});
