import type { DateTime } from 'luxon';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { centers } from '../../portal/account/account.tables.ts';
import {
  appointments,
  centerHours,
  centerLessonTypes,
  coachHours,
  creditPacks,
  lessonTypes,
  schedulingPolicies,
} from '../../portal/scheduling/scheduling.tables.ts';
import type { SeededAccounts } from './accounts.seed.ts';

export const LESSON_TYPES = [
  {
    code: 'private-lesson',
    kind: 'lesson',
    durationMinutes: 60,
    names: { en: 'Private lesson', fr: 'Cours particulier', ja: 'プライベートレッスン', zh: '私教课' },
    descriptions: {
      en: 'One hour with your coach: video, launch-monitor data and a plan for your practice.',
      fr: 'Une heure avec votre coach : vidéo, données du radar et un plan d’entraînement.',
      ja: 'コーチとの60分。動画と弾道測定データで練習プランを作ります。',
      zh: '与教练一对一一小时：视频、弹道数据和练习计划。',
    },
  },
  {
    code: 'swing-evaluation',
    kind: 'lesson',
    durationMinutes: 90,
    names: { en: 'Swing evaluation', fr: 'Évaluation du swing', ja: 'スイング診断', zh: '挥杆评估' },
    descriptions: {
      en: 'A full look at your swing, fitness and equipment, and the plan that follows from it.',
      fr: 'Un bilan complet du swing, de la condition physique et du matériel, et le plan qui en découle.',
      ja: 'スイング・体力・クラブを総合的に診断し、上達プランを提案します。',
      zh: '全面评估挥杆、体能和球具，并制定提升计划。',
    },
  },
  {
    code: 'short-game',
    kind: 'lesson',
    durationMinutes: 30,
    names: { en: 'Short-game lesson', fr: 'Cours de petit jeu', ja: 'ショートゲームレッスン', zh: '短杆课' },
    descriptions: {
      en: 'Thirty minutes on chipping, pitching and bunker play.',
      fr: 'Trente minutes sur les chips, les pitchs et les bunkers.',
      ja: 'アプローチとバンカーショットを30分で集中練習。',
      zh: '三十分钟切杆、劈起杆和沙坑球练习。',
    },
  },
  {
    code: 'practice-session',
    kind: 'practice',
    durationMinutes: 60,
    names: { en: 'Practice session', fr: 'Séance d’entraînement', ja: '練習セッション', zh: '练习课' },
    descriptions: {
      en: 'A simulator bay for an hour, with a coach on the floor to help.',
      fr: 'Un box de simulateur pendant une heure, avec un coach disponible.',
      ja: 'シミュレーター打席を1時間。フロアのコーチがサポートします。',
      zh: '模拟器打位一小时，现场教练随时协助。',
    },
  },
] as const;

const weekdays = (days: number[], from: string, to: string) => days.map((weekday) => ({ weekday, from, to }));

/** Wall-clock `hh:mm` on the ISO weekday `weekday`, `weeks` weeks from this week, in `zone`. */
export function localSlot(now: DateTime, zone: string, weeks: number, weekday: number, hhmm: string): Date {
  const [h, m] = hhmm.split(':').map(Number);
  return now
    .setZone(zone)
    .startOf('week')
    .plus({ weeks, days: weekday - 1 })
    .set({ hour: h, minute: m, second: 0, millisecond: 0 })
    .toJSDate();
}

export interface SeededScheduling {
  lessonTypeIds: Record<(typeof LESSON_TYPES)[number]['code'], number>;
  zoneOfCenter: Map<number, string>;
  /** The demo player's first booked lesson, which the demo "Lesson booked" notification is about. */
  bookedLesson: { appointmentId: number; startsAt: Date; timeZone: string; names: Record<string, string>; coachId: number; centerId: number };
}

/**
 * Booking rules, opening and working hours, lesson types offered at every center, credit packs,
 * upcoming appointments of the demo players and one waiting list.
 */
