import type { Faker } from '@faker-js/faker';
import { DateTime } from 'luxon';
import { DEFAULT_PLAY_SETTINGS, type PlaySettings } from '@golf/contracts';
import type { Db } from '../../platform/db/index.ts';
import { favoriteCourses } from '../../portal/courses/courses.tables.ts';
import { trackedHoles, trackedShots } from '../../portal/play/play.tables.ts';
import { roundHoles, rounds } from '../../portal/rounds/rounds.tables.ts';
import type { SeededAccounts } from './accounts.seed.ts';
import { seedCourses, type SeededCourse } from './courses.seed.ts';
import { seededFaker } from '../random.ts';
import { placeShots, playHole } from './round-play.ts';
import { rngFrom } from '../rng.ts';

// A season of rounds for the demo players: weekly-ish rounds going back from today on courses of
// their region, complete scorecards, a coach attached to some, shots placed on the hole maps of
// the latest rounds, and one round in progress today.

interface Plan {
  playerId: number;
  courses: SeededCourse[];
  rounds: number;
  skill: number;
  teeName: string;
  coachId: number | null;
  /** Recent completed rounds with every shot placed on the map. */
  trackedRounds: number;
  inProgress: boolean;
}

type RoundInsert = typeof rounds.$inferInsert;
type HoleInsert = Omit<typeof roundHoles.$inferInsert, 'roundId'>;
type ShotInsert = Omit<typeof trackedShots.$inferInsert, 'roundId'>;

// A player writes their notes in their own language: the Japan demo player's are in Japanese.
const HOLE_COMMENTS_JA = [
  'ティーショットが左のバンカーへ。次は右端を狙う。',
  'グリーン手前から寄せワンで切り抜けた。',
  '奥の段から3パット。ピンの下に置くこと。',
  '向かい風で番手を一つ上げた。',
];
const HOLE_COMMENTS = [
  'Drive found the left bunker; aim at the right edge next time.',
  'Good up and down from short of the green.',
  'Three-putt from the back tier: leave it below the hole.',
  'Wind into the face, took one more club.',
];

