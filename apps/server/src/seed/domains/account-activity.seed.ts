import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { personName } from '@golf/contracts';
import { centers, coaches, myGameAbout, playerScores, players } from '../../portal/account/account.tables.ts';
import { renderMessage } from '../../portal/notifications/index.ts';
import { notifications } from '../../portal/notifications/notifications.tables.ts';
import { seededFaker } from '../random.ts';
import type { SeededAccounts } from './accounts.seed.ts';
import type { SeededScheduling } from './scheduling.seed.ts';

/** Referral codes of the demo players, fixed so the README and browser tests can link to them. */
export const DEMO_REFERRAL_CODES = ['JORDAN2026', 'SHOTA2026', 'MORGAN2026', 'SAM2026', 'CASEY2026'] as const;

/**
 * The demo players' account activity: fixed referral codes, a few recorded scores and their words
 * about their game.
 */
export async function seedAccountActivity(db: Db, accounts: SeededAccounts, at: Date): Promise<void> {
  // Its own generator: adding this module does not shift what the other domains' seeds draw.
  const faker = seededFaker(9);
  const [player, playerJp] = accounts.playerIds;
  await Promise.all(
    DEMO_REFERRAL_CODES.map((code, i) =>
      db
        .update(players)
        .set({ referralCode: code, phone: i === 0 ? '+12125550147' : null })
        .where(eq(players.id, accounts.playerIds[i]!)),
    ),
  );

  const day = 24 * 3600_000;
  const now = at.getTime();
  const scores: (typeof playerScores.$inferInsert)[] = [];
  for (const playerId of [player!, playerJp!]) {
    let handicap = faker.number.float({ min: 14, max: 22, fractionDigits: 1 });
    for (let k = 5; k >= 0; k -= 1) {
      handicap = Math.max(0, Math.round((handicap - faker.number.float({ min: -0.4, max: 1.1 })) * 10) / 10);
      const recordedAt = new Date(now - k * 30 * day);
      scores.push({ playerId, typeScore: 'handicap', value: handicap, recordedAt });
      scores.push({ playerId, typeScore: 'averageScore', value: Math.round(72 + handicap + faker.number.int({ min: -2, max: 3 })), recordedAt });
      scores.push({ playerId, typeScore: 'drivingDistance', value: faker.number.int({ min: 205, max: 245 }), recordedAt });
    }
  }
  await db.insert(playerScores).values(scores);

  await db.insert(myGameAbout).values({
    playerId: player!,
    data: {
      yearsPlaying: 6,
      handicap: 16.4,
      averageScore: 89,
      roundsPerMonth: 3,
      practiceHoursPerWeek: 2,
      homeCourse: 'Bethpage Green',
      goals: ['Break 85 this season', 'Stop three-putting'],
      strengths: 'Straight off the tee',
      challenges: 'Distance control on long putts',
      notes: null,
    },
  });
}

/**
 * The demo players' notifications, of the kinds the other areas send. "Lesson booked" is about the
 * demo player's first booked lesson (its appointment, time, coach and center), so it opens that lesson.
 */
export async function seedNotifications(db: Db, accounts: SeededAccounts, lesson: SeededScheduling['bookedLesson'], at: Date): Promise<void> {
  const [player, playerJp] = accounts.playerIds;
  const day = 24 * 3600_000;
  const now = at.getTime();
  const [coach] = await db.select({ firstName: coaches.firstName, lastName: coaches.lastName }).from(coaches).where(eq(coaches.id, lesson.coachId));
  const [center] = await db.select({ name: centers.name }).from(centers).where(eq(centers.id, lesson.centerId));
  // Templated like every notification, so each reads in the language the player reads in.
  const balls = { names: { en: 'golf balls', fr: 'balles de golf', ja: 'ゴルフボール', zh: '高尔夫球' } };
  const booked = {
    what: { names: lesson.names },
    coach: personName(coach!),
    when: { at: lesson.startsAt.toISOString(), timeZone: lesson.timeZone },
    where: center!.name,
  };
  const english = renderMessage('lesson-booked', booked, 'en');
  await db.insert(notifications).values([
    {
      playerId: player!,
      kind: 'lesson-booked',
      title: english.title,
      body: english.body,
      template: 'lesson-booked',
      params: booked,
      sourceId: `appointment:${lesson.appointmentId}`,
      createdAt: new Date(now - 3 * day),
    },
    {
      playerId: player!,
      kind: 'order-shipped',
      title: 'Your order has shipped',
      body: 'Your golf balls are on their way.',
      template: 'order-shipped',
      params: { what: balls },
      sourceId: 'welcome:order',
      createdAt: new Date(now - 2 * day),
    },
    {
      playerId: playerJp!,
      kind: 'account',
      title: 'Welcome',
      body: 'Welcome to Golf Academy. Check your profile.',
      template: 'welcome',
      params: {},
      sourceId: 'welcome:account',
      createdAt: new Date(now - day),
    },
  ]);
}

const SCALE_KINDS = ['lesson-booked', 'lesson-reminder', 'waiting-list-offer', 'order-shipped', 'account'] as const;

/**
 * Scale data: twenty notifications and a handicap history for every scale player, and a long
 * notification history for the demo player, so the lists are measured on a full table.
 */
export async function seedScaleAccountActivity(db: Db, playerIds: number[]): Promise<void> {
  const [demo] = await db.select({ id: players.id }).from(players).where(eq(players.email, 'player@example.com')).limit(1);
  const demoPlayerId = demo?.id;
  const now = Date.now();
  const rows: (typeof notifications.$inferInsert)[] = [];
  const flush = async () => {
    if (rows.length) await db.insert(notifications).values(rows.splice(0));
  };
  const owners = demoPlayerId ? [...playerIds, ...Array.from({ length: 25 }, () => demoPlayerId)] : playerIds;
  for (const [n, playerId] of owners.entries()) {
    for (let k = 0; k < 20; k += 1) {
      const kind = SCALE_KINDS[(n + k) % SCALE_KINDS.length]!;
      rows.push({
        playerId,
        kind,
        title: kind.replace(/-/g, ' '),
        body: 'Scale data notification.',
        sourceId: `scale:${n}:${k}`,
        readAt: k % 3 ? new Date(now - k * 3600_000) : null,
        createdAt: new Date(now - (n * 20 + k) * 60_000),
      });
    }
    if (rows.length >= 5000) await flush();
  }
  await flush();
  const scores: (typeof playerScores.$inferInsert)[] = [];
  for (const playerId of playerIds) {
    for (let k = 0; k < 5; k += 1)
      scores.push({ playerId, typeScore: 'handicap', value: 10 + ((playerId + k) % 20), recordedAt: new Date(now - k * 30 * 86_400_000) });
    if (scores.length >= 5000) await db.insert(playerScores).values(scores.splice(0));
  }
  if (scores.length) await db.insert(playerScores).values(scores);
}
