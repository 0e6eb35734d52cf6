import { DateTime } from 'luxon';
import { asc, eq } from 'drizzle-orm';
import { signAccessToken } from '../../platform/auth/access-token.ts';
import { call, type TestApp } from '../../test/harness.ts';
import { SUITE_START } from '../../test/suite-clock.ts';
import { centers, coaches, players } from '../account/account.tables.ts';
import { creditPacks, lessonTypes } from './scheduling.tables.ts';

/** Ids of the demo data tests book against (test support, not used by the server). */
export async function demoIds(t: TestApp) {
  const db = t.database.db;
  const centerRows = await db.select().from(centers).orderBy(asc(centers.id));
  const coachRows = await db.select().from(coaches).orderBy(asc(coaches.id));
  const types = await db.select().from(lessonTypes);
  const type = (code: string) => types.find((x) => x.code === code)!.id;
  const [irvine] = centerRows.filter((c) => c.city === 'Irvine');
  const [manhattan] = centerRows.filter((c) => c.city === 'New York');
  return {
    manhattan: manhattan!,
    irvine: irvine!,
    irvineCoach: coachRows.find((c) => c.centerId === irvine!.id)!,
    irvineCoach2: coachRows.filter((c) => c.centerId === irvine!.id)[1]!,
    manhattanCoach: coachRows.find((c) => c.centerId === manhattan!.id)!,
    privateLesson: type('private-lesson'),
    shortGame: type('short-game'),
    practice: type('practice-session'),
    evaluation: type('swing-evaluation'),
  };
}

/** A local date `weeks` weeks after the suite's start (suite-clock.ts) on ISO weekday `weekday`, in `zone`. */
export function dateAhead(zone: string, weeks: number, weekday: number): string {
  return DateTime.fromJSDate(SUITE_START)
    .setZone(zone)
    .startOf('week')
    .plus({ weeks, days: weekday - 1 })
    .toISODate()!;
}

export async function tokenOf(t: TestApp, playerId: number, region = 'US'): Promise<string> {
  return signAccessToken({ role: 'player', subjectId: playerId, region, familyId: `fam-${playerId}` }, t.config.secrets.jwtKey, t.clock.now());
}

/** `n` fresh players of a region, each with a lesson pack of `credits`, and their tokens. */
export async function newPlayers(t: TestApp, n: number, credits = 3, region = 'US') {
  const rows = await t.database.db
    .insert(players)
    .values(Array.from({ length: n }, (_, i) => ({ firstName: `Test${i}`, lastName: 'Player', region, email: `sched.test.${Date.now()}.${i}@example.com` })))
    .returning({ id: players.id });
  if (credits > 0)
    await t.database.db
      .insert(creditPacks)
      .values(rows.map((r) => ({ playerId: r.id, kind: 'lesson', name: 'Test pack', total: credits, remaining: credits })));
  return Promise.all(rows.map(async (r) => ({ id: r.id, token: await tokenOf(t, r.id, region) })));
}

export async function creditsOf(t: TestApp, playerId: number): Promise<number> {
  const packs = await t.database.db.select().from(creditPacks).where(eq(creditPacks.playerId, playerId));
  return packs.filter((p) => p.kind === 'lesson').reduce((n, p) => n + p.remaining, 0);
}

export async function openings(t: TestApp, token: string, query: Record<string, string | number | boolean>) {
  const res = await call(t.app, {
    method: 'GET',
    url: '/v2/schedule/getOpenings',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    token,
  });
  if (res.status !== 200) throw new Error(`getOpenings ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { slotNumber: number; coachId: number; startTime: string; isFull: boolean; waitingCount: number; timeOfDay: string; date: string }[];
}

export function bookingOf(
  o: { slotNumber: number; coachId: number },
  extra: { centerId: number; playerId: number; appointmentType: number; timeZone?: string } & Record<string, unknown>,
) {
  return { timeZone: 'America/Los_Angeles', handedness: 'right', ...extra, coachId: o.coachId, slotNumber: o.slotNumber };
}

export async function book(t: TestApp, token: string, items: object[]) {
  return call(t.app, { method: 'POST', url: '/v2/schedule/bookAppointments', token, payload: { appointments: items } });
}
