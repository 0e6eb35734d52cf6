import { and, asc, eq, sql } from 'drizzle-orm';
import { statementCache, type Db } from '../../platform/db/index.ts';
import { centerRows, coachHeads } from '../account/index.ts';
import type { Policy } from './policy.ts';
import { appointments, centerHours, centerLessonTypes, coachHours, lessonTypes, schedulingPolicies } from './scheduling.tables.ts';

/**
 * Prepared statements of the busiest reads. Planning their joins cost PostgreSQL several times
 * what running them did; prepared once per connection, the plan is reused. One set per database
 * handle (statementCache).
 */

/** What the openings of a lesson type at a center need, built by PostgreSQL in one statement. */
export interface OpeningsJson {
  center: { id: number; region: string; timeZone: string } | null;
  lessonType: { id: number; durationMinutes: number } | null;
  policy: Policy | null;
  /** [ISO weekday, opens, closes] */
  centerHours: [number, string, string][];
  /** In id order, with their working hours as [ISO weekday, from, to]. */
  coaches: { id: number; firstName: string; lastName: string; hours: [number, string, string][] }[];
  /** Time the coaches hold: [coach, start ms, end ms, blocked-until ms]. */
  busy: [number, number, number, number][];
  /** Players waiting per coach and start (only when full slots are asked for): [coach, start ms, count]. */
  waiting: [number, number, number][];
  /** The asking player's own appointments, offers included (only when full slots are asked for): [coach, start ms]. */
  mine: [number, number][];
}

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
const center = sql`${sql.placeholder('centerId')}::int`;
/** The center's coaches, or the one asked for (alias `co`). */
const theCoaches = sql`co.center_id = ${center} and (${sql.placeholder('coachId')}::int is null or co.id = ${sql.placeholder('coachId')}::int)`;

/**
 * Placeholders: centerId, lessonTypeId, coachId|null, before, after (the busy window,
 * ISO instants), waitFrom, waitTo (ISO), includeFull, me (the asking player). The center's rules, the lesson type as offered
 * there, opening hours, coaches with hours, the time they hold and, when asked, who waits for what:
 * five statements' worth of rows in one round trip.
 */
const policyJson = sql`(select json_build_object('slotStepMinutes', p.slot_step_minutes, 'bufferMinutes', p.buffer_minutes, 'minNoticeMinutes', p.min_notice_minutes,
      'horizonDays', p.horizon_days, 'cancelNoticeHours', p.cancel_notice_hours, 'offerHours', p.offer_hours)
    from portal.scheduling_policies p where p.center_id = ${center})`;
const centerHoursJson = sql`coalesce((select json_agg(json_build_array(h.weekday, h.opens_at, h.closes_at) order by h.weekday, h.opens_at)
    from portal.center_hours h where h.center_id = ${center}), '[]'::json)`;
const coachesJson = sql`coalesce((select json_agg(json_build_object('id', co.id, 'firstName', co.first_name, 'lastName', co.last_name,
      'hours', coalesce((select json_agg(json_build_array(ch.weekday, ch.starts_at, ch.ends_at) order by ch.weekday, ch.starts_at)
        from portal.coach_hours ch where ch.coach_id = co.id), '[]'::json)) order by co.id)
    from portal.coaches co where ${theCoaches}), '[]'::json)`;
/**
 * The time live appointments hold (start to blocked-until) overlapping the busy window, as the
 * coach no-overlap exclusion index states it, so that index answers with exactly those: the
 * (coach, start) index range also read every canceled and waiting appointment of the window from
 * the table (130 rows for 5 of a busy coach; 1.7 of a booking's 3.3 ms in PostgreSQL under load).
 */
const holdsTimeIn = (a: string) =>
  sql`${sql.raw(a)}.state in ('scheduled', 'offered') and tstzrange(${sql.raw(a)}.starts_at, ${sql.raw(a)}.blocked_until) && tstzrange(${sql.placeholder('after')}::timestamptz, ${sql.placeholder('before')}::timestamptz)`;
