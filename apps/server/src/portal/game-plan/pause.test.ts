import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../platform/auth/access-token.ts';
import { manualClock } from '../../platform/clock.ts';
import { call, startTestApp, type TestApp } from '../../test/harness.ts';
import { coaches, players } from '../account/account.tables.ts';
import { gamePlans } from './game-plan.tables.ts';

// A plan of its own on a clock of its own: the end date moves only by the time actually paused.
const clock = manualClock(new Date('2027-01-10T10:00:00Z'));
const HOUR = 3_600_000;
let t: TestApp;
let playerId: number;

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  const db = t.database.db;
  const [coach] = await db.select({ id: coaches.id }).from(coaches).limit(1);
  const [player] = await db
    .insert(players)
    .values({ firstName: 'Pause', lastName: 'Tester', region: 'US', email: 'plan.pause.tester@example.com' })
    .returning({ id: players.id });
  await db.insert(gamePlans).values({
    playerId: player!.id,
    coachId: coach!.id,
    title: 'Break 80',
    goal: 'Break 80',
    startsOn: '2026-11-06',
    endsOn: '2027-02-06',
    lessonsPlanned: 12,
  });
  playerId = player!.id;
});
afterAll(() => t.close());

/** Pauses or resumes, signed in afresh (the clock moves past an access token's life). */
const pause = async (status: 'start' | 'stop') => {
  const token = await signAccessToken({ role: 'player', subjectId: playerId, region: 'US', familyId: `fam-${playerId}` }, t.config.secrets.jwtKey, clock.now());
  return call(t.app, { method: 'POST', url: '/api/player/game-plan/pause', payload: { status }, token });
};

describe('pausing a lesson plan', () => {
  it('pausing and resuming at once, three times in a minute, leaves the end date where it was', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await pause('start')).body.data.status).toBe('PAUSED');
      clock.advance(10_000);
      expect((await pause('stop')).body.data).toMatchObject({ status: 'IN_PROGRESS', endsOn: '2027-02-06', pausedDays: 0 });
      clock.advance(10_000);
    }
  });

  it('short pauses add up: eight hours three times moves the end by one day; 30 hours more by another', async () => {
    let last;
    for (let i = 0; i < 3; i++) {
      await pause('start');
      clock.advance(8 * HOUR);
      last = (await pause('stop')).body.data;
      clock.advance(HOUR);
    }
    // 24 hours and the minute of the first test: one whole day.
    expect(last).toMatchObject({ endsOn: '2027-02-07', pausedDays: 1 });
    await pause('start');
    clock.advance(30 * HOUR);
    expect((await pause('stop')).body.data).toMatchObject({ endsOn: '2027-02-08', pausedDays: 2 });
  });
});
