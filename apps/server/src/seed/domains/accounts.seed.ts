import type { Faker } from '@faker-js/faker';
import type { Db } from '../../platform/db/index.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { centers, coaches, players } from '../../portal/account/account.tables.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../demo-accounts.ts';

const CENTERS = [
  {
    name: 'Golf Academy Manhattan',
    region: 'US',
    timeZone: 'America/New_York',
    street: '230 Park Ave',
    city: 'New York',
    state: 'NY',
    postalCode: '10169',
    country: 'US',
    latitude: 40.7549,
    longitude: -73.9762,
  },
  {
    name: 'Golf Academy Irvine',
    region: 'US',
    timeZone: 'America/Los_Angeles',
    street: '2 Park Plaza',
    city: 'Irvine',
    state: 'CA',
    postalCode: '92614',
    country: 'US',
    latitude: 33.6846,
    longitude: -117.8265,
  },
  {
    name: 'Golf Academy Toronto',
    region: 'CA',
    timeZone: 'America/Toronto',
    street: '100 King St W',
    city: 'Toronto',
    state: 'ON',
    postalCode: 'M5X 1A9',
    country: 'CA',
    latitude: 43.6487,
    longitude: -79.3817,
  },
  {
    name: 'Golf Academy London',
    region: 'GB',
    timeZone: 'Europe/London',
    street: '1 Canada Square',
    city: 'London',
    state: '',
    postalCode: 'E14 5AB',
    country: 'GB',
    latitude: 51.5049,
    longitude: -0.0195,
  },
  {
    name: 'ゴルフアカデミー銀座',
    region: 'JP',
    timeZone: 'Asia/Tokyo',
    street: '銀座4-6-16',
    city: '中央区',
    state: '東京都',
    postalCode: '104-0061',
    country: 'JP',
    latitude: 35.6717,
    longitude: 139.765,
  },
  {
    name: 'Golf Academy Singapore',
    region: 'SG',
    timeZone: 'Asia/Singapore',
    street: '10 Bayfront Ave',
    city: 'Singapore',
    state: '',
    postalCode: '018956',
    country: 'SG',
    latitude: 1.2834,
    longitude: 103.8607,
  },
  {
    name: '高尔夫学院 上海',
    region: 'CN',
    timeZone: 'Asia/Shanghai',
    street: '世纪大道100号',
    city: '上海',
    state: 'SH',
    postalCode: '200120',
    country: 'CN',
    latitude: 31.2355,
    longitude: 121.5055,
  },
];

export interface SeededAccounts {
  centerIds: number[];
  coachIds: number[];
  playerIds: number[];
}

/** Centers in several regions, their coaches, an admin coach and the demo players of the README. */
export async function seedAccounts(db: Db, faker: Faker): Promise<SeededAccounts> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const centerRows = await db
    .insert(centers)
    .values(
      CENTERS.map((c) => ({
        ...c,
        phone: faker.phone.number({ style: 'international' }),
        email: `${c.city.toLowerCase().replace(/[^a-z]/g, '') || 'center'}@academy.example.com`,
      })),
    )
    .returning();

  const coachValues = centerRows.flatMap((center, i) =>
    [0, 1].map((k) => {
      const firstName = faker.person.firstName();
      const lastName = faker.person.lastName();
      return { centerId: center.id, firstName, lastName, email: `coach${i * 2 + k + 1}@academy.example.com` };
    }),
  );
  coachValues.push({ centerId: centerRows[0]!.id, firstName: 'Alex', lastName: 'Morgan', email: DEMO_EMAILS.adminCoach, passwordHash, isAdmin: true } as never);
  const coachRows = await db.insert(coaches).values(coachValues).returning();

  const us = centerRows[0]!;
  const jp = centerRows[4]!;
  const base = { passwordHash, emailVerified: true };
  const demo = await db
    .insert(players)
    .values([
      {
        ...base,
        email: DEMO_EMAILS.player,
        firstName: 'Jordan',
        lastName: 'Lee',
        region: 'US',
        type: 1,
        centerId: us.id,
        coachId: coachRows[0]!.id,
        city: 'New York',
        state: 'NY',
        postalCode: '10001',
        country: 'US',
      },
      {
        ...base,
        email: DEMO_EMAILS.playerJp,
        firstName: '翔太',
        lastName: '佐藤',
        region: 'JP',
        type: 1,
        centerId: jp.id,
        coachId: coachRows[8]!.id,
        locale: 'ja',
        enableMetricDistances: true,
        enableMetricSpeeds: true,
        country: 'JP',
      },
      { ...base, email: DEMO_EMAILS.parent, firstName: 'Morgan', lastName: 'Rivera', region: 'US', type: 1, centerId: us.id, country: 'US' },
      { ...base, email: DEMO_EMAILS.simulator, firstName: 'Sam', lastName: 'Taylor', region: 'US', type: 3, country: 'US' },
      {
        ...base,
        email: DEMO_EMAILS.simulatorCoach,
        firstName: 'Casey',
        lastName: 'Kim',
        region: 'CA',
        type: 2,
        centerId: centerRows[2]!.id,
        coachId: coachRows[4]!.id,
        country: 'CA',
      },
    ])
    .returning();
  const parent = demo[2]!;
  const children = await db
    .insert(players)
    .values([
      { firstName: 'Riley', lastName: 'Rivera', region: 'US', type: 1, parentId: parent.id, centerId: us.id, birthday: '2013-04-12' },
      { firstName: 'Avery', lastName: 'Rivera', region: 'US', type: 1, parentId: parent.id, centerId: us.id, birthday: '2016-09-03' },
    ])
    .returning();

  return { centerIds: centerRows.map((c) => c.id), coachIds: coachRows.map((c) => c.id), playerIds: [...demo, ...children].map((p) => p.id) };
}

/** Scale data: `count` more players spread over the centers, sharing one password hash. */
export async function seedScalePlayers(db: Db, faker: Faker, count: number, centerIds: number[]): Promise<number[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const regions = ['US', 'US', 'US', 'CA', 'GB', 'JP', 'SG', 'CN'];
  const ids: number[] = [];
  for (let start = 0; start < count; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - start) }, (_, i) => ({
      email: `scale.player${start + i + 1}@example.com`,
      passwordHash,
      firstName: faker.person.firstName(),
      lastName: faker.person.lastName(),
      region: regions[(start + i) % regions.length]!,
      type: faker.helpers.arrayElement([1, 1, 1, 2, 3]),
      centerId: faker.helpers.arrayElement(centerIds),
    }));
    const rows = await db.insert(players).values(batch).onConflictDoNothing().returning({ id: players.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}
