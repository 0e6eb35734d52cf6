import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let token: string;
let jpToken: string;

beforeAll(async () => {
  t = await startTestApp();
  token = (await signIn(t.app, 'player@example.com')).access_token;
  jpToken = (await signIn(t.app, 'player.jp@example.com', { host: 'jp.localhost' })).access_token;
});
afterAll(() => t.close());

const plan = (tok: string) => call(t.app, { method: 'GET', url: '/api/v3/player/game-plan', token: tok });
const pause = (tok: string, payload: object) => call(t.app, { method: 'POST', url: '/api/player/game-plan/pause', payload, token: tok });

describe('lesson plan', () => {
  it('shows the plan in progress with lessons taken, goals and overall progress', async () => {
    const res = await plan(token);
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p).toMatchObject({ title: 'Break 90 by spring', status: 'IN_PROGRESS', lessonsPlanned: 12, pausedAt: null });
    expect(p.lessonsCompleted).toBeGreaterThan(0);
    expect(p.goals).toHaveLength(3);
    expect(p.goals[2].isCompleted).toBe(true);
    expect(p.progress).toBeGreaterThan(0);
    expect(p.progress).toBeLessThan(100);
    // What the figure is made of is sent with it: the mean of the lessons' and the goals' shares.
    expect(p.lessonProgress).toBe(Math.round((p.lessonsCompleted / p.lessonsPlanned) * 100));
    expect(p.goalProgress).toBe(Math.round(p.goals.reduce((n: number, g: { progress: number }) => n + g.progress, 0) / p.goals.length));
    expect(Math.abs(p.progress - (p.lessonProgress + p.goalProgress) / 2)).toBeLessThanOrEqual(1);
  });

  it('pauses with start and unpauses with stop; a pause of a moment leaves the end date where it was', async () => {
    const before = (await plan(token)).body.data;
    const paused = await pause(token, { status: 'start' });
    expect(paused.status).toBe(200);
    expect(paused.body.data.status).toBe('PAUSED');
    expect(paused.body.data.pausedAt).not.toBeNull();
    expect((await pause(token, { status: 'start' })).body.data.status).toBe('PAUSED');
    const resumed = await pause(token, { status: 'stop' });
    expect(resumed.body.data).toMatchObject({ status: 'IN_PROGRESS', pausedAt: null, pausedDays: 0, endsOn: before.endsOn });
  });

  it('unpauses the Japanese demo player’s paused plan', async () => {
    expect((await plan(jpToken)).body.data.status).toBe('PAUSED');
    const res = await pause(jpToken, { status: 'stop' });
    expect(res.body.data.status).toBe('IN_PROGRESS');
    expect(res.body.data.pausedDays).toBe(9);
  });

  it('refuses another player’s plan (404), unknown statuses (400) and anonymous callers (401)', async () => {
    const mine = (await plan(token)).body.data;
    expect((await pause(jpToken, { status: 'start', id: mine.id })).status).toBe(404);
    const bad = await pause(token, { status: 'pause' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('status');
    expect((await call(t.app, { method: 'GET', url: '/api/v3/player/game-plan' })).status).toBe(401);
  });

  it('answers null for a player without a plan', async () => {
    const s = await signIn(t.app, 'simulator@example.com');
    const res = await plan(s.access_token);
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    expect((await pause(s.access_token, { status: 'start' })).status).toBe(404);
  });
});