/** The coaches' appointments that hold time in the busy window (placeholders before, after). */
const heldBy = sql`portal.coaches co join portal.appointments a on a.coach_id = co.id where ${theCoaches} and ${holdsTimeIn('a')}`;

const openingsValue = sql`json_build_object(
  'center', (select json_build_object('id', c.id, 'region', c.region, 'timeZone', c.time_zone) from portal.centers c where c.id = ${center}),
  'lessonType', (select json_build_object('id', lt.id, 'durationMinutes', lt.duration_minutes)
    from portal.center_lesson_types clt join portal.lesson_types lt on lt.id = clt.lesson_type_id and lt.is_active
    where clt.center_id = ${center} and clt.lesson_type_id = ${sql.placeholder('lessonTypeId')}::int),
  'policy', ${policyJson},
  'centerHours', ${centerHoursJson},
  'coaches', ${coachesJson},
  'busy', coalesce((select json_agg(json_build_array(a.coach_id, ${ms('a.starts_at')}, ${ms('a.ends_at')}, ${ms('a.blocked_until')}))
    from ${heldBy}), '[]'::json),
  'waiting', case when ${sql.placeholder('includeFull')}::boolean then coalesce((select json_agg(json_build_array(w.coach_id, ${ms('w.starts_at')}, w.n))
    from (select a.coach_id, a.starts_at, count(*)::int as n
      from portal.coaches co join portal.appointments a on a.coach_id = co.id
      where ${theCoaches} and a.state in ('waiting', 'offered')
        and a.starts_at >= ${sql.placeholder('waitFrom')}::timestamptz and a.starts_at < ${sql.placeholder('waitTo')}::timestamptz
      group by a.coach_id, a.starts_at) w), '[]'::json) else '[]'::json end,
  'mine', case when ${sql.placeholder('includeFull')}::boolean then coalesce((select json_agg(json_build_array(a.coach_id, ${ms('a.starts_at')}))
    from portal.appointments a
    where a.player_id = ${sql.placeholder('me')}::int and a.state in ('scheduled', 'offered')
      and a.starts_at >= ${sql.placeholder('waitFrom')}::timestamptz and a.starts_at < ${sql.placeholder('waitTo')}::timestamptz), '[]'::json) else '[]'::json end)`;

/** What a booking is checked against, built by PostgreSQL in one statement (see bookingValue). */
export interface BookingJson {
  /** The player booked for: the caller, or a sub-account of a caller who is no sub-account themself. */
  player: { id: number; firstName: string; lastName: string; handedness: string } | null;
  center: { id: number; name: string; region: string; timeZone: string } | null;
  lessonType: { id: number; code: string; kind: string; names: Record<string, string>; durationMinutes: number; credits: number } | null;
  policy: Policy | null;
  centerHours: [number, string, string][];
  /** The booked coach, if at this center, with working hours as [ISO weekday, from, to]. */
  coaches: { id: number; firstName: string; lastName: string; hours: [number, string, string][] }[];
  /** Time the coach holds: [appointment, coach, start ms, end ms, blocked-until ms]. */
  busy: [number, number, number, number, number][];
  /** The player's scheduled appointments that may overlap the booking: [id, lesson kind, start ms, end ms]. */
  mine: [number, string, number, number][];
}

/**
 * Placeholders: centerId, lessonTypeId, coachId, playerId, me (the caller), family (the caller may
 * book for sub-accounts), before, after (the busy window), start, startsBefore (ISO).
 * The player, the booking context and the rules the openings apply, in one round trip (was six).
 */
