import { eq, sql, type SQL } from 'drizzle-orm';
import { personName, type NotificationKind } from '@golf/contracts';
import type { Ctx } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { notify, notifyingEach, type MessageKey, type MessageParams } from '../notifications/index.ts';
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
  await notify({ ...ctx, db: tx }, row.a.playerId, { kind: KIND[notice], message: KIND[notice], params: paramsOf(row), sourceId: `appointment:${row.a.id}` });
}

/**
 * `tellPlayerAbout` as part of the statement that writes the appointment: an insert for the CTE of
 * the appointment written (`from`, a relation with its `id`), telling nothing when it wrote none.
 */
export function tellingPlayerAbout(ctx: Ctx, notice: Notice, playerId: number, row: Described, from: SQL): SQL {
  return notifyingEach(
    ctx,
    playerId,
    { kind: KIND[notice], message: KIND[notice], params: paramsOf(row) },
    { from, sourceId: sql`'appointment:' || ${from}.id` },
  );
}

/** What a notice says of an appointment: what, when, where and with whom, in the center's time. */
type Described = Pick<AppointmentRow, 'lessonType' | 'center' | 'coach'> & { a: Pick<AppointmentRow['a'], 'startsAt' | 'offerExpiresAt'> };

function paramsOf(row: Described): MessageParams {
  const zone = row.center.timeZone;
  return {
    what: { names: row.lessonType.names },
    when: { at: row.a.startsAt.toISOString(), timeZone: zone },
    where: row.center.name,
    coach: personName(row.coach),
    ...(row.a.offerExpiresAt ? { until: { at: row.a.offerExpiresAt.toISOString(), timeZone: zone } } : {}),
  };
}
