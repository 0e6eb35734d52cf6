import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../platform/db/index.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { describeLifecycle } from '../../test/lifecycle-suite.ts';
import { moveOrder, ORDER_EVENTS, ORDER_LIFECYCLE } from './order-lifecycle.ts';
import { orders } from './orders.tables.ts';

let database: Database;
let drop: () => Promise<void>;
let id: number;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  [{ id }] = (await database.db.select({ id: orders.id }).from(orders).limit(1)) as [{ id: number }];
});
afterAll(async () => {
  await database.close();
  await drop();
});

describeLifecycle('order', ORDER_LIFECYCLE, ORDER_EVENTS, () => ({
  place: async (status) => void (await database.db.update(orders).set({ status }).where(eq(orders.id, id))),
  move: (from, event) => moveOrder(database.db, { id, status: from }, event),
  read: async () => (await database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status,
}));
