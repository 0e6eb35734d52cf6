import { eq } from 'drizzle-orm';
import { SCHEDULING_CODES, type Appointment, type CancelAppointmentBody, type Locale } from '@golf/contracts';
import { inTransaction } from '../../platform/db/index.ts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { invalid, notFound, ServiceError } from '../../platform/errors.ts';
import { centerRows, findPlayer } from '../account/index.ts';
import { ownedAppointment } from './access.ts';
import { listedAppointments } from './appointment-list.ts';
import { selectAppointments, shownState, toAppointment } from './appointment-view.ts';
import { cancelInside } from './cancel.ts';
import { tellPlayer } from './notices.ts';
import { freeCancelUntil, policyOf } from './policy.ts';
import { appointments } from './scheduling.tables.ts';
import { answerZone, checkZone, localDays, startOfLocalDate } from './time.ts';
import type { Offer } from './waiting-list.service.ts';

/** The zone to read dates in when the caller gives none: the home center's, else UTC. */
async function homeZone(ctx: Ctx, caller: PlayerCaller): Promise<string> {
  const player = await findPlayer(ctx.db, caller.subjectId);
  if (!player?.centerId) return 'UTC';
  const [center] = await ctx.db.select({ timeZone: centerRows.timeZone }).from(centerRows).where(eq(centerRows.id, player.centerId)).limit(1);
  return center?.timeZone ?? 'UTC';
}

/** From the first of this month (of today's UTC date), for a year: by arithmetic on plain midnights (localDays). */
function defaultWindow(now: Date, zone: string): [Date, Date] {
  const [year, month] = [now.getUTCFullYear(), now.getUTCMonth()];
  const first = `${now.toISOString().slice(0, 7)}-01`;
  const [from, to] = localDays(first, zone, (Date.UTC(year + 1, month, 1) - Date.UTC(year, month, 1)) / 86_400_000);
  return [new Date(from), new Date(to)];
}

/** The local dates asked for, refused when reversed or longer than two years. */
function askedWindow(fromDate: string | undefined, toDate: string | undefined, zone: string, now: Date): [Date, Date] {
  const from = fromDate ? startOfLocalDate(fromDate, zone, 'from') : startOfLocalDate(now.toISOString().slice(0, 10), zone).startOf('month');
  const to = toDate ? startOfLocalDate(toDate, zone, 'to').plus({ days: 1 }) : from.plus({ years: 1 });
  if (to <= from) throw invalid('to', 'to must be the same day as from or later.');
  if (to.diff(from, 'days').days > 731) throw invalid('to', 'Ask for at most two years of appointments at once.');
  return [from.toJSDate(), to.toJSDate()];
}

/**
 * The caller's appointments and waiting-list places (and those they booked for their family)
 * starting between two local dates: by default from the first of this month, for a year.
 * Cancelled ones only when asked.
 */
export async function listAppointments(
  ctx: Ctx,
  caller: PlayerCaller,
  query: { timeZone?: string; from?: string; to?: string; includeCanceled?: boolean },
  locale: Locale,
): Promise<Appointment[]> {
  const zone = query.timeZone !== undefined ? answerZone(query.timeZone, 'UTC') : await homeZone(ctx, caller);
  const now = ctx.clock.now();
  const [from, to] = query.from || query.to ? askedWindow(query.from, query.to, zone, now) : defaultWindow(now, zone);
  const rows = await listedAppointments(ctx.db, caller.subjectId, from, to, query.includeCanceled === true);
  return rows.map((r) => toAppointment(r, query.timeZone === undefined ? undefined : zone, locale, now));
}

/** One appointment of the caller; another player's answers 404. */
export async function appointmentDetail(ctx: Ctx, caller: PlayerCaller, id: number, timeZone: string | undefined, locale: Locale): Promise<Appointment> {
  const zone = checkZone(timeZone);
  const [row] = await selectAppointments(ctx.db, ownedAppointment(caller, id));
  if (!row) throw notFound('This appointment');
  return toAppointment(row, zone, locale, ctx.clock.now());
}

/**
 * Cancels an appointment or leaves a waiting list. Inside the center's notice window the player
 * must confirm (`on24HConfirmed`), and the credit is then kept by the center (code 50007 until
 * confirmed). A past appointment cannot be cancelled. The freed time is offered to the first
 * player waiting for it.
 */
export async function cancelAppointment(
  ctx: Ctx,
  caller: PlayerCaller,
  body: CancelAppointmentBody,
  locale: Locale,
): Promise<{ appointment: Appointment; offer: Offer | null }> {
  const zone = checkZone(body.timeZone);
  const now = ctx.clock.now();
  const [row] = await selectAppointments(ctx.db, ownedAppointment(caller, body.id));
  if (!row) throw notFound('This appointment');
  const shown = toAppointment(row, zone, locale, now);
  if (body.appointmentState !== undefined && body.appointmentState !== shown.appointmentState) {
    throw new ServiceError('conflict', `This appointment is now ${shown.appointmentState}. Reload to see it as it is.`, {
      code: SCHEDULING_CODES.notChangeable,
      data: shown,
    });
  }
  if (body.isWaitingList !== undefined && body.isWaitingList !== shown.isWaitingList) {
    throw invalid(
      'isWaitingList',
      shown.isWaitingList ? 'This is a waiting-list place, not an appointment.' : 'This is an appointment, not a waiting-list place.',
    );
  }
  if (!shown.canCancel)
    throw new ServiceError('rule', 'This appointment has already taken place or was cancelled, so it cannot be cancelled.', {
      code: SCHEDULING_CODES.notChangeable,
    });

  const policy = await policyOf(ctx.db, row.a.centerId);
  const isLate = shownState(row.a, now) === 'scheduled' && now >= freeCancelUntil(row.a.startsAt, policy) && row.a.creditsUsed > 0;
  if (isLate && !body.on24HConfirmed) {
    throw new ServiceError(
      'rule',
      `This lesson starts in less than ${policy.cancelNoticeHours} hours. If you cancel now, its ${row.a.creditsUsed === 1 ? 'credit is' : `${row.a.creditsUsed} credits are`} not returned. Confirm to cancel anyway.`,
      { code: SCHEDULING_CODES.lateCancelNeedsConfirmation, data: { noticeHours: policy.cancelNoticeHours, creditsForfeited: row.a.creditsUsed } },
    );
  }
  const result = await inTransaction(ctx.db, async (tx) => {
    const done = await cancelInside(ctx, tx, row.a.id, now, { isLate, note: body.note?.trim(), offerFreedSlot: true });
    if (done && done.before.state === 'scheduled') await tellPlayer(ctx, tx, 'canceled', row.a.id);
    return done;
  });
  if (!result) throw new ServiceError('conflict', 'This appointment changed meanwhile. Reload to see it as it is.', { code: SCHEDULING_CODES.notChangeable });
  const [after] = await selectAppointments(ctx.db, eq(appointments.id, row.a.id));
  return { appointment: toAppointment(after!, zone, locale, now), offer: result.offer };
}