export async function seedRounds(db: Db, faker: Faker, accounts: SeededAccounts, courses: SeededCourse[], now: Date): Promise<void> {
  const [player, playerJp, parent, , simulatorCoach] = accounts.playerIds;
  const adminCoach = accounts.coachIds[accounts.coachIds.length - 1]!;
  const by = (...countries: string[]) => courses.filter((c) => countries.includes(c.country) && c.holes.length === 18);
  const plans: Plan[] = [
    { playerId: player!, courses: by('US'), rounds: 18, skill: 0.75, teeName: 'Blue', coachId: adminCoach, trackedRounds: 3, inProgress: true },
    { playerId: playerJp!, courses: by('JP'), rounds: 8, skill: 0.55, teeName: 'White', coachId: null, trackedRounds: 1, inProgress: false },
    { playerId: simulatorCoach!, courses: by('CA', 'US'), rounds: 5, skill: 1.0, teeName: 'White', coachId: null, trackedRounds: 0, inProgress: false },
    { playerId: parent!, courses: by('US'), rounds: 4, skill: 1.2, teeName: 'White', coachId: null, trackedRounds: 0, inProgress: false },
  ];
  const today = DateTime.fromJSDate(now, { zone: 'utc' }).startOf('day');
  const rng = rngFrom(faker);

  for (const plan of plans) {
    const roundValues: RoundInsert[] = [];
    const holesPerRound: HoleInsert[][] = [];
    const shotsPerRound: ShotInsert[][] = [];
    const total = plan.rounds + (plan.inProgress ? 1 : 0);
    // Days back from today of each completed round, oldest first: the newest two days ago, then every five to nine days.
    const daysBack: number[] = [];
    for (let r = 0, days = 2; r < plan.rounds; r++, days += rng.int(5, 9)) daysBack.unshift(days);
    for (let r = 0; r < total; r++) {
      const isToday = plan.inProgress && r === total - 1;
      const playedAt = isToday ? today : today.minus({ days: daysBack[r]! });
      const course = rng.pick(plan.courses);
      const tee = course.tees.find((t) => t.name === plan.teeName) ?? course.tees[0]!;
      const tracked = isToday || r >= plan.rounds - plan.trackedRounds;
      const settings: PlaySettings = { ...DEFAULT_PLAY_SETTINGS, trackingLevel: tracked ? 'shots' : 'stats' };
      const holesToPlay = isToday ? 6 : 18;
      const holes: HoleInsert[] = [];
      const shots: ShotInsert[] = [];
      for (const hole of course.holes) {
        const yards = tee.yardages[hole.number - 1]!;
        if (hole.number > holesToPlay) {
          holes.push({ holeNumber: hole.number, par: hole.par, handicap: hole.handicap, yards });
          continue;
        }
        const played = playHole(rng, hole.par, plan.skill);
        holes.push({
          holeNumber: hole.number,
          par: hole.par,
          handicap: hole.handicap,
          yards,
          score: played.score,
          status: 'played',
          putts: played.putts,
          ...played.details,
        });
        if (tracked) {
          placeShots(rng, hole.geometry, played, yards).forEach(([ballLon, ballLat], k) => {
            const club = k === 0 && hole.par >= 4 ? { clubName: 'Driver', clubShortName: 'Dr' } : { clubName: '7 Iron', clubShortName: '7i' };
            shots.push({ holeNumber: hole.number, shotIndex: k + 1, ballLon, ballLat, ...club });
          });
        }
      }
      roundValues.push({
        playerId: plan.playerId,
        courseId: course.id,
        courseName: '',
        teeBoxId: tee.id,
        teeBox: {
          id: tee.id,
          name: tee.name,
          color: tee.color,
          gender: tee.gender,
          courseRating: tee.courseRating,
          slope: tee.slope,
          par: tee.par,
          yardages: tee.yardages,
          totalYards: tee.yardages.reduce((s, y) => s + y, 0),
        },
        playedAt: playedAt.toISODate()!,
        coachId: plan.coachId && (isToday || r % 4 === 0) ? plan.coachId : null,
        playMode: 'stroke',
        isCompliant: true,
        playSettings: settings,
        currentHole: isToday ? holesToPlay + 1 : 18,
      });
      holesPerRound.push(holes);
      shotsPerRound.push(shots);
    }
    const names = new Map(courses.map((c) => [c.id, c.name]));
    const inserted = await db
      .insert(rounds)
      .values(roundValues.map((v) => ({ ...v, courseName: names.get(v.courseId)! })))
      .returning({ id: rounds.id });
    await db.insert(roundHoles).values(inserted.flatMap((row, i) => holesPerRound[i]!.map((h) => ({ ...h, roundId: row.id }))));
    const shots = inserted.flatMap((row, i) => shotsPerRound[i]!.map((s) => ({ ...s, roundId: row.id })));
    if (shots.length) await db.insert(trackedShots).values(shots);
    const latest = inserted[inserted.length - 1]!;
    if (plan.trackedRounds > 0 || plan.inProgress) {
      await db
        .insert(trackedHoles)
        .values((plan.playerId === playerJp ? HOLE_COMMENTS_JA : HOLE_COMMENTS).map((comment, k) => ({ roundId: latest.id, holeNumber: k + 1, comment })));
    }
  }

  const favourites = by('US').slice(0, 2);
  await db.insert(favoriteCourses).values(favourites.map((c) => ({ playerId: player!, courseId: c.id })));
}

/** Courses, then the demo players' rounds on them, from their own generator (so the data does not shift with other domains'). */
export async function seedCoursesAndRounds(db: Db, accounts: SeededAccounts, now: Date): Promise<void> {
  const faker = seededFaker(18);
  await seedRounds(db, faker, accounts, await seedCourses(db, faker), now);
}
