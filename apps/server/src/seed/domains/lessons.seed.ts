import type { DateTime } from 'luxon';
import type { Db } from '../../platform/db/index.ts';
import { gamePlanGoals, gamePlans } from '../../portal/game-plan/game-plan.tables.ts';
import { lessonDrills, lessonMeasurements, lessons, lessonVideos } from '../../portal/lessons/lessons.tables.ts';
import { appointments } from '../../portal/scheduling/scheduling.tables.ts';
import type { SeededAccounts } from './accounts.seed.ts';
import { localSlot, type SeededScheduling } from './scheduling.seed.ts';
import { demoLessonVideoKey } from './videos.seed.ts';

interface Template {
  code: 'private-lesson' | 'swing-evaluation' | 'short-game';
  title: string;
  focus: string;
  notes: string;
  drills: [string, string, number | null][];
  measurements: [string, string, number, number][];
}

const EN: Template[] = [
  {
    code: 'swing-evaluation',
    title: 'Swing evaluation',
    focus: 'Full swing',
    notes:
      'Ball flight starts left and curves right: the club comes over the top. Grip is weak (one knuckle). Good tempo and balance. Plan: grip first, then the path.',
    drills: [
      ['Grip check', 'Two knuckles of the left hand visible at address; check in a mirror before every session.', null],
      ['Headcover drill', 'Headcover outside the ball; swing without touching it to train an inside path.', 30],
    ],
    measurements: [
      ['Club path', '°', -6.2, -4.1],
      ['Face to path', '°', 5.1, 3.0],
      ['Carry (7 iron)', 'yd', 138, 142],
    ],
  },
  {
    code: 'private-lesson',
    title: 'Club path from the inside',
    focus: 'Driver',
    notes: 'Path improved with the headcover drill. Keep the right elbow close in transition. Slice is shallower; misses now start straight.',
    drills: [['Pump drill', 'Stop at the top, pump down twice feeling the elbow in front of the hip, then swing.', 20]],
    measurements: [
      ['Club path', '°', -4.0, -1.8],
      ['Driver carry', 'yd', 214, 221],
    ],
  },
  {
    code: 'short-game',
    title: 'Chipping contact',
    focus: 'Short game',
    notes: 'Weight stays on the lead side; ball back of centre. Contact much crisper at the end of the session.',
    drills: [
      ['Towel drill', 'Towel 10 cm behind the ball; chip without touching it.', 25],
      ['Ladder', 'Land chips at 5, 10 and 15 paces; three in a row before moving up.', null],
    ],
    measurements: [['Up-and-down rate', '%', 30, 45]],
  },
  {
    code: 'private-lesson',
    title: 'Iron compression',
    focus: 'Irons',
    notes: 'Hands ahead at impact more often. Low point now in front of the ball on 7 of 10 swings.',
    drills: [['Line drill', 'Draw a line in the mat; strike divots in front of it.', 30]],
    measurements: [
      ['Dynamic loft (7 iron)', '°', 27.5, 24.8],
      ['Smash factor', '', 1.31, 1.36],
    ],
  },
  {
    code: 'private-lesson',
    title: 'Putting start line',
    focus: 'Putting',
    notes: 'Face aims right at address. Gate drill fixed the start line; speed control is next.',
    drills: [['Gate drill', 'Two tees one putter-head apart, 30 cm in front of the ball.', 50]],
    measurements: [['Putts holed from 2 m', 'of 10', 5, 8]],
  },
  {
    code: 'short-game',
    title: 'Bunker basics',
    focus: 'Bunker',
    notes: 'Open face, enter the sand 5 cm behind the ball. Most shots out first time by the end.',
    drills: [['Line in the sand', 'Draw a line; enter on it with every swing.', 20]],
    measurements: [['Out first time', '%', 40, 80]],
  },
];

const JA: Template[] = [
  {
    code: 'swing-evaluation',
    title: 'スイング診断',
    focus: 'フルスイング',
    notes: 'トップでクラブがクロスしやすい。グリップは良好。まず切り返しのタイミングから改善します。',
    drills: [['ステップドリル', '左足を踏み込んでから切り返す。', 20]],
    measurements: [['クラブパス', '°', -3.5, -1.9]],
  },
  {
    code: 'private-lesson',
    title: 'アイアンの距離感',
    focus: 'アイアン',
    notes: '振り幅で距離を打ち分ける練習。7番で145ヤードが安定してきました。',
    drills: [['時計ドリル', '9時・10時・11時の振り幅で打ち分ける。', 30]],
    measurements: [['キャリー（7番）', 'yd', 138, 145]],
  },
  {
    code: 'short-game',
    title: 'アプローチの基本',
    focus: 'ショートゲーム',
    notes: 'ボールは右足寄り、体重は左足に。ミスが大幅に減りました。',
    drills: [['タオルドリル', 'ボールの後ろにタオルを置いて打つ。', 25]],
    measurements: [['寄せワン率', '%', 25, 40]],
  },
];

/**
 * A season of past lessons for the demo players (notes, drills, videos, swing data), some over a
 * year old and so archived, with the appointments they came from, and one lesson plan each.
 */
