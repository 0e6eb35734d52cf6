import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import { SCHEDULING_CODES, type BookAppointmentsResult, type BookingItem, type Locale } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { inTransaction, isContention, violates } from '../../platform/db/index.ts';
import { notFound, ServiceError } from '../../platform/errors.ts';
import { bookablePlayer, ownedAppointment } from './access.ts';
import { selectAppointments, toAppointment, type AppointmentRow } from './appointment-view.ts';
import { cancelInside } from './cancel.ts';
import { tellPlayerAbout } from './notices.ts';
import { spendCredits } from './credits.service.ts';
import { bookingContext, candidatesFor, type BookingContext } from './openings.service.ts';
import { appointments, lessonTypes } from './scheduling.tables.ts';
import { answerZone, startOfSlot } from './time.ts';
import { offerNext, waitingCount, type Offer } from './waiting-list.service.ts';

/** A player may wait for this many places at once. */
export const MAX_WAITING = 5;

interface Prepared {
  item: BookingItem;
  index: number;
  playerId: number;
  /** The player's own handedness: a booking that does not say takes it. */
  handedness: string;
  booking: BookingContext;
  start: Date;
  end: Date;
  /** Appointments of the player this booking cancels: the rescheduled one and overridden practice. */
  replaces: number[];
  /** For the coach: what the player wrote, or on a reschedule the note of the moved appointment. */
  note: string;
}

const handednessOf = (h: BookingItem['handedness'], fallback: string) => (h === undefined ? fallback : h === 'l' || h === 'left' ? 'left' : 'right');

const refuse = (kind: 'rule' | 'conflict', code: number, index: number, message: string, data: object = {}) =>
  new ServiceError(kind, message, { code, data: { index, ...data } });

/** Checks one requested booking against everything the database does not enforce by itself. */
async function prepare(ctx: Ctx, caller: PlayerCaller, item: BookingItem, index: number, now: Date): Promise<Prepared> {
  answerZone(item.timeZone, 'UTC');
  const player = await bookablePlayer(ctx.db, caller, item.playerId ?? caller.subjectId);
  const booking = await bookingContext(ctx.db, caller, item.centerId, item.appointmentType);
  const start = new Date(startOfSlot(item.slotNumber));
  const end = new Date(start.getTime() + booking.lessonType.durationMinutes * 60_000);
  const { policy } = booking;
  if (start.getTime() < now.getTime() + policy.minNoticeMinutes * 60_000) {
    throw refuse(
      'rule',
      SCHEDULING_CODES.outsideBookingWindow,
      index,
      `Book at least ${Math.round(policy.minNoticeMinutes / 60) || 1} hour(s) ahead at this center; pick a later time.`,
    );
  }
  if (start.getTime() > now.getTime() + policy.horizonDays * 86_400_000) {
    throw refuse(
      'rule',
      SCHEDULING_CODES.outsideBookingWindow,
      index,
      `This center takes bookings up to ${policy.horizonDays} days ahead; pick an earlier date.`,
    );
  }

  const replaces: number[] = [];
  let note = item.requestedPayload?.note?.trim() ?? '';
  if (item.wuci !== undefined) {
    const [old] = await ctx.db.select().from(appointments).where(ownedAppointment(caller, item.wuci)).limit(1);
    if (!old || old.playerId !== player.id) throw notFound('The appointment to reschedule');
    if (old.state !== 'scheduled' || old.startsAt <= now)
      throw refuse('rule', SCHEDULING_CODES.notChangeable, index, 'This appointment can no longer be moved.');
    const [oldType] = await ctx.db.select({ kind: lessonTypes.kind }).from(lessonTypes).where(eq(lessonTypes.id, old.lessonTypeId));
    const oldPolicy = old.centerId === booking.center.id ? policy : (await bookingContext(ctx.db, caller, old.centerId, old.lessonTypeId)).policy;
    if (oldType?.kind !== 'practice' && old.startsAt.getTime() - now.getTime() < oldPolicy.cancelNoticeHours * 3_600_000) {
      throw refuse(
        'rule',
        SCHEDULING_CODES.notChangeable,
        index,
        `Lessons can be moved until ${oldPolicy.cancelNoticeHours} hours before they start. Cancel it instead.`,
      );
    }
    replaces.push(old.id);
    note ||= old.note;
  }
  if (!item.isWaitingList) {
    const mine = await ctx.db
      .select({ id: appointments.id, kind: lessonTypes.kind })
      .from(appointments)
      .innerJoin(lessonTypes, eq(lessonTypes.id, appointments.lessonTypeId))
      .where(and(eq(appointments.playerId, player.id), eq(appointments.state, 'scheduled'), lt(appointments.startsAt, end), gt(appointments.endsAt, start)));
    for (const other of mine.filter((m) => !replaces.includes(m.id))) {
      if (item.replaceBookedAppointments && other.kind === 'practice') replaces.push(other.id);
      else {
        throw refuse(
          'conflict',
          SCHEDULING_CODES.overlapsOwnAppointment,
          index,
          other.kind === 'practice' ? 'You have a practice session at this time. Replace it with this booking?' : 'You already have a lesson at this time.',
          {
            appointmentId: other.id,
            canReplace: other.kind === 'practice',
          },
        );
      }
    }
  }

  // The same rules the openings list applies: working and opening hours, grid, buffers.
  const { candidates } = await candidatesFor(ctx.db, booking, item.coachId, start.getTime(), start.getTime() + 1, now, replaces);
  const slot = candidates.find((c) => c.coachId === item.coachId && c.start === start.getTime());
  if (item.isWaitingList) {
    if (!slot?.isFull)
      throw refuse(
        'rule',
        SCHEDULING_CODES.notOpen,
        index,
        slot ? 'This time is open: book it instead of waiting.' : 'There is no appointment at this time to wait for.',
      );
    const [own] = await ctx.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.playerId, player.id),
          eq(appointments.coachId, item.coachId),
          eq(appointments.startsAt, start),
          inArray(appointments.state, ['scheduled', 'offered']),
        ),
      )
      .limit(1);
    if (own)
      throw refuse('conflict', SCHEDULING_CODES.overlapsOwnAppointment, index, 'This time is your own lesson: there is no waiting list for you to join.', {
        appointmentId: own.id,
      });
  } else if (!slot) {
    throw refuse('rule', SCHEDULING_CODES.notOpen, index, 'The coach is not available at this time. Choose one of the open times.');
  } else if (slot.isFull) {
    throw refuse('conflict', SCHEDULING_CODES.slotTaken, index, 'This time was just booked by another player. Join its waiting list or choose another time.');
  }
  return { item, index, playerId: player.id, handedness: player.handedness, booking, start, end, replaces, note };
}

