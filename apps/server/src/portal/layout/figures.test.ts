import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { manualClock } from '../../platform/clock.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { players } from '../account/account.tables.ts';
import { rounds } from '../rounds/rounds.tables.ts';
import { playingConditions } from '../courses/courses.tables.ts';

// Every figure the portal shows is derived once on the server and sent, the same, in each answer
// that shows it: the handicap (home, stats, account), the game plan's progress (home, plan page),
// a round's score and to-par (home, rounds list). The clock stands the day after the newest demo
// round, so the test never depends on the day it runs.
const clock = manualClock(new Date('2026-03-10T15:00:00Z'));
let t: TestApp;
let token: string;
let today: string;
let hudson: { id: number; teeBoxes: { id: number }[]; holes?: unknown };

const get = (url: string) => call(t.app, { method: 'GET', url, token });
const home = async () =>
  Object.fromEntries(
    (await get('/api/v3/layout/home?timeZone=UTC')).body.data.sections.map((s: { type: string; data: unknown }) => [s.type, s.data]),
  ) as Record<string, any>;

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  const [player] = await t.database.db.select({ id: players.id }).from(players).where(eq(players.email, 'player@example.com'));
  const [newest] = await t.database.db
    .select({ playedAt: rounds.playedAt })
    .from(rounds)
    .where(eq(rounds.playerId, player!.id))
    .orderBy(desc(rounds.playedAt))
    .limit(1);
  clock.set(new Date(`${newest!.playedAt}T12:00:00Z`));
  clock.advance(86_400_000);
  today = clock.now().toISOString().slice(0, 10);
  token = (await signIn(t.app, 'player@example.com')).access_token;
  const id = (await get('/api/v2/game-tracking/course?name=Hudson%20Bluffs')).body.data.courses[0].id;
  hudson = (await get(`/api/v2/game-tracking/course/${id}`)).body.data;
});
afterAll(() => t.close());

describe('one figure in every answer', () => {
  it('sends the WHS index from the rounds on home, stats and account, and labels the declared handicap apart', async () => {
    const [cards, stats, about] = await Promise.all([home(), get('/api/play-game/round/stats'), get('/api/my-game/about')]);
    const index = stats.body.data.handicap.handicapIndex;
    expect(index).toEqual(expect.any(Number));
    expect(cards.handicap.handicapIndex).toBe(index);
    expect(stats.body.data.handicapFigure.handicapIndex).toBe(index);
    expect(about.body.data.handicapFigure.handicapIndex).toBe(index);
    // What the player declared in About my game is sent as such, never as the index.
    expect(about.body.data.handicap).toBe(16.4);
    expect(cards.handicap.selfDeclared).toBe(16.4);
    expect(stats.body.data.handicapFigure.selfDeclared).toBe(16.4);
    // The plus area's recorded handicaps are not a second handicap on the home page.
    expect(cards['player-score'].scores.map((s: { typeScore: string }) => s.typeScore)).not.toContain('handicap');
  });

  it("sends the game plan page's progress on the home page", async () => {
    const [cards, plan] = await Promise.all([home(), get('/api/v3/player/game-plan')]);
    expect(cards['plan-progress'].progress).toBe(plan.body.data.progress);
    expect(cards['plan-progress'].goalsDone).toBe(plan.body.data.goals.filter((g: { isCompleted: boolean }) => g.isCompleted).length);
  });

  it("counts a round without scores nowhere, and sends a scored round's to-par the same on home and in the list", async () => {
    const before = { cards: await home(), stats: (await get('/api/play-game/round/stats')).body.data };
    const tee = { id: hudson.teeBoxes[0]!.id };
    const planned = await call(t.app, {
      method: 'POST',
      url: '/api/play-game/round',
      token,
      payload: { courseId: hudson.id, playedAt: today, timeZone: 'UTC', teeBoxDetail: tee },
    });
    expect(planned.status).toBe(200);
    const after = { cards: await home(), stats: (await get('/api/play-game/round/stats')).body.data };
    expect(after.cards['last-round'].roundId).toBe(before.cards['last-round'].roundId);
    expect(after.stats.roundsPlayed).toBe(before.stats.roundsPlayed);
    expect(after.stats.handicap.handicapIndex).toBe(before.stats.handicap.handicapIndex);

    // Two holes at par: even, sent as 0 on home and in the list alike (the web writes it E).
    const card = (await get(`/api/play-golf/scorecard?roundId=${planned.body.data.id}`)).body.data;
    const [h1, h2] = card.holes as { hole: number; par: number }[];
    const scored = await call(t.app, {
      method: 'POST',
      url: '/api/play-game/round',
      token,
      payload: {
        courseId: hudson.id,
        playedAt: today,
        timeZone: 'UTC',
        teeBoxDetail: tee,
        scorecardHoles: [
          { hole: h1!.hole, score: h1!.par },
          { hole: h2!.hole, score: h2!.par },
        ],
      },
    });
    const last = (await home())['last-round'];
    const listed = (await get('/api/v2/play-game/rounds?page=0&size=5')).body.data.rounds.find((r: { id: number }) => r.id === scored.body.data.id);
    expect(last).toMatchObject({ roundId: scored.body.data.id, score: h1!.par + h2!.par, toPar: 0, holesPlayed: 2 });
    expect([listed.score, listed.toPar]).toEqual([last.score, last.toPar]);
  });

  it("keeps the home page's handicap the scorecard's after a round is rescored and after its day's playing conditions change", async () => {
    const figure = async () => {
      const [cards, stats] = await Promise.all([home(), get('/api/play-game/round/stats')]);
      expect(cards.handicap).toEqual(stats.body.data.handicapFigure);
      return cards.handicap.handicapIndex as number;
    };
    const before = await figure();
    // Rescore the oldest complete round at par on every hole: it becomes one of the best differentials.
    const list = (await get('/api/v2/play-game/rounds?page=0&size=999')).body.data.rounds as {
      id: number;
      status: string;
      scope: number;
      courseId: number;
      playedAt: string;
    }[];
    const round = list.filter((r) => r.status === 'completed' && r.scope === 18).at(-1)!;
    const card = (await get(`/api/play-golf/scorecard?roundId=${round.id}`)).body.data;
    const holes = (card.holes as { hole: number; par: number }[]).map((h) => ({ hole: h.hole, score: h.par }));
    const saved = await call(t.app, { method: 'PUT', url: '/api/play-golf/scorecard', token, payload: { roundId: round.id, holes } });
    expect(saved.status).toBe(200);
    const rescored = await figure();
    expect(rescored).toBeLessThan(before);
    // A hard day on that course (PCC +3) lowers that round's differential: the index moves again.
    await t.database.db.insert(playingConditions).values({ courseId: round.courseId, playedOn: round.playedAt, pcc: 3 });
    expect(await figure()).not.toBe(rescored);
  });
});
