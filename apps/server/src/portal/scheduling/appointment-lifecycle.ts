import { and, eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/index.ts';
import { lifecycle } from '../../platform/lifecycle.ts';
import { APPOINTMENT_STATES, appointments, type AppointmentStateValue } from './scheduling.tables.ts';

export { APPOINTMENT_STATES, type AppointmentStateValue };
type AppointmentRecord = typeof appointments.$inferSelect;

/** What moves an appointment or waiting-list entry on. */
export const APPOINTMENT_EVENTS = ['offered', 'confirmed', 'expired', 'canceled'] as const;
export type AppointmentEvent = (typeof APPOINTMENT_EVENTS)[number];

/**
 * A booking is scheduled at once; a waiting-list entry waits until its time frees up and is offered
 * to it, and is scheduled when the player confirms. An offer that runs out, and a waiting list too
 * close to the start to offer, expire. Any open one can be canceled. canceled and expired are final.
 * ('completed' is not a state: a scheduled appointment that has ended reads as completed.)
 */
export const APPOINTMENT_LIFECYCLE = lifecycle<AppointmentStateValue, AppointmentEvent>(
  'booking',
  {
    waiting: { offered: 'offered', expired: 'expired', canceled: 'canceled' },
    offered: { confirmed: 'scheduled', expired: 'expired', canceled: 'canceled' },
    scheduled: { canceled: 'canceled' },
    canceled: {},
    expired: {},
  },
  { offered: 'be offered', confirmed: 'be confirmed', expired: 'expire', canceled: 'be canceled' },
);

/**
 * Moves an appointment by `event` from the state the caller read, with what changes with it.
 * Refuses a move the table does not allow (409); answers null when another request moved it first.
 */
export async function moveAppointment(
  db: Db,
  a: Pick<AppointmentRecord, 'id' | 'state'>,
  event: AppointmentEvent,
  fields: Omit<PgUpdateSetSource<typeof appointments>, 'id' | 'state'> = {},
): Promise<AppointmentRecord | null> {
  const state = APPOINTMENT_LIFECYCLE.target(a.state, event);
  const [moved] = await db
    .update(appointments)
    .set({ ...fields, state })
    .where(and(eq(appointments.id, a.id), eq(appointments.state, a.state)))
    .returning();
  return moved ?? null;
}
