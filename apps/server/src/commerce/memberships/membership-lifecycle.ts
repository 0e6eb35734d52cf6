import { and, eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../platform/db/index.ts';
import { lifecycle } from '../../platform/lifecycle.ts';
import { MEMBERSHIP_STATUSES, memberships, type MembershipStatusValue } from './memberships.tables.ts';

export { MEMBERSHIP_STATUSES, type MembershipStatusValue };
type MembershipRow = typeof memberships.$inferSelect;

/** What moves a membership on: its purchase, its renewal charges, a code, the end of its term, a plan bought to replace it. */
export const MEMBERSHIP_EVENTS = ['paid', 'paid_ahead', 'started', 'renewed', 'declined', 'extended', 'lapsed', 'expired', 'replaced'] as const;
export type MembershipEvent = (typeof MEMBERSHIP_EVENTS)[number];

/**
 * A purchase is pending until its charge settles: active, or scheduled when it starts later. A
 * scheduled one starts with its first charge (declined: it waits and tries again). An active one
 * renews (declined: past due, retried; a code extends it), lapses when no retry is left or there is
 * no card, expires at its end without auto-renew, and a carried-over legacy plan is replaced by the
 * plan bought for it. lapsed and replaced are final; an expired one comes back only when the shop
 * subscription that sold it is paid late (shop-membership-renewals.ts).
 */
export const MEMBERSHIP_LIFECYCLE = lifecycle<MembershipStatusValue, MembershipEvent>(
  'membership',
  {
    pending: { paid: 'active', paid_ahead: 'scheduled' },
    scheduled: { started: 'active', declined: 'scheduled', lapsed: 'lapsed' },
    active: { renewed: 'active', declined: 'past_due', extended: 'active', lapsed: 'lapsed', expired: 'expired', replaced: 'replaced' },
    past_due: { renewed: 'active', declined: 'past_due', extended: 'active', lapsed: 'lapsed' },
    lapsed: {},
    expired: { renewed: 'active' },
    replaced: {},
  },
  {
    paid: 'be paid',
    paid_ahead: 'be paid ahead',
    started: 'start',
    renewed: 'renew',
    declined: 'be marked as declined',
    extended: 'be extended',
    lapsed: 'lapse',
    expired: 'expire',
    replaced: 'be replaced',
  },
);

/**
 * Moves a membership by `event` from the status the caller read, with what changes with it.
 * Refuses a move the table does not allow (409); answers null when another request moved it first.
 */
export async function moveMembership(
  db: Db | Tx,
  m: Pick<MembershipRow, 'id' | 'status'>,
  event: MembershipEvent,
  fields: Omit<PgUpdateSetSource<typeof memberships>, 'id' | 'status'> = {},
): Promise<MembershipRow | null> {
  const status = MEMBERSHIP_LIFECYCLE.target(m.status, event);
  const [moved] = await db
    .update(memberships)
    .set({ ...fields, status })
    .where(and(eq(memberships.id, m.id), eq(memberships.status, m.status)))
    .returning();
  return moved ?? null;
}
