import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../platform/db/index.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { describeLifecycle } from '../../test/lifecycle-suite.ts';
import { moveSubscription, SUBSCRIPTION_EVENTS, SUBSCRIPTION_LIFECYCLE } from './subscription-lifecycle.ts';
import { subscriptions } from './subscriptions.tables.ts';

let database: Database;
let drop: () => Promise<void>;
let id: number;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  [{ id }] = (await database.db.select({ id: subscriptions.id }).from(subscriptions).limit(1)) as [{ id: number }];
});
afterAll(async () => {
  await database.close();
  await drop();
});

describeLifecycle('subscription', SUBSCRIPTION_LIFECYCLE, SUBSCRIPTION_EVENTS, () => ({
  place: async (status) => void (await database.db.update(subscriptions).set({ status }).where(eq(subscriptions.id, id))),
  move: (from, event) => moveSubscription(database.db, { id, status: from }, event),
  read: async () => (await database.db.select({ status: subscriptions.status }).from(subscriptions).where(eq(subscriptions.id, id)))[0]!.status,
}));
