import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { statementCache, type Db } from '../../platform/db/index.ts';
import { centers, coaches } from '../account/index.ts';
import { selectAppointments } from './appointment-view.ts';
import { appointments, centerHours, centerLessonTypes, coachHours, lessonTypes, schedulingPolicies } from './scheduling.tables.ts';

/**
 * Prepared statements of the busiest reads. Planning their joins cost PostgreSQL several times
 * what running them did; prepared once per connection, the plan is reused. One set per database
 * handle (statementCache).
 */

export const MAX_LISTED = 500;
const OPEN_STATES = ['scheduled', 'waiting', 'offered'];
const ALL_STATES = [...OPEN_STATES, 'canceled', 'expired'];

function listOf(db: Db, states: string[], name: string) {
  const me = sql.placeholder('me');
  return selectAppointments(
    db,
    and(
      or(eq(appointments.playerId, me), eq(appointments.bookedBy, me)),
      inArray(appointments.state, states),
      sql`${appointments.startsAt} >= ${sql.placeholder('from')}`,
      sql`${appointments.startsAt} < ${sql.placeholder('to')}`,
    )!,
  )
    .limit(MAX_LISTED)
    .prepare(name);
}

function prepareAll(db: Db) {
  return {
    openList: listOf(db, OPEN_STATES, 'appointments_list_open'),
    fullList: listOf(db, ALL_STATES, 'appointments_list_all'),
    bookingContext: db
      .select({ center: centers, lessonType: lessonTypes, policy: schedulingPolicies })
      .from(centers)
      .leftJoin(centerLessonTypes, and(eq(centerLessonTypes.centerId, centers.id), sql`${centerLessonTypes.lessonTypeId} = ${sql.placeholder('lessonTypeId')}`))
      .leftJoin(lessonTypes, and(eq(lessonTypes.id, centerLessonTypes.lessonTypeId), eq(lessonTypes.isActive, true)))
      .leftJoin(schedulingPolicies, eq(schedulingPolicies.centerId, centers.id))
      .where(sql`${centers.id} = ${sql.placeholder('centerId')}`)
      .limit(1)
      .prepare('scheduling_booking_context'),
    busy: db
      .select({ coachId: appointments.coachId, startsAt: appointments.startsAt, endsAt: appointments.endsAt, blockedUntil: appointments.blockedUntil })
      .from(appointments)
      .where(
        and(
          sql`${appointments.coachId} = any(${sql.placeholder('coachIds')}::int[])`,
          inArray(appointments.state, ['scheduled', 'offered']),
          lt(appointments.startsAt, sql.placeholder('before')),
          // A lower bound on starts_at keeps the index range short (no appointment lasts a day).
          gt(appointments.startsAt, sql.placeholder('startsAfter')),
          gt(appointments.blockedUntil, sql.placeholder('after')),
        ),
      )
      .prepare('scheduling_busy'),
    coachesWithHours: db
      .select({
        id: coaches.id,
        firstName: coaches.firstName,
        lastName: coaches.lastName,
        weekday: coachHours.weekday,
        from: coachHours.startsAt,
        to: coachHours.endsAt,
      })
      .from(coaches)
      .leftJoin(coachHours, eq(coachHours.coachId, coaches.id))
      .where(
        and(
          sql`${coaches.centerId} = ${sql.placeholder('centerId')}`,
          sql`(${sql.placeholder('coachId')}::int is null or ${coaches.id} = ${sql.placeholder('coachId')}::int)`,
        ),
      )
      .orderBy(asc(coaches.id))
      .prepare('scheduling_coaches_with_hours'),
    centerHours: db
      .select()
      .from(centerHours)
      .where(sql`${centerHours.centerId} = ${sql.placeholder('centerId')}`)
      .prepare('scheduling_center_hours'),
  };
}

/** The busiest reads' statements of a database handle, prepared on first use. */
export const statements = statementCache(prepareAll);
