import { and, eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../platform/db/index.ts';
import { lifecycle } from '../../platform/lifecycle.ts';
import { SUBSCRIPTION_STATUSES, subscriptions, type SubscriptionStatus } from './subscriptions.tables.ts';

export { SUBSCRIPTION_STATUSES, type SubscriptionStatus };
type SubscriptionRow = typeof subscriptions.$inferSelect;

/** What moves a subscription on: a person (paused, resumed, canceled) or billing (billed, declined, completed, suspended on a problem). */
export const SUBSCRIPTION_EVENTS = ['paused', 'resumed', 'canceled', 'billed', 'declined', 'completed', 'suspended'] as const;
export type SubscriptionEvent = (typeof SUBSCRIPTION_EVENTS)[number];

/**
 * ParadoxLabs' map: a person pauses (only an active one), resumes and cancels; billing keeps an
 * active subscription active, marks a declined card payment_failed (retried: declined again stays
 * there), completes one whose last period was billed, and suspends (pauses) one it cannot bill.
 * canceled and complete are final.
 */
export const SUBSCRIPTION_LIFECYCLE = lifecycle<SubscriptionStatus, SubscriptionEvent>(
  'subscription',
  {
    active: { paused: 'paused', canceled: 'canceled', billed: 'active', declined: 'payment_failed', completed: 'complete', suspended: 'paused' },
    paused: { resumed: 'active', canceled: 'canceled' },
    payment_failed: {
      resumed: 'active',
      canceled: 'canceled',
      billed: 'active',
      declined: 'payment_failed',
      completed: 'complete',
      suspended: 'paused',
    },
    canceled: {},
    complete: {},
  },
  {
    paused: 'be paused',
    resumed: 'be resumed',
    canceled: 'be canceled',
    billed: 'be billed',
    declined: 'be marked as declined',
    completed: 'be completed',
    suspended: 'be paused',
  },
);

/**
 * Moves a subscription by `event` from the status the caller read, with what changes with it.
 * Refuses a move the table does not allow (409); answers null when another request moved it first.
 */
export async function moveSubscription(
  db: Db | Tx,
  sub: Pick<SubscriptionRow, 'id' | 'status'>,
  event: SubscriptionEvent,
  fields: Omit<PgUpdateSetSource<typeof subscriptions>, 'id' | 'status'> = {},
): Promise<SubscriptionRow | null> {
  const status = SUBSCRIPTION_LIFECYCLE.target(sub.status, event);
  const [moved] = await db
    .update(subscriptions)
    .set({ ...fields, status })
    .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.status, sub.status)))
    .returning();
  return moved ?? null;
}