const bookingValue = sql`json_build_object(
  'player', (select json_build_object('id', p.id, 'firstName', p.first_name, 'lastName', p.last_name, 'handedness', p.handedness)
    from portal.players p where p.id = ${sql.placeholder('playerId')}::int
      and (p.id = ${sql.placeholder('me')}::int or (${sql.placeholder('family')}::boolean and p.parent_id = ${sql.placeholder('me')}::int))),
  'center', (select json_build_object('id', c.id, 'name', c.name, 'region', c.region, 'timeZone', c.time_zone) from portal.centers c where c.id = ${center}),
  'lessonType', (select json_build_object('id', lt.id, 'code', lt.code, 'kind', lt.kind, 'names', lt.names, 'durationMinutes', lt.duration_minutes, 'credits', lt.credits)
    from portal.center_lesson_types clt join portal.lesson_types lt on lt.id = clt.lesson_type_id and lt.is_active
    where clt.center_id = ${center} and clt.lesson_type_id = ${sql.placeholder('lessonTypeId')}::int),
  'policy', ${policyJson},
  'centerHours', ${centerHoursJson},
  'coaches', ${coachesJson},
  'busy', coalesce((select json_agg(json_build_array(a.id, a.coach_id, ${ms('a.starts_at')}, ${ms('a.ends_at')}, ${ms('a.blocked_until')}))
    from ${heldBy}), '[]'::json),
  'mine', coalesce((select json_agg(json_build_array(a.id, lt.kind, ${ms('a.starts_at')}, ${ms('a.ends_at')}) order by a.starts_at, a.id)
    from portal.appointments a join portal.lesson_types lt on lt.id = a.lesson_type_id
    where a.player_id = ${sql.placeholder('playerId')}::int and a.state = 'scheduled'
      -- Overlap as the no-overlap exclusion index states it, so that index answers: bounded by the
      -- start alone, the (player, start) index walked every past appointment of the player (170
      -- heap pages for a regular; 4.8 of a booking's 6.9 ms in PostgreSQL under load).
      and tstzrange(a.starts_at, a.ends_at) && tstzrange(${sql.placeholder('start')}::timestamptz, ${sql.placeholder('startsBefore')}::timestamptz)), '[]'::json))`;

function prepareAll(db: Db) {
  return {
    // Drizzle prepares selects: the JSON is one column selected from a one-row table expression.
    openings: db
      .select({ value: sql<OpeningsJson>`${openingsValue}` })
      .from(sql`(select 1) as one`)
      .prepare('scheduling_openings'),
    booking: db
      .select({ value: sql<BookingJson>`${bookingValue}` })
      .from(sql`(select 1) as one`)
      .prepare('scheduling_booking'),
    bookingContext: db
      .select({ center: centerRows._.selectedFields, lessonType: lessonTypes, policy: schedulingPolicies })
      .from(centerRows)
      .leftJoin(
        centerLessonTypes,
        and(eq(centerLessonTypes.centerId, centerRows.id), sql`${centerLessonTypes.lessonTypeId} = ${sql.placeholder('lessonTypeId')}`),
      )
      .leftJoin(lessonTypes, and(eq(lessonTypes.id, centerLessonTypes.lessonTypeId), eq(lessonTypes.isActive, true)))
      .leftJoin(schedulingPolicies, eq(schedulingPolicies.centerId, centerRows.id))
      .where(sql`${centerRows.id} = ${sql.placeholder('centerId')}`)
      .limit(1)
      .prepare('scheduling_booking_context'),
    // Each coach's held time by the exclusion index (a join on the ids: that index cannot take `= any`).
    busy: db
      .select({ coachId: appointments.coachId, startsAt: appointments.startsAt, endsAt: appointments.endsAt, blockedUntil: appointments.blockedUntil })
      .from(sql`unnest(${sql.placeholder('coachIds')}::int[]) as wanted(coach_id)`)
      .innerJoin(appointments, sql`${appointments.coachId} = wanted.coach_id`)
      .where(holdsTimeIn('"appointments"'))
      .prepare('scheduling_busy'),
    coachesWithHours: db
      .select({
        id: coachHeads.id,
        firstName: coachHeads.firstName,
        lastName: coachHeads.lastName,
        weekday: coachHours.weekday,
        from: coachHours.startsAt,
        to: coachHours.endsAt,
      })
      .from(coachHeads)
      .leftJoin(coachHours, eq(coachHours.coachId, coachHeads.id))
      .where(
        and(
          sql`${coachHeads.centerId} = ${sql.placeholder('centerId')}`,
          sql`(${sql.placeholder('coachId')}::int is null or ${coachHeads.id} = ${sql.placeholder('coachId')}::int)`,
        ),
      )
      .orderBy(asc(coachHeads.id))
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
