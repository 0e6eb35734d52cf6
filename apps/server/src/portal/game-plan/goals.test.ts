import { GOAL_CATEGORIES } from '@golf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let player: string;
let coach: string;
let demoGoals: { id: number; category: string; title: string }[];

/** An admin coach's ticket session in the portal of the player with this e-mail. */
async function ticketSession(email: string): Promise<string> {
  const admin = await signIn(t.app, 'coach.admin@example.com');
  const issued = await call(t.app, { method: 'GET', url: `/api/player/admin-ticket?email=${encodeURIComponent(email)}`, token: admin.access_token });
  const session = await call(t.app, { method: 'GET', url: `/api/player/admin-login?ticket=${encodeURIComponent(issued.body.data.ticket)}` });
  expect(session.status).toBe(200);
  return session.body.data.access_token;
}

const plan = (token: string) => call(t.app, { method: 'GET', url: '/api/v3/player/game-plan', token });
const change = (token: string | undefined, id: number, payload: object) =>
  call(t.app, { method: 'PUT', url: `/api/player/game-plan/goals/${id}`, token, payload });
const add = (token: string, payload: object) => call(t.app, { method: 'POST', url: '/api/player/game-plan/goals', token, payload });

beforeAll(async () => {
  t = await startTestApp();
  player = (await signIn(t.app, 'player@example.com')).access_token;
  coach = await ticketSession('player@example.com');
  demoGoals = (await plan(player)).body.data.goals;
});
afterAll(() => t.close());

describe('game-plan goal categories', () => {
  it('answers each goal’s category as a code of the fixed list, the title as the coach typed it', () => {
    expect(demoGoals.map((g) => g.category)).toEqual(['driving', 'short_game', 'putting']);
    expect(demoGoals[0]!.title).toBe('Hit 8 of 14 fairways');
  });

  it('lets the coach (by ticket) set a goal’s category, title and progress; the player reads the code', async () => {
    const goal = demoGoals[0]!;
    const res = await change(coach, goal.id, { category: 'course_management', title: 'Lay up short of water', progress: 100 });
    expect(res.status).toBe(200);
    const mine = (await plan(player)).body.data.goals.find((g: { id: number }) => g.id === goal.id);
    expect(mine).toMatchObject({ category: 'course_management', title: 'Lay up short of water', progress: 100, isCompleted: true });
  });

  it('adds a goal at the end of the plan, with any category of the list', async () => {
    for (const category of GOAL_CATEGORIES) {
      const res = await add(coach, { category, title: `Work on ${category}` });
      expect(res.status).toBe(200);
      expect(res.body.data.goals.at(-1)).toMatchObject({ category, title: `Work on ${category}`, progress: 0, isCompleted: false });
    }
  });

  it('refuses a category outside the list (400 naming the codes) and a blank title (400)', async () => {
    const goal = demoGoals[1]!;
    const unknown = await change(coach, goal.id, { category: 'Bunker play', title: 'Out first time' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe('category');
    expect(unknown.body.message).toBe(`category must be one of: ${GOAL_CATEGORIES.join(', ')}`);
    expect((await add(coach, { category: 'Short game', title: 'Up and down' })).status).toBe(400);
    const blank = await change(coach, goal.id, { category: 'short_game', title: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.field).toBe('title');
    expect((await plan(player)).body.data.goals[1]).toMatchObject({ category: 'short_game', title: 'Get up and down half the time' });
  });

  it('leaves the goals to the coach: the player is refused (403), another player’s goal is not found (404), no session 401', async () => {
    const goal = demoGoals[1]!;
    expect((await change(player, goal.id, { category: 'mental', title: 'Mine' })).status).toBe(403);
    expect((await add(player, { category: 'mental', title: 'Mine' })).status).toBe(403);
    const jp = (await signIn(t.app, 'player.jp@example.com', { host: 'jp.localhost' })).access_token;
    const jpGoal = (await plan(jp)).body.data.goals[0];
    expect(jpGoal.category).toBe('driving');
    expect((await change(coach, jpGoal.id, { category: 'mental', title: 'Not yours' })).status).toBe(404);
    expect((await change(undefined, goal.id, { category: 'mental', title: 'Anyone' })).status).toBe(401);
  });
});