/** Writes one prepared booking inside the caller's transaction; returns it as a card reads it. */
async function write(ctx: Ctx, tx: Db, caller: PlayerCaller, p: Prepared, now: Date): Promise<AppointmentRow> {
  for (const id of p.replaces) {
    const result = await cancelInside(ctx, tx, id, now, { isLate: false, note: undefined, offerFreedSlot: false });
    if (!result) throw refuse('conflict', SCHEDULING_CODES.notChangeable, p.index, 'The appointment being replaced changed meanwhile. Reload and try again.');
  }
  const { lessonType, policy, center } = p.booking;
  const base = {
    playerId: p.playerId,
    bookedBy: caller.subjectId,
    coachId: p.item.coachId,
    centerId: center.id,
    lessonTypeId: lessonType.id,
    startsAt: p.start,
    endsAt: p.end,
    blockedUntil: new Date(p.end.getTime() + policy.bufferMinutes * 60_000),
    handedness: handednessOf(p.item.handedness, p.handedness),
    note: p.note,
    replacesId: p.replaces[0] ?? null,
  };
  if (p.item.isWaitingList) {
    if ((await waitingCount(tx, p.playerId, now)) >= MAX_WAITING) {
      throw refuse('rule', SCHEDULING_CODES.notOpen, p.index, `You can wait for at most ${MAX_WAITING} places at once. Leave a waiting list first.`);
    }
    const [row] = await tx
      .insert(appointments)
      .values({ ...base, state: 'waiting' })
      .returning({ id: appointments.id });
    return (await selectAppointments(tx, eq(appointments.id, row!.id)))[0]!;
  }
  const packId = await spendCredits(tx, p.playerId, lessonType.kind as 'lesson' | 'practice', lessonType.credits, now);
  const [row] = await tx
    .insert(appointments)
    .values({ ...base, state: 'scheduled', creditPackId: packId, creditsUsed: packId === null ? 0 : lessonType.credits })
    .returning({ id: appointments.id });
  // Read once, in the transaction: the notice and the answer are both made from this row.
  const [booked] = await selectAppointments(tx, eq(appointments.id, row!.id));
  await tellPlayerAbout(ctx, tx, p.item.wuci === undefined ? 'booked' : 'rescheduled', booked!);
  return booked!;
}

/**
 * Books the requested slots, all or none: new appointments, waiting-list places (`isWaitingList`),
 * reschedules (`wuci`) and overrides of the player's own practice bookings
 * (`replaceBookedAppointments`). The database refuses a coach booked twice or a player booked at
 * two places at once, whatever the race; each refusal names the item (`data.index`).
 */
export async function bookAppointments(
  ctx: Ctx,
  caller: PlayerCaller,
  items: BookingItem[],
  locale: Locale,
): Promise<BookAppointmentsResult & { offers: Offer[] }> {
  const now = ctx.clock.now();
  const prepared: Prepared[] = [];
  for (const [index, item] of items.entries()) prepared.push(await prepare(ctx, caller, item, index, now));
  let current = 0;
  let rows: AppointmentRow[];
  try {
    rows = await inTransaction(ctx.db, async (tx) => {
      const out: AppointmentRow[] = [];
      for (const p of prepared) {
        current = p.index;
        out.push(await write(ctx, tx, caller, p, now));
      }
      return out;
    });
  } catch (error) {
    // A deadlock that outlived the retries is another booking of the same time winning: say so.
    if (violates(error, 'appointments_coach_no_overlap') || isContention(error)) {
      throw refuse(
        'conflict',
        SCHEDULING_CODES.slotTaken,
        current,
        'This time was just booked by another player. Join its waiting list or choose another time.',
      );
    }
    if (violates(error, 'appointments_player_no_overlap'))
      throw refuse('conflict', SCHEDULING_CODES.overlapsOwnAppointment, current, 'You already have an appointment at this time.');
    if (violates(error, 'appointments_one_wait_per_slot'))
      throw refuse('conflict', SCHEDULING_CODES.notOpen, current, 'You are already on the waiting list for this time.');
    throw error;
  }
  const replaced = prepared.flatMap((p) => p.replaces);
  // The places freed by reschedules go to their waiting lists once the new bookings stand.
  const offers: Offer[] = [];
  for (const id of replaced) {
    const offer = await inTransaction(ctx.db, async (tx) => {
      const [old] = await tx
        .select()
        .from(appointments)
        .where(and(eq(appointments.id, id), ne(appointments.state, 'scheduled')))
        .limit(1);
      return old ? offerNext(ctx, tx, old, now) : null;
    });
    if (offer) offers.push(offer);
  }
  return {
    appointments: rows.map((row, i) => toAppointment(row, items[i]!.timeZone, locale, now)),
    replaced,
    offers,
  };
}
