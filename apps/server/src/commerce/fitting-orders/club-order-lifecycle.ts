import { and, eq, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../platform/db/index.ts';
import { lifecycle } from '../../platform/lifecycle.ts';
import { CLUB_ORDER_STATUSES, customClubOrders, type ClubOrderStatus } from './fitting-orders.tables.ts';

export { CLUB_ORDER_STATUSES, type ClubOrderStatus };
type ClubOrderRow = typeof customClubOrders.$inferSelect;

/** What moves a club order on: the deposit's payment (card or lender), its release, shipment, deletion. */
export const CLUB_ORDER_EVENTS = ['pay', 'finance', 'paid', 'financed', 'released', 'shipped', 'deleted'] as const;
export type ClubOrderEvent = (typeof CLUB_ORDER_EVENTS)[number];

/**
 * pending → paying (a card charge in flight, leased) or financing (an application open at the
 * lender) → ordered or financed → shipped; a payment that fails or lapses is released back to
 * pending; only a pending order may be deleted. A card charge approved after its lapsed lease was
 * released still places the order (pending → ordered): the money was taken.
 */
export const CLUB_ORDER_LIFECYCLE = lifecycle<ClubOrderStatus, ClubOrderEvent>(
  'club order',
  {
    pending: { pay: 'paying', finance: 'financing', paid: 'ordered', deleted: 'deleted' },
    paying: { paid: 'ordered', released: 'pending' },
    financing: { financed: 'financed', released: 'pending' },
    ordered: { shipped: 'shipped' },
    financed: { shipped: 'shipped' },
    shipped: {},
    deleted: {},
  },
  {
    pay: 'take a card payment',
    finance: 'be financed',
    paid: 'be placed as paid',
    financed: 'be placed as financed',
    released: 'give its payment back',
    shipped: 'ship',
    deleted: 'be deleted',
  },
);

/**
 * Moves a club order by `event` from the status the caller read, with what changes with it (and an
 * extra condition, such as the payment attempt). Refuses a move the table does not allow (409);
 * answers null when another request moved the order first.
 */
export async function moveClubOrder(
  db: Db | Tx,
  order: Pick<ClubOrderRow, 'id' | 'status'>,
  event: ClubOrderEvent,
  fields: Omit<PgUpdateSetSource<typeof customClubOrders>, 'id' | 'status'> = {},
  also?: SQL,
): Promise<ClubOrderRow | null> {
  const status = CLUB_ORDER_LIFECYCLE.target(order.status, event);
  const [moved] = await db
    .update(customClubOrders)
    .set({ ...fields, status })
    .where(and(eq(customClubOrders.id, order.id), eq(customClubOrders.status, order.status), also))
    .returning();
  return moved ?? null;
}
