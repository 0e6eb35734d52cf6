import type { Request } from '../lib/measure.ts';
import type { Scenario, ScenarioContext } from '../lib/scenario.ts';

/** The demo player's session, their latest complete round and the one in progress. */
async function demoRounds(ctx: ScenarioContext) {
  const session = await ctx.signIn('player@example.com');
  const headers = { authorization: `Bearer ${session.access_token}` };
  const res = await fetch(`${ctx.url}/api/v2/play-game/rounds?size=999&page=0`, { headers });
  const rounds = ((await res.json()) as { data: { rounds: { id: number; status: string; courseId: number }[] } }).data.rounds;
  return { headers, complete: rounds.find((r) => r.status === 'completed')!, inProgress: rounds.find((r) => r.status === 'in-progress')! };
}

const signedIn = async (ctx: ScenarioContext, path: string) => ({ path, headers: (await demoRounds(ctx)).headers });

/** Course search among 40,000 courses (by name, by place, nearby), rounds, the scorecard read and write, a hole map. */
export const roundsScenarios: Scenario[] = [
  {
    name: 'GET course search by name, 40k courses (rounds)',
    largeTable: true,
    prepare: (ctx) => signedIn(ctx, '/api/v2/game-tracking/course?name=heron%20creek&page=0&size=20'),
  },
  {
    name: 'GET course search by misspelt name, 40k courses (rounds)',
    largeTable: true,
    prepare: (ctx) => signedIn(ctx, '/api/v2/game-tracking/course?name=heron%20crek&page=0&size=20'),
  },
  {
    name: 'GET course search nearest first, 40k courses (rounds)',
    largeTable: true,
    prepare: (ctx) => signedIn(ctx, '/api/v2/game-tracking/course?lat=40.9&long=-73.6&page=0&size=20'),
  },
  {
    name: 'GET nearby courses isLimit, 40k courses (rounds)',
    largeTable: true,
    prepare: (ctx) => signedIn(ctx, '/api/game-tracking/course?lat=33.5&long=-111.9&isLimit=true'),
  },
  { name: 'GET /api/v2/play-game/rounds (rounds)', prepare: (ctx) => signedIn(ctx, '/api/v2/play-game/rounds?size=999&page=0') },
  {
    name: 'GET /api/play-golf/scorecard, complete round (rounds)',
    prepare: async (ctx) => {
      const { headers, complete } = await demoRounds(ctx);
      return { path: `/api/play-golf/scorecard?roundId=${complete.id}`, headers };
    },
  },
  {
    name: 'PUT /api/play-golf/scorecard, one hole (rounds)',
    kind: 'write',
    prepare: async (ctx) => {
      const { headers, inProgress } = await demoRounds(ctx);
      return {
        method: 'PUT',
        path: '/api/play-golf/scorecard',
        headers,
        body: JSON.stringify({ roundId: inProgress.id, holes: [{ hole: 7, score: 5, putts: 2, details: { fairwayHit: 'left', penalties: 0 } }] }),
      };
    },
  },
  {
    name: 'PUT /api/play-golf/scorecard, one hole, 50 players each on their own round (rounds)',
    kind: 'write',
    prepare: async (ctx) => {
      const { complete, headers: demo } = await demoRounds(ctx);
      const tees = (await (await fetch(`${ctx.url}/api/play-game/round/tee-box?courseId=${complete.courseId}`, { headers: demo })).json()) as {
        data: { teeBoxes: { id: number }[] };
      };
      const teeBoxDetail = { id: tees.data.teeBoxes[0]!.id };
      const today = new Date().toISOString().slice(0, 10);
      // Scale players cycle through eight regions; the first three of each eight are US players of this site.
      const usPlayers = Array.from({ length: 50 }, (_, i) => Math.floor(i / 3) * 8 + (i % 3) + 1);
      // One player after another: fifty password checks at once would measure the sign-in instead.
      const requests: Request[] = [];
      for (const n of usPlayers) {
        const session = await ctx.signIn(`scale.player${n}@example.com`);
        const headers = { authorization: `Bearer ${session.access_token}` };
        const res = await fetch(`${ctx.url}/api/play-game/round`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ courseId: complete.courseId, playedAt: today, timeZone: 'UTC', teeBoxDetail }),
        });
        if (!res.ok) throw new Error(`starting a round for scale.player${n}: ${res.status} ${await res.text()}`);
        const round = ((await res.json()) as { data: { id: number } }).data;
        requests.push({
          method: 'PUT',
          path: '/api/play-golf/scorecard',
          headers,
          body: JSON.stringify({ roundId: round.id, holes: [{ hole: 1, score: 5, putts: 2, details: { fairwayHit: 'left', penalties: 0 } }] }),
        });
      }
      return requests;
    },
  },
  {
    name: 'GET /api/play-game/hole-data (rounds)',
    prepare: async (ctx) => {
      const { headers, complete } = await demoRounds(ctx);
      return { path: `/api/play-game/hole-data?courseId=${complete.courseId}&holeNumber=5`, headers };
    },
  },
];
