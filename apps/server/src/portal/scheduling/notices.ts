import { eq } from 'drizzle-orm';
import { personName, type NotificationKind } from '@golf/contracts';
import type { Ctx } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { notify, type MessageKey, type MessageParams } from '../notifications/index.ts';
import { selectAppointments, type AppointmentRow } from './appointment-view.ts';
import { appointments } from './scheduling.tables.ts';

type Notice = 'booked' | 'rescheduled' | 'canceled' | 'offered';

const KIND: Record<Notice, NotificationKind & MessageKey> = {
  booked: 'lesson-booked',
  rescheduled: 'lesson-rescheduled',
  canceled: 'lesson-cancelled',
  offered: 'waiting-list-offer',
};

/**
 * Tells a player about their appointment, in their center's local time and (when they read it) in
 * the language they read in,
 * inside the caller's transaction so the notice stands or falls with the change.
 */
export async function tellPlayer(ctx: Ctx, tx: Db, notice: Notice, appointmentId: number): Promise<void> {
  const [row] = await selectAppointments(tx, eq(appointments.id, appointmentId));
  if (row) await tellPlayerAbout(ctx, tx, notice, row);
}

/** `tellPlayer` for an appointment the caller has just read (with `selectAppointments`, in `tx`). */
export async function tellPlayerAbout(ctx: Ctx, tx: Db, notice: Notice, row: AppointmentRow): Promise<void> {
  const zone = row.center.timeZone;
  const params: MessageParams = {
    what: { names: row.lessonType.names },
    when: { at: row.a.startsAt.toISOString(), timeZone: zone },
    where: row.center.name,
    coach: personName(row.coach),
    ...(row.a.offerExpiresAt ? { until: { at: row.a.offerExpiresAt.toISOString(), timeZone: zone } } : {}),
  };
  await notify({ ...ctx, db: tx }, row.a.playerId, { kind: KIND[notice], message: KIND[notice], params, sourceId: `appointment:${row.a.id}` });
}