export async function seedScheduling(db: Db, accounts: SeededAccounts, now: DateTime): Promise<SeededScheduling> {
  const types = await db
    .insert(lessonTypes)
    .values(LESSON_TYPES.map((t, position) => ({ ...t, position })))
    .returning();
  const lessonTypeIds = Object.fromEntries(types.map((t) => [t.code, t.id])) as SeededScheduling['lessonTypeIds'];
  const centerRows = await db.select({ id: centers.id, timeZone: centers.timeZone }).from(centers).where(inArray(centers.id, accounts.centerIds));
  const zoneOfCenter = new Map(centerRows.map((c) => [c.id, c.timeZone]));

  await db.insert(centerLessonTypes).values(accounts.centerIds.flatMap((centerId) => types.map((t) => ({ centerId, lessonTypeId: t.id }))));
  // Manhattan keeps ten minutes between lessons; Tokyo takes bookings further ahead.
  await db.insert(schedulingPolicies).values([
    { centerId: accounts.centerIds[0]!, bufferMinutes: 10 },
    { centerId: accounts.centerIds[4]!, horizonDays: 90, cancelNoticeHours: 48 },
  ]);
  await db.insert(centerHours).values(
    accounts.centerIds.flatMap((centerId) =>
      [...weekdays([1, 2, 3, 4, 5], '08:00', '21:00'), ...weekdays([6, 7], '08:00', '18:00')].map((h) => ({
        centerId,
        weekday: h.weekday,
        opensAt: h.from,
        closesAt: h.to,
      })),
    ),
  );
  // Each center's first coach works days, the second afternoons and evenings; the admin coach teaches midday.
  const hours = accounts.coachIds.flatMap((coachId, i) => {
    const plan =
      i === accounts.coachIds.length - 1
        ? weekdays([1, 2, 3, 4, 5], '10:00', '16:00')
        : i % 2 === 0
          ? [...weekdays([1, 2, 3, 4, 5], '09:00', '17:00'), ...weekdays([6], '09:00', '13:00')]
          : weekdays([2, 3, 4, 5, 6], '12:00', '20:00');
    return plan.map((h) => ({ coachId, weekday: h.weekday, startsAt: h.from, endsAt: h.to }));
  });
  await db.insert(coachHours).values(hours);

  const [player, playerJp, parent, , simulatorCoach, child1, child2] = accounts.playerIds as [number, number, number, number, number, number, number];
  const halfYear = now.plus({ months: 6 }).toJSDate();
  const packs = await db
    .insert(creditPacks)
    .values([
      {
        playerId: player,
        kind: 'lesson',
        name: '10-lesson pack',
        total: 10,
        remaining: 6,
        purchasedAt: now.minus({ months: 3 }).toJSDate(),
        expiresAt: halfYear,
      },
      {
        playerId: player,
        kind: 'practice',
        name: '5 practice sessions',
        total: 5,
        remaining: 4,
        purchasedAt: now.minus({ months: 1 }).toJSDate(),
        expiresAt: halfYear,
      },
      {
        playerId: playerJp,
        kind: 'lesson',
        name: '8回レッスンパック',
        total: 8,
        remaining: 5,
        purchasedAt: now.minus({ months: 2 }).toJSDate(),
        expiresAt: halfYear,
      },
      {
        playerId: parent,
        kind: 'lesson',
        name: '5-lesson pack',
        total: 5,
        remaining: 4,
        purchasedAt: now.minus({ months: 1 }).toJSDate(),
        expiresAt: halfYear,
      },
      { playerId: child1, kind: 'lesson', name: 'Junior 4-lesson pack', total: 4, remaining: 4, expiresAt: halfYear },
      { playerId: child2, kind: 'lesson', name: 'Junior 4-lesson pack', total: 4, remaining: 4, expiresAt: halfYear },
      { playerId: simulatorCoach, kind: 'lesson', name: '2-lesson starter', total: 2, remaining: 2, expiresAt: halfYear },
    ])
    .returning();
  const packOf = (playerId: number, kind: string) => packs.find((p) => p.playerId === playerId && p.kind === kind)!.id;

  const ny = zoneOfCenter.get(accounts.centerIds[0]!)!;
  const tokyo = zoneOfCenter.get(accounts.centerIds[4]!)!;
  const manhattanCoach = accounts.coachIds[0]!;
  const book = (
    playerId: number,
    coachId: number,
    centerId: number,
    code: keyof SeededScheduling['lessonTypeIds'],
    start: Date,
    bufferMinutes: number,
    note = '',
  ) => {
    const duration = LESSON_TYPES.find((t) => t.code === code)!.durationMinutes;
    const end = new Date(start.getTime() + duration * 60_000);
    const kind = LESSON_TYPES.find((t) => t.code === code)!.kind;
    return {
      playerId,
      bookedBy: playerId,
      coachId,
      centerId,
      lessonTypeId: lessonTypeIds[code],
      state: 'scheduled' as const,
      startsAt: start,
      endsAt: end,
      blockedUntil: new Date(end.getTime() + bufferMinutes * 60_000),
      note,
      creditPackId: packOf(playerId, kind),
      creditsUsed: 1,
    };
  };
  const manhattan = accounts.centerIds[0]!;
  const fullSlot = localSlot(now, ny, 2, 4, '10:00');
  const [firstLesson] = await db
    .insert(appointments)
    .values([
      book(player, manhattanCoach, manhattan, 'private-lesson', localSlot(now, ny, 1, 2, '10:00'), 10, 'Working on my driver slice.'),
      book(player, manhattanCoach, manhattan, 'short-game', localSlot(now, ny, 2, 2, '15:00'), 10),
      book(player, accounts.coachIds[1]!, manhattan, 'practice-session', localSlot(now, ny, 3, 6, '13:00'), 10),
      book(parent, manhattanCoach, manhattan, 'private-lesson', fullSlot, 10),
      book(
        playerJp,
        accounts.coachIds[8]!,
        accounts.centerIds[4]!,
        'private-lesson',
        localSlot(now, tokyo, 1, 3, '11:00'),
        0,
        'アイアンの距離感を見てほしいです。',
      ),
    ])
    .returning({ id: appointments.id, startsAt: appointments.startsAt });
  // The demo player waits for the parent's Thursday lesson.
  await db.insert(appointments).values({
    playerId: player,
    bookedBy: player,
    coachId: manhattanCoach,
    centerId: manhattan,
    lessonTypeId: lessonTypeIds['private-lesson'],
    state: 'waiting',
    startsAt: fullSlot,
    endsAt: new Date(fullSlot.getTime() + 3_600_000),
    blockedUntil: new Date(fullSlot.getTime() + 3_600_000 + 600_000),
  });
  const bookedLesson = {
    appointmentId: firstLesson!.id,
    startsAt: firstLesson!.startsAt,
    timeZone: ny,
    names: LESSON_TYPES.find((t) => t.code === 'private-lesson')!.names,
    coachId: manhattanCoach,
    centerId: manhattan,
  };
  return { lessonTypeIds, zoneOfCenter, bookedLesson };
}
