import { count } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db } from '../platform/db/index.ts';
import { players, centers } from '../portal/account/account.tables.ts';
import { seedAccounts, seedScalePlayers } from './domains/accounts.seed.ts';
import { seedAccountActivity, seedNotifications, seedScaleAccountActivity } from './domains/account-activity.seed.ts';
import { seedBags, seedScaleBags } from './domains/bags.seed.ts';
import { seedCatalogue } from './domains/catalogue.seed.ts';
import { seedCheckout } from './domains/checkout.seed.ts';
import { seedLaunchMonitor } from './domains/launch-monitor.seed.ts';
import { seedScaleLaunchMonitor } from './domains/launch-monitor.scale.ts';
import { seedContent } from './domains/content.seed.ts';
import { seedReturns } from './domains/returns.seed.ts';
import { seedReferrals } from './domains/referral.seed.ts';
import { seedGiftCards } from './domains/gift-cards.seed.ts';
import { seedSubscriptions } from './domains/subscriptions.seed.ts';
import { seedScaleCatalogue } from './domains/catalogue.scale.ts';
import { seedLessons } from './domains/lessons.seed.ts';
import { seedScheduling } from './domains/scheduling.seed.ts';
import { seedScaleScheduling } from './domains/scheduling.scale.ts';
import { seedCoursesAndRounds } from './domains/rounds.seed.ts';
import { seedScaleCourses } from './domains/courses.scale.ts';
import { seedFitting } from './domains/fitting.seed.ts';
import { seedFittingOrders } from './domains/fitting-orders.seed.ts';
import { seedScaleVideos, seedVideos } from './domains/videos.seed.ts';
import { seedPlus } from './domains/plus.seed.ts';
import { seedMemberships } from './domains/memberships.seed.ts';
import { seededFaker } from './random.ts';

/**
 * Demo data, one module per domain under domains/. Later domains add their module here; each
 * receives what the earlier ones made. Everything is drawn from one seeded generator, and every
 * date is placed relative to `now` (the server's clock), so a server on a fixed clock gets the same demo.
 */
export async function seedDemo(db: Db, now: Date): Promise<void> {
  const faker = seededFaker(2026);
  const accounts = await seedAccounts(db, faker);
  await seedAccountActivity(db, accounts, now);
  await seedReferrals(db, accounts, now);
  await seedBags(db, faker, accounts);
  await seedLaunchMonitor(db, accounts, now);
  await seedCoursesAndRounds(db, accounts, now);
  const utcNow = DateTime.fromJSDate(now, { zone: 'utc' });
  const scheduling = await seedScheduling(db, accounts, utcNow);
  await seedLessons(db, accounts, scheduling, utcNow);
  await seedNotifications(db, accounts, scheduling.bookedLesson, now);
  await seedCatalogue(db, seededFaker(7), now); // its own generator: the shop's data does not shift with the portal's
  await seedCheckout(db, now);
  await seedContent(db);
  await seedSubscriptions(db, now); // before returns: their orders' card charges are recorded there
  await seedGiftCards(db, seededFaker(1818), now);
  await seedReturns(db);
  const fitting = await seedFitting(db, seededFaker(2020), accounts);
  await seedFittingOrders(db, fitting.sessionIds);
  await seedVideos(db, now);
  await seedPlus(db, now);
  await seedMemberships(db, now);
}

/** Loads the demo data into an empty database; returns whether it did. */
export async function seedIfEmpty(db: Db, now: Date): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(players);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(db, now);
  return true;
}

/** Adds production-scale data for benchmarks: `scale` 1 is a thousand players. */
export async function seedScale(db: Db, scale: number): Promise<void> {
  const faker = seededFaker(1000 + scale);
  const centerIds = (await db.select({ id: centers.id }).from(centers)).map((c) => c.id);
  const scalePlayerIds = await seedScalePlayers(db, faker, scale * 1000, centerIds);
  await seedScaleBags(db, scalePlayerIds);
  await seedScaleLaunchMonitor(db, seededFaker(4000 + scale), scalePlayerIds, scale);
  await seedScaleAccountActivity(db, scalePlayerIds);
  await seedScaleScheduling(db, faker, scale, scalePlayerIds);
  await seedScaleCatalogue(db, scale * 50_000);
  await seedScaleCourses(db, seededFaker(5000 + scale)); // 40,000 courses whatever the scale: the size of a world directory
  await seedScaleVideos(db, scalePlayerIds);
}
