import type { Faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db } from '../../platform/db/index.ts';
import { centers, coaches } from '../../portal/account/account.tables.ts';
import { appointments, centerHours, centerLessonTypes, coachHours, creditPacks, lessonTypes } from '../../portal/scheduling/scheduling.tables.ts';

const ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'];
const COACHES_PER_CENTER = 10;
const DAYS = 400;
const BATCH = 2000;

/**
 * Production-scale scheduling: per unit of scale 50 studios with 10 coaches each (500 coaches)
 * and 200,000 appointments over 400 days (the last 70 of them ahead), spread so that no coach and
 * no player is ever booked twice at once. Every scale player holds a 20-lesson pack bought this
 * month, so bookings can be measured (bench/scenarios/scheduling.ts).
 */
export async function seedScaleScheduling(db: Db, faker: Faker, scale: number, playerIds: number[]): Promise<void> {
  if (playerIds.length === 0) return;
  const types = await db.select({ id: lessonTypes.id, code: lessonTypes.code }).from(lessonTypes);
  const lesson = types.find((t) => t.code === 'private-lesson') ?? types[0];
  if (!lesson) return;
  const centerRows = await db
    .insert(centers)
    .values(
      Array.from({ length: 50 * scale }, (_, i) => ({
        name: `Golf Studio ${faker.location.city()} ${i + 1}`,
        region: 'US',
        timeZone: ZONES[i % ZONES.length]!,
        street: faker.location.streetAddress(),
        city: faker.location.city(),
        state: faker.location.state({ abbreviated: true }),
        postalCode: faker.location.zipCode('#####'),
        country: 'US',
        latitude: faker.location.latitude({ min: 26, max: 48 }),
        longitude: faker.location.longitude({ min: -122, max: -71 }),
      })),
    )
    .returning({ id: centers.id });
  const coachRows = await db
    .insert(coaches)
    .values(
      centerRows.flatMap((c, i) =>
        Array.from({ length: COACHES_PER_CENTER }, (_, k) => ({
          centerId: c.id,
          firstName: faker.person.firstName(),
          lastName: faker.person.lastName(),
          email: `scale.coach.${scale}.${i}.${k}@academy.example.com`,
        })),
      ),
    )
    .returning({ id: coaches.id, centerId: coaches.centerId });
  await db.insert(centerLessonTypes).values(centerRows.flatMap((c) => types.map((t) => ({ centerId: c.id, lessonTypeId: t.id }))));
  await db
    .insert(centerHours)
    .values(centerRows.flatMap((c) => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ centerId: c.id, weekday, opensAt: '07:00', closesAt: '22:00' }))));
  await db
    .insert(coachHours)
    .values(coachRows.flatMap((c) => [1, 2, 3, 4, 5, 6].map((weekday) => ({ coachId: c.id, weekday, startsAt: '08:00', endsAt: '20:00' }))));

  // Coach c on day d teaches at hour 15 + c % 6 UTC; the player is (c + coaches·d) mod players, so
  // on any one day every coach has a different player.
  const day0 = DateTime.utc()
    .startOf('day')
    .minus({ days: DAYS - 70 });
  const total = coachRows.length * DAYS;
  const rows: (typeof appointments.$inferInsert)[] = [];
  for (let n = 0; n < total; n++) {
    const c = n % coachRows.length;
    const d = Math.floor(n / coachRows.length);
    const coach = coachRows[c]!;
    const start = day0.plus({ days: d, hours: 15 + (c % 6) }).toJSDate();
    const end = new Date(start.getTime() + 3_600_000);
    const playerId = playerIds[(c + coachRows.length * d) % playerIds.length]!;
    const canceled = n % 20 === 0;
    rows.push({
      playerId,
      bookedBy: playerId,
      coachId: coach.id,
      centerId: coach.centerId,
      lessonTypeId: lesson.id,
      state: canceled ? 'canceled' : 'scheduled',
      startsAt: start,
      endsAt: end,
      blockedUntil: end,
      creditsUsed: 1,
      canceledAt: canceled ? start : null,
    });
    if (rows.length === BATCH) await db.insert(appointments).values(rows.splice(0));
  }
  if (rows.length > 0) await db.insert(appointments).values(rows);
  const bought = DateTime.utc().startOf('day');
  for (let i = 0; i < playerIds.length; i += BATCH) {
    await db.insert(creditPacks).values(
      playerIds.slice(i, i + BATCH).map((playerId) => ({
        playerId,
        kind: 'lesson',
        name: '20-lesson pack',
        total: 20,
        remaining: 20,
        purchasedAt: bought.toJSDate(),
        expiresAt: bought.plus({ years: 1 }).toJSDate(),
      })),
    );
  }
  // Fresh statistics, so the first plans after the bulk load are made for 200,000 rows, not none.
  await db.execute(sql`analyze ${appointments}, ${coaches}, ${coachHours}, ${centers}, ${creditPacks}`);
}
