import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { refundCredits } from './credits.service.ts';
import { moveAppointment } from './appointment-lifecycle.ts';
import { appointments } from './scheduling.tables.ts';
import { offerNext, type Offer } from './waiting-list.service.ts';

type AppointmentRecord = typeof appointments.$inferSelect;

/**
 * Cancels an appointment or waiting-list place inside a transaction, under a row lock: the credit
 * goes back unless the cancel is late, and (when asked) the freed time is offered to the first
 * player waiting for it. Null when it was no longer open to cancel.
 */
export async function cancelInside(
  ctx: Ctx,
  tx: Db,
  id: number,
  now: Date,
  opts: { isLate: boolean; note: string | undefined; offerFreedSlot: boolean },
): Promise<{ before: AppointmentRecord; offer: Offer | null } | null> {
  const [before] = await tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), inArray(appointments.state, ['scheduled', 'waiting', 'offered'])))
    .limit(1)
    .for('update');
  if (!before) return null;
  // The row is locked (for update above), so the move cannot lose a race here.
  await moveAppointment(tx, before, 'canceled', {
    canceledAt: now,
    isLateCancel: opts.isLate,
    offerExpiresAt: null,
    ...(opts.note ? { note: opts.note } : {}),
  });
  if (!opts.isLate) await refundCredits(tx, before.creditPackId, before.creditsUsed);
  const heldTime = before.state === 'scheduled' || before.state === 'offered';
  const offer = opts.offerFreedSlot && heldTime ? await offerNext(ctx, tx, before, now) : null;
  return { before, offer };
}