export async function seedLessons(db: Db, accounts: SeededAccounts, scheduling: SeededScheduling, now: DateTime): Promise<void> {
  const [player, playerJp] = accounts.playerIds as [number, number];
  const plans = [
    {
      playerId: player,
      coachId: accounts.coachIds[0]!,
      centerId: accounts.centerIds[0]!,
      templates: EN,
      weeksBack: [2, 6, 10, 14, 19, 24, 30, 36, 44, 50, 56, 62],
    },
    { playerId: playerJp, coachId: accounts.coachIds[8]!, centerId: accounts.centerIds[4]!, templates: JA, weeksBack: [3, 8, 13, 20, 58] },
  ];
  for (const plan of plans) {
    const zone = scheduling.zoneOfCenter.get(plan.centerId)!;
    const starts = plan.weeksBack.map((weeks) => localSlot(now, zone, -weeks, 2, '10:00'));
    const templates = plan.weeksBack.map((_, i) => plan.templates[(plan.weeksBack.length - 1 - i) % plan.templates.length]!);
    const duration = (t: Template) => (t.code === 'swing-evaluation' ? 90 : t.code === 'short-game' ? 30 : 60);
    const booked = await db
      .insert(appointments)
      .values(
        starts.map((start, i) => {
          const end = new Date(start.getTime() + duration(templates[i]!) * 60_000);
          return {
            playerId: plan.playerId,
            bookedBy: plan.playerId,
            coachId: plan.coachId,
            centerId: plan.centerId,
            lessonTypeId: scheduling.lessonTypeIds[templates[i]!.code],
            state: 'scheduled' as const,
            startsAt: start,
            endsAt: end,
            blockedUntil: end,
            creditsUsed: 1,
            createdAt: new Date(start.getTime() - 7 * 86_400_000),
          };
        }),
      )
      .returning({ id: appointments.id });
    const rows = await db
      .insert(lessons)
      .values(
        starts.map((start, i) => {
          const t = templates[i]!;
          return {
            playerId: plan.playerId,
            coachId: plan.coachId,
            centerId: plan.centerId,
            lessonTypeId: scheduling.lessonTypeIds[t.code],
            appointmentId: booked[i]!.id,
            taughtAt: start,
            durationMinutes: duration(t),
            title: t.title,
            focus: t.focus,
            notes: t.notes,
            publishedAt: new Date(start.getTime() + 4 * 3_600_000),
          };
        }),
      )
      .returning({ id: lessons.id });
    await db
      .insert(lessonDrills)
      .values(
        rows.flatMap((r, i) =>
          templates[i]!.drills.map(([name, description, repetitions], position) => ({ lessonId: r.id, position, name, description, repetitions })),
        ),
      );
    await db
      .insert(lessonMeasurements)
      .values(rows.flatMap((r, i) => templates[i]!.measurements.map(([name, unit, before, after]) => ({ lessonId: r.id, name, unit, before, after }))));
    await db.insert(lessonVideos).values(
      rows.flatMap((r, i) => [
        // The demo clips' files: real short videos, shared by every demo lesson.
        { lessonId: r.id, videoType: 'swing', title: `${templates[i]!.focus} — face on`, durationSeconds: 3, storageKey: demoLessonVideoKey(i) },
        {
          lessonId: r.id,
          videoType: 'analysis',
          title: `${templates[i]!.title} — coach's analysis`,
          durationSeconds: 3,
          storageKey: demoLessonVideoKey(i + 3),
        },
      ]),
    );
  }

  const [planUs, planJp] = await db
    .insert(gamePlans)
    .values([
      {
        playerId: player,
        coachId: accounts.coachIds[0]!,
        title: 'Break 90 by spring',
        goal: 'Shoot in the 80s: fewer penalty shots off the tee and more up-and-downs.',
        startsOn: now.minus({ weeks: 16 }).toISODate()!,
        endsOn: now.plus({ weeks: 10 }).toISODate()!,
        lessonsPlanned: 12,
      },
      {
        playerId: playerJp,
        coachId: accounts.coachIds[8]!,
        title: '100切りプラン',
        goal: 'ティーショットの安定とアプローチの強化で100を切る。',
        status: 'PAUSED',
        startsOn: now.minus({ weeks: 22 }).toISODate()!,
        endsOn: now.plus({ weeks: 4 }).toISODate()!,
        lessonsPlanned: 8,
        pausedAt: now.minus({ days: 9 }).toJSDate(),
      },
    ])
    .returning({ id: gamePlans.id });
  await db.insert(gamePlanGoals).values([
    { planId: planUs!.id, position: 0, category: 'driving', title: 'Hit 8 of 14 fairways', progress: 60 },
    { planId: planUs!.id, position: 1, category: 'short_game', title: 'Get up and down half the time', progress: 45 },
    {
      planId: planUs!.id,
      position: 2,
      category: 'putting',
      // The coach writes the goal in the player's own units: this player reads yards and feet.
      title: 'No three-putts from inside 30 feet',
      progress: 100,
      completedAt: now.minus({ weeks: 3 }).toJSDate(),
    },
    { planId: planJp!.id, position: 0, category: 'driving', title: 'OBを1ラウンド1回以内に', progress: 50 },
    { planId: planJp!.id, position: 1, category: 'short_game', title: '寄せワン率40%', progress: 70 },
  ]);
}
