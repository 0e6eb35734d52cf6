import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { SCHEDULING_CODES, type Locale, type WaitingListConfirmation } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { inTransaction, violates } from '../../platform/db/index.ts';
import { notFound, ServiceError } from '../../platform/errors.ts';
import { enqueueJob } from '../../platform/jobs/index.ts';
import { ownedAppointment } from './access.ts';
import { selectAppointments, toAppointment } from './appointment-view.ts';
import { spendCredits } from './credits.service.ts';
import { offerDeadline, policyOf } from './policy.ts';
import { moveAppointment } from './appointment-lifecycle.ts';
import { appointments, lessonTypes } from './scheduling.tables.ts';
import { tellPlayer } from './notices.ts';
import { checkZone } from './time.ts';

/** The job that passes lapsed offers on: one per offer at its deadline, and once a minute (sweeper.ts). */
export const EXPIRE_OFFERS_JOB = 'scheduling.expire-offers';

export interface Offer {
  appointmentId: number;
  playerId: number;
}

/**
 * Offers a freed slot (coach, start) to the first player waiting for it, held until the deadline
 * of the center's policy. In a savepoint: if someone booked the time meanwhile, nothing is offered.
 */
export async function offerNext(ctx: Ctx, tx: Db, slot: { coachId: number; centerId: number; startsAt: Date }, now: Date): Promise<Offer | null> {
  const deadline = offerDeadline(slot.startsAt, await policyOf(tx, slot.centerId), now);
  if (!deadline) {
    // Too close to the start for anyone to take it: the waiting list of this slot closes.
    const waiting = await tx
      .select({ id: appointments.id, state: appointments.state })
      .from(appointments)
      .where(and(eq(appointments.coachId, slot.coachId), eq(appointments.startsAt, slot.startsAt), eq(appointments.state, 'waiting')));
    for (const entry of waiting) await moveAppointment(tx, entry, 'expired');
    return null;
  }
  const [first] = await tx
    .select({ id: appointments.id, playerId: appointments.playerId, state: appointments.state })
    .from(appointments)
    .where(and(eq(appointments.coachId, slot.coachId), eq(appointments.startsAt, slot.startsAt), eq(appointments.state, 'waiting')))
    .orderBy(asc(appointments.createdAt), asc(appointments.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!first) return null;
  try {
    // A savepoint inside the caller's transaction: an overlap rolls back this offer only.
    // eslint-disable-next-line no-restricted-syntax
    await tx.transaction(async (sp) => {
      await moveAppointment(sp, first, 'offered', { offerExpiresAt: deadline });
      // The offer passes on at its deadline, not up to a minute later.
      await enqueueJob(sp, EXPIRE_OFFERS_JOB, { appointmentId: first.id }, { startAfter: deadline, singletonKey: `offer:${first.id}` });
    });
  } catch (error) {
    if (violates(error, 'appointments_coach_no_overlap')) return null;
    throw error;
  }
  await tellPlayer(ctx, tx, 'offered', first.id);
  return { appointmentId: first.id, playerId: first.playerId };
}

/**
 * Ends offers whose time ran out and passes each place to the next player in line. Safe to run
 * from several server processes at once (rows are claimed with SKIP LOCKED).
 */
export async function expireOffers(ctx: Ctx, now = ctx.clock.now()): Promise<Offer[]> {
  return inTransaction(ctx.db, async (tx) => {
    const lapsed = await tx
      .select({
        id: appointments.id,
        state: appointments.state,
        coachId: appointments.coachId,
        centerId: appointments.centerId,
        startsAt: appointments.startsAt,
      })
      .from(appointments)
      .where(and(eq(appointments.state, 'offered'), lte(appointments.offerExpiresAt, now)))
      .limit(200)
      .for('update', { skipLocked: true });
    if (lapsed.length === 0) return [];
    for (const offer of lapsed) await moveAppointment(tx, offer, 'expired');
    const offers: Offer[] = [];
    for (const slot of lapsed) {
      const offer = await offerNext(ctx, tx, slot, now);
      if (offer) offers.push(offer);
    }
    return offers;
  });
}

const slotBooked = () =>
  new ServiceError('conflict', 'This place was taken by another player before you confirmed. Look for another time.', {
    code: SCHEDULING_CODES.waitingSlotBooked,
    data: { appointmentState: 'booked' },
  });

/**
 * Confirms the waiting-list place offered to the player: the entry becomes their appointment and
 * uses a credit. Answers code 50006 when the place is no longer theirs to take (booked by
 * someone else, or the offer ran out and passed on), 404 for another player's entry.
 */
export async function confirmWaitingList(
  ctx: Ctx,
  caller: PlayerCaller,
  id: number,
  timeZone: string | undefined,
  locale: Locale,
): Promise<WaitingListConfirmation> {
  const zone = checkZone(timeZone);
  const now = ctx.clock.now();
  try {
    await inTransaction(ctx.db, async (tx) => {
      const [entry] = await tx.select().from(appointments).where(ownedAppointment(caller, id)).limit(1).for('update');
      if (!entry) throw notFound('This waiting-list place');
      if (entry.state === 'scheduled') return; // confirmed already: answering again is harmless
      if (entry.state !== 'offered' && entry.state !== 'waiting') throw slotBooked();
      if (entry.state === 'waiting' || (entry.offerExpiresAt && entry.offerExpiresAt <= now)) {
        throw new ServiceError(
          'conflict',
          entry.state === 'waiting'
            ? 'This time is still booked. We will tell you as soon as it frees up.'
            : 'Your offer for this place ran out and passed to the next player.',
          {
            code: SCHEDULING_CODES.waitingSlotBooked,
            data: { appointmentState: entry.state === 'waiting' ? 'booked' : 'expired' },
          },
        );
      }
      const [type] = await tx.select().from(lessonTypes).where(eq(lessonTypes.id, entry.lessonTypeId)).limit(1);
      const packId = await spendCredits(tx, entry.playerId, type!.kind as 'lesson' | 'practice', type!.credits, now);
      await moveAppointment(tx, entry, 'confirmed', { offerExpiresAt: null, creditPackId: packId, creditsUsed: packId === null ? 0 : type!.credits });
      await tellPlayer(ctx, tx, 'booked', entry.id);
    });
  } catch (error) {
    if (violates(error, 'appointments_coach_no_overlap')) throw slotBooked();
    if (violates(error, 'appointments_player_no_overlap')) {
      throw new ServiceError('conflict', 'You already have an appointment at this time. Cancel or move it first.', {
        code: SCHEDULING_CODES.overlapsOwnAppointment,
      });
    }
    throw error;
  }
  const [row] = await selectAppointments(ctx.db, eq(appointments.id, id));
  const appointment = toAppointment(row!, zone, locale, now);
  return { appointmentState: appointment.appointmentState, appointment };
}

/** Waiting-list entries a player holds now, so they cannot flood a coach's lists. */
export async function waitingCount(tx: Db, playerId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(eq(appointments.playerId, playerId), inArray(appointments.state, ['waiting', 'offered']), gt(appointments.startsAt, now)));
  return row?.n ?? 0;
}
