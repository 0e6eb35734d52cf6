import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../platform/db/index.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { describeLifecycle } from '../../test/lifecycle-suite.ts';
import { MEMBERSHIP_EVENTS, MEMBERSHIP_LIFECYCLE, moveMembership } from './membership-lifecycle.ts';
import { memberships } from './memberships.tables.ts';

let database: Database;
let drop: () => Promise<void>;
let id: number;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  // An active one: it already holds its device's place, so every live state it is put in is its own.
  [{ id }] = (await database.db.select({ id: memberships.id }).from(memberships).where(eq(memberships.status, 'active')).limit(1)) as [{ id: number }];
});
afterAll(async () => {
  await database.close();
  await drop();
});

describeLifecycle('membership', MEMBERSHIP_LIFECYCLE, MEMBERSHIP_EVENTS, () => ({
  place: async (status) => void (await database.db.update(memberships).set({ status }).where(eq(memberships.id, id))),
  move: (from, event) => moveMembership(database.db, { id, status: from }, event),
  read: async () => (await database.db.select({ status: memberships.status }).from(memberships).where(eq(memberships.id, id)))[0]!.status,
}));
