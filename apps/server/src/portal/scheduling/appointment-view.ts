import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Appointment, AppointmentState, Locale } from '@golf/contracts';
import type { Db } from '../../platform/db/index.ts';
import { centerRows, coachHeads, playerHeads } from '../account/index.ts';
import { nameIn } from './names.ts';
import { DEFAULT_POLICY, freeCancelUntil } from './policy.ts';
import { appointments, lessonTypes, schedulingPolicies } from './scheduling.tables.ts';
import { localDate, localIso } from './time.ts';

/** One query for everything an appointment card shows; `where` picks the rows. */
export function selectAppointments(db: Db, where: SQL) {
  return db
    .select({
      a: appointments,
      lessonType: { id: lessonTypes.id, code: lessonTypes.code, kind: lessonTypes.kind, names: lessonTypes.names },
      center: { id: centerRows.id, name: centerRows.name, timeZone: centerRows.timeZone },
      coach: { id: coachHeads.id, firstName: coachHeads.firstName, lastName: coachHeads.lastName },
      player: { id: playerHeads.id, firstName: playerHeads.firstName, lastName: playerHeads.lastName },
      cancelNoticeHours: schedulingPolicies.cancelNoticeHours,
      // Place in line: waiting players of the same slot who joined earlier, plus this one.
      waitingPosition: sql<number | null>`case when ${appointments.state} in ('waiting', 'offered') then (
        select count(*)::int from ${appointments} as w where w.coach_id = ${appointments.coachId} and w.starts_at = ${appointments.startsAt}
          and w.state in ('waiting', 'offered') and (w.created_at, w.id) <= (${appointments.createdAt}, ${appointments.id})) end`,
    })
    .from(appointments)
    .innerJoin(lessonTypes, eq(lessonTypes.id, appointments.lessonTypeId))
    .innerJoin(centerRows, eq(centerRows.id, appointments.centerId))
    .innerJoin(coachHeads, eq(coachHeads.id, appointments.coachId))
    .innerJoin(playerHeads, eq(playerHeads.id, appointments.playerId))
    .leftJoin(schedulingPolicies, eq(schedulingPolicies.centerId, appointments.centerId))
    .where(where)
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
}

export type AppointmentRow = Awaited<ReturnType<typeof selectAppointments>>[number];

/** What an appointment card is made from: the columns of a row that toAppointment reads. */
export type AppointmentCard = Omit<AppointmentRow, 'a'> & {
  a: Pick<
    AppointmentRow['a'],
    'id' | 'state' | 'startsAt' | 'endsAt' | 'offerExpiresAt' | 'creditPackId' | 'note' | 'isLateCancel' | 'handedness' | 'creditsUsed'
  >;
};

export { nameIn };

/** The state a person should see: a scheduled appointment that has ended reads as completed. */
export function shownState(a: Pick<AppointmentRow['a'], 'state' | 'endsAt' | 'offerExpiresAt'>, now: Date): AppointmentState {
  switch (a.state) {
    case 'scheduled':
      return a.endsAt <= now ? 'completed' : 'scheduled';
    case 'offered':
      return a.offerExpiresAt && a.offerExpiresAt <= now ? 'expired' : 'offered';
    case 'waiting':
    case 'canceled':
    case 'expired':
      return a.state;
    default: {
      const unknown: never = a.state;
      throw new Error(`unknown appointment state ${String(unknown)}`);
    }
  }
}

/** An appointment as the web app reads it, with local times in `zone` (default: the center's). */
export function toAppointment(row: AppointmentCard, zone: string | undefined, locale: Locale, now: Date): Appointment {
  const { a } = row;
  const tz = zone ?? row.center.timeZone;
  const state = shownState(a, now);
  const noticeHours = row.cancelNoticeHours ?? DEFAULT_POLICY.cancelNoticeHours;
  const freeUntil = freeCancelUntil(a.startsAt, { cancelNoticeHours: noticeHours });
  const isFuture = a.startsAt > now;
  const isOpen = state === 'scheduled' || state === 'waiting' || state === 'offered';
  return {
    id: a.id,
    date: localDate(a.startsAt, tz),
    startTime: localIso(a.startsAt, tz),
    endTime: localIso(a.endsAt, tz),
    timeZone: tz,
    durationMinutes: Math.round((a.endsAt.getTime() - a.startsAt.getTime()) / 60_000),
    appointmentState: state,
    isWaitingList: a.state === 'waiting' || a.state === 'offered' || (a.state === 'expired' && a.creditPackId === null),
    waitingPosition: row.waitingPosition,
    offerExpiresAt: a.state === 'offered' && a.offerExpiresAt ? localIso(a.offerExpiresAt, tz) : null,
    note: a.note,
    on24HConfirmed: a.isLateCancel,
    handedness: a.handedness,
    lessonType: {
      id: row.lessonType.id,
      code: row.lessonType.code,
      kind: row.lessonType.kind as 'lesson' | 'practice',
      name: nameIn(row.lessonType.names, locale),
    },
    center: row.center,
    coach: row.coach,
    player: row.player,
    creditsUsed: a.creditsUsed,
    cancelPolicy: { noticeHours, freeCancelUntil: localIso(freeUntil, tz), isInsideNoticeWindow: state === 'scheduled' && now >= freeUntil },
    canCancel: isOpen && isFuture,
    canReschedule: state === 'scheduled' && isFuture && (now < freeUntil || row.lessonType.kind === 'practice'),
  };
}
