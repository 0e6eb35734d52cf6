import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, type Database } from '../../platform/db/index.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { describeLifecycle } from '../../test/lifecycle-suite.ts';
import { CLUB_ORDER_EVENTS, CLUB_ORDER_LIFECYCLE, moveClubOrder } from './club-order-lifecycle.ts';
import { releaseDiscounts } from './deposit-holds.ts';
import { customClubOrders, depositGiftCodes } from './fitting-orders.tables.ts';

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

describe('a deposit payment released by several requests at once', () => {
  it('gives the gift code amount back once and leaves the order pending', async () => {
    const db = database.db;
    const giftBalance = async () => (await db.select().from(depositGiftCodes).where(eq(depositGiftCodes.code, 'GIFT-FIT-100')))[0]!.balance;
    const before = await giftBalance();
    await db
      .update(depositGiftCodes)
      .set({ balance: sql`${depositGiftCodes.balance} - 40` })
      .where(eq(depositGiftCodes.code, 'GIFT-FIT-100'));
    const [paying] = await db
      .update(customClubOrders)
      .set({ status: 'paying', couponId: null, giftCode: 'GIFT-FIT-100', giftUsed: '40' })
      .where(eq(customClubOrders.id, id))
      .returning();
    // Each request read the order while it was paying: a declined card and a new attempt after the lease ran out.
    await Promise.all(Array.from({ length: 6 }, () => inTransaction(db, (tx) => releaseDiscounts(tx, paying!))));
    expect(await giftBalance()).toBe(before);
    const [after] = await db.select().from(customClubOrders).where(eq(customClubOrders.id, id));
    expect(after).toMatchObject({ status: 'pending', giftCode: null, giftUsed: '0.0000' });
  });
});
