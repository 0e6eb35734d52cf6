import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../platform/db/index.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { describeLifecycle } from '../../test/lifecycle-suite.ts';
import { CLUB_ORDER_EVENTS, CLUB_ORDER_LIFECYCLE, moveClubOrder } from './club-order-lifecycle.ts';
import { customClubOrders } from './fitting-orders.tables.ts';

let database: Database;
let drop: () => Promise<void>;
let id: number;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  [{ id }] = (await database.db.select({ id: customClubOrders.id }).from(customClubOrders).limit(1)) as [{ id: number }];
});
afterAll(async () => {
  await database.close();
  await drop();
});

describeLifecycle('club order', CLUB_ORDER_LIFECYCLE, CLUB_ORDER_EVENTS, () => ({
  place: async (status) => void (await database.db.update(customClubOrders).set({ status }).where(eq(customClubOrders.id, id))),
  move: (from, event) => moveClubOrder(database.db, { id, status: from }, event),
  read: async () => (await database.db.select({ status: customClubOrders.status }).from(customClubOrders).where(eq(customClubOrders.id, id)))[0]!.status,
}));
