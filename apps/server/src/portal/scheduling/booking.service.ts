import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { SCHEDULING_CODES, type BookAppointmentsResult, type BookingItem, type Locale } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { insertFrom, inTransaction, isContention, rowsOf, violates } from '../../platform/db/index.ts';
import { notFound, ServiceError } from '../../platform/errors.ts';
import { ownedAppointment } from './access.ts';
import { selectAppointments, toAppointment, type AppointmentRow } from './appointment-view.ts';
import { cancelInside } from './cancel.ts';
import { tellingPlayerAbout } from './notices.ts';
import { noCredit, spendingUpdate } from './credits.service.ts';
import { bookingContext, busyWindow, sameSite, slotsOf } from './openings.service.ts';
import { DEFAULT_POLICY, type Policy } from './policy.ts';
import { statements, type BookingJson } from './statements.ts';
import { appointments, lessonTypes } from './scheduling.tables.ts';
import { answerZone, startOfSlot } from './time.ts';
import { offerNext, waitingCount, type Offer } from './waiting-list.service.ts';

/** A player may wait for this many places at once. */
export const MAX_WAITING = 5;

/** The booking's center, lesson type and rules, and what its answer shows of the coach and the player. */
interface Context {
  center: NonNullable<BookingJson['center']>;
  lessonType: NonNullable<BookingJson['lessonType']>;
  policy: Policy;
  /** The center's own notice hours; null when it keeps the defaults (as an appointment card reads it). */
  cancelNoticeHours: number | null;
  coach: { id: number; firstName: string; lastName: string };
  player: { id: number; firstName: string; lastName: string };
}

interface Prepared {
  item: BookingItem;
  index: number;
  playerId: number;
  /** The player's own handedness: a booking that does not say takes it. */
  handedness: string;
  booking: Context;
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

/** The player, the booking context and the coach's rules and time, in one statement (checks in the order they always ran). */
async function readBooking(ctx: Ctx, caller: PlayerCaller, item: BookingItem, start: number) {
  const window = busyWindow(start, start + 1);
  const [result] = await statements(ctx.db).booking.execute({
    centerId: item.centerId,
    lessonTypeId: item.appointmentType,
    coachId: item.coachId,
    playerId: item.playerId ?? caller.subjectId,
    me: caller.subjectId,
    family: !caller.parentPlayerId,
    before: window.before.toISOString(),
    after: window.after.toISOString(),
    start: new Date(start).toISOString(),
    // No appointment lasts a day: those starting later cannot overlap.
    startsBefore: new Date(start + 86_400_000).toISOString(),
  });
  const row = result!.value;
  if (!row.player) throw notFound('This player');
  if (!row.center || !sameSite(row.center.region, caller.region)) throw notFound('This center');
  if (!row.lessonType) throw notFound('This lesson type at this center');
  return { row, player: row.player, center: row.center, lessonType: row.lessonType, policy: row.policy ?? DEFAULT_POLICY };
}

/** Checks one requested booking against everything the database does not enforce by itself. */
async function prepare(ctx: Ctx, caller: PlayerCaller, item: BookingItem, index: number, now: Date): Promise<Prepared> {
  answerZone(item.timeZone, 'UTC');
  const start = new Date(startOfSlot(item.slotNumber));
  const { row, player, center, lessonType, policy } = await readBooking(ctx, caller, item, start.getTime());
  const end = new Date(start.getTime() + lessonType.durationMinutes * 60_000);
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
    const oldPolicy = old.centerId === center.id ? policy : (await bookingContext(ctx.db, caller, old.centerId, old.lessonTypeId)).policy;
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
    const mine = row.mine.filter(([, , from, to]) => from < end.getTime() && to > start.getTime()).map(([id, kind]) => ({ id, kind }));
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

  // The same rules the openings list applies: working and opening hours, grid, buffers; the time of
  // the appointments it replaces counts as free.
  const coach = row.coaches[0];
  if (!coach) throw notFound('This coach at this center');
  const busy = row.busy
    .filter(([id]) => !replaces.includes(id))
    .map(([, coachId, from, to, blockedUntil]) => ({ coachId, start: from, end: to, blockedUntil }));
  const hoursOf = (rows: [number, string, string][]) => rows.map(([weekday, from, to]) => ({ weekday, from, to }));
  const { candidates } = slotsOf(
    { center, lessonType, policy },
    [{ ...coach, hours: hoursOf(coach.hours) }],
    hoursOf(row.centerHours),
    busy,
    start.getTime(),
    start.getTime() + 1,
    now.getTime(),
  );
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
  const booking: Context = {
    center,
    lessonType,
    policy,
    cancelNoticeHours: row.policy?.cancelNoticeHours ?? null,
    coach: { id: coach.id, firstName: coach.firstName, lastName: coach.lastName },
    player: { id: player.id, firstName: player.firstName, lastName: player.lastName },
  };
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
  // One statement spends the credit, inserts the appointment and tells the player: all of it, or
  // (no pack with the credits left) none. Alone in a booking, it needs no transaction around it.
  const kind = lessonType.kind as 'lesson' | 'practice';
  const spent = lessonType.credits > 0 ? spendingUpdate(tx, p.playerId, kind, lessonType.credits, now).getSQL() : sql`select null::int as id`;
  const described = { lessonType, center, coach: p.booking.coach, a: { startsAt: p.start, offerExpiresAt: null } };
  const notice = tellingPlayerAbout(ctx, p.item.wuci === undefined ? 'booked' : 'rescheduled', p.playerId, described, sql`booked`);
  const [row] = await rowsOf<{ id: number; credit_pack_id: number | null; created: number }>(
    tx,
    sql`with spent as (${spent}),
      booked as (${insertFrom(appointments, { ...base, state: 'scheduled', creditPackId: sql`spent.id`, creditsUsed: lessonType.credits }, sql`spent`)} returning id, credit_pack_id, (extract(epoch from created_at) * 1000)::float8 as created),
      told as (${notice})
    select * from booked`,
  );
  if (!row) throw noCredit(kind);
  // The card as selectAppointments reads it, from the inserted row and what the checks read (not read back).
  return {
    a: {
      ...base,
      id: row.id,
      state: 'scheduled',
      creditPackId: row.credit_pack_id,
      creditsUsed: lessonType.credits,
      offerExpiresAt: null,
      canceledAt: null,
      isLateCancel: false,
      createdAt: new Date(row.created),
    },
    lessonType: { id: lessonType.id, code: lessonType.code, kind: lessonType.kind, names: lessonType.names },
    center: { id: center.id, name: center.name, timeZone: center.timeZone },
    coach: p.booking.coach,
    player: p.booking.player,
    cancelNoticeHours: p.booking.cancelNoticeHours,
    waitingPosition: null,
  };
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
    // One new booking is one statement (write), atomic by itself: no transaction, two round trips fewer.
    const [only] = prepared;
    const alone = prepared.length === 1 && only!.replaces.length === 0 && !only!.item.isWaitingList;
    rows = alone
      ? [await write(ctx, ctx.db, caller, only!, now)]
      : await inTransaction(ctx.db, async (tx) => {
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
