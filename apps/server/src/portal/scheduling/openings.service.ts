import { and, count, eq, inArray } from 'drizzle-orm';
import { personName, type Locale, type Opening, type OpeningsQuery, type SuggestionsBody } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors.ts';
import { isRegion, siteOfRegion } from '../../platform/regions.ts';
import { coachHeads } from '../account/index.ts';
import { findOpenings, type Busy, type Candidate, type DayHours } from './openings.ts';
import { DEFAULT_POLICY, type Policy } from './policy.ts';
import { appointments } from './scheduling.tables.ts';
import { statements } from './statements.ts';
import { answerZone, localDate, localDays, localIso, slotNumberOf, startOfLocalDate, startOfSlot, timeOfDayOf } from './time.ts';

const HOUR = 3_600_000;
const DAY = 86_400_000;

/**
 * The appointments that can hold time in [from, to): starting before to + a day, ending (buffer
 * included) after from - a day. The statements find them by the coach no-overlap index, which
 * holds exactly the time live appointments keep.
 */
export const busyWindow = (from: number, to: number) => ({ before: new Date(to + DAY), after: new Date(from - DAY) });

export const sameSite = (a: string, b: string) => a === b || (isRegion(a) && isRegion(b) && siteOfRegion(a) === siteOfRegion(b));

/** A center of the caller's site, the lesson type as offered there, and the center's rules, in one query. */
export async function bookingContext(db: Db, caller: PlayerCaller, centerId: number, lessonTypeId: number) {
  const [row] = await statements(db).bookingContext.execute({ centerId, lessonTypeId });
  if (!row || !sameSite(row.center.region, caller.region)) throw notFound('This center');
  if (!row.lessonType) throw notFound('This lesson type at this center');
  const { centerId: _, ...rules } = row.policy ?? { centerId, ...DEFAULT_POLICY };
  return { center: row.center, lessonType: row.lessonType, policy: rules satisfies Policy };
}

export type BookingContext = Awaited<ReturnType<typeof bookingContext>>;

/**
 * Open (and full) slots of a lesson type at a center for one coach or all, over an instant range,
 * with the coaches (working hours) and the time they hold.
 */
export async function candidatesFor(db: Db, booking: BookingContext, coachId: number | undefined, from: number, to: number, now: Date) {
  const centerId = booking.center.id;
  const prepared = statements(db);
  const [coachRows, hours] = await Promise.all([
    prepared.coachesWithHours.execute({ centerId, coachId: coachId ?? null }),
    prepared.centerHours.execute({ centerId }),
  ]);
  // Explicit ids let the planner use the (coach_id, starts_at) index, whatever the table's size.
  const ids = [...new Set(coachRows.map((c) => c.id))];
  const window = busyWindow(from, to);
  const busy = ids.length === 0 ? [] : await statements(db).busy.execute({ coachIds: ids, ...window });
  if (coachId !== undefined && coachRows.length === 0) throw notFound('This coach at this center');
  const coachList = [...new Map(coachRows.map((c) => [c.id, { id: c.id, firstName: c.firstName, lastName: c.lastName, hours: [] as DayHours[] }])).values()];
  const byId = new Map(coachList.map((c) => [c.id, c]));
  for (const h of coachRows) if (h.weekday !== null) byId.get(h.id)!.hours.push({ weekday: h.weekday, from: h.from!, to: h.to! });
  return slotsOf(
    booking,
    coachList,
    hours.map((h) => ({ weekday: h.weekday, from: h.opensAt, to: h.closesAt })),
    busy.map((b) => ({ coachId: b.coachId, start: b.startsAt.getTime(), end: b.endsAt.getTime(), blockedUntil: b.blockedUntil.getTime() })),
    from,
    to,
    now.getTime(),
  );
}

type SlotRules = { center: { timeZone: string }; lessonType: { durationMinutes: number }; policy: Policy };

/** The slots of the given coaches (working hours in id order) from the rows read for them. */
export function slotsOf(
  booking: SlotRules,
  coachList: { id: number; firstName: string; lastName: string; hours: DayHours[] }[],
  centerHours: DayHours[],
  busy: ({ coachId: number } & Busy)[],
  from: number,
  to: number,
  now: number,
) {
  const held = new Map<number, Busy[]>(coachList.map((c) => [c.id, []]));
  for (const b of busy) held.get(b.coachId)?.push({ start: b.start, end: b.end, blockedUntil: b.blockedUntil });
  const list = coachList.map((c) => ({ ...c, busy: held.get(c.id)! }));
  const candidates = findOpenings({
    centerZone: booking.center.timeZone,
    centerHours,
    coaches: list,
    rules: booking.policy,
    durationMinutes: booking.lessonType.durationMinutes,
    from,
    to,
    now,
  });
  return { candidates, coaches: list };
}

async function waitingCounts(db: Db, full: Candidate[]): Promise<Map<string, number>> {
  if (full.length === 0) return new Map();
  const rows = await db
    .select({ coachId: appointments.coachId, startsAt: appointments.startsAt, n: count() })
    .from(appointments)
    .where(
      and(
        inArray(appointments.coachId, [...new Set(full.map((c) => c.coachId))]),
        inArray(appointments.state, ['waiting', 'offered']),
        inArray(
          appointments.startsAt,
          full.map((c) => new Date(c.start)),
        ),
      ),
    )
    .groupBy(appointments.coachId, appointments.startsAt);
  return new Map(rows.map((r) => [`${r.coachId}:${r.startsAt.getTime()}`, r.n]));
}

function toOpenings(
  booking: { center: { id: number }; lessonType: { id: number } },
  list: { id: number; firstName: string; lastName: string }[],
  candidates: Candidate[],
  zone: string,
  waiting: Map<string, number>,
): Opening[] {
  const names = new Map(list.map((c) => [c.id, personName(c)]));
  return candidates.map((c) => ({
    slotNumber: slotNumberOf(c.start),
    coachId: c.coachId,
    coachName: names.get(c.coachId) ?? '',
    centerId: booking.center.id,
    appointmentType: booking.lessonType.id,
    date: localDate(c.start, zone),
    startTime: localIso(c.start, zone),
    endTime: localIso(c.end, zone),
    timeZone: zone,
    timeOfDay: timeOfDayOf(c.start, zone),
    isFull: c.isFull,
    waitingCount: c.isFull ? (waiting.get(`${c.coachId}:${c.start}`) ?? 0) : 0,
  }));
}

/**
 * Open slots for a lesson type at a center, for one coach or all, over `days` local days from
 * `date` in the caller's time zone, optionally one time of day. Full slots only when asked.
 * One prepared statement reads everything: the zone that fixes the instants is known only from
 * its answer, so it reads the time held over the asked dates in any zone (UTC-15 to UTC+15), a
 * superset that the slot walk narrows (time held outside the asked window clashes with no slot).
 */
export async function getOpenings(ctx: Ctx, caller: PlayerCaller, query: OpeningsQuery, _locale: Locale): Promise<Opening[]> {
  const days = query.days ?? 1;
  // An impossible date (refused below, once the center is known) reads an empty window.
  const utcDay = Date.parse(`${query.date}T00:00:00Z`) || 0;
  const wide = { from: utcDay - 15 * HOUR, to: utcDay + days * DAY + 15 * HOUR };
  const window = busyWindow(wide.from, wide.to);
  const [result] = await statements(ctx.db).openings.execute({
    centerId: query.centerId,
    lessonTypeId: query.appointmentType,
    coachId: query.coachId ?? null,
    before: window.before.toISOString(),
    after: window.after.toISOString(),
    waitFrom: new Date(wide.from).toISOString(),
    waitTo: new Date(wide.to).toISOString(),
    includeFull: query.includeFull === true,
    me: caller.subjectId,
  });
  const row = result!.value;
  if (!row.center || !sameSite(row.center.region, caller.region)) throw notFound('This center');
  if (!row.lessonType) throw notFound('This lesson type at this center');
  const booking = { center: row.center, lessonType: row.lessonType, policy: row.policy ?? DEFAULT_POLICY };
  const zone = answerZone(query.timeZone, booking.center.timeZone);
  const [first, end] = localDays(query.date, zone, days);
  if (query.coachId !== undefined && row.coaches.length === 0) throw notFound('This coach at this center');
  const hoursOf = (rows: [number, string, string][]): DayHours[] => rows.map(([weekday, from, to]) => ({ weekday, from, to }));
  const { candidates, coaches: list } = slotsOf(
    booking,
    row.coaches.map((c) => ({ id: c.id, firstName: c.firstName, lastName: c.lastName, hours: hoursOf(c.hours) })),
    hoursOf(row.centerHours),
    row.busy.map(([coachId, start, end, blockedUntil]) => ({ coachId, start, end, blockedUntil })),
    first,
    end,
    ctx.clock.now().getTime(),
  );
  const timeOfDay = query.timeOfDay ?? 'any';
  // A full slot the player holds (their own lesson, or a place offered to them) is no waiting list to join.
  const mine = new Set(row.mine.map(([coachId, start]) => `${coachId}:${start}`));
  const kept = candidates.filter(
    (c) => (c.isFull ? query.includeFull && !mine.has(`${c.coachId}:${c.start}`) : true) && (timeOfDay === 'any' || timeOfDayOf(c.start, zone) === timeOfDay),
  );
  const waiting = new Map(row.waiting.map(([coachId, start, n]) => [`${coachId}:${start}`, n]));
  return toOpenings(booking, list, kept, zone, waiting);
}

/**
 * Suggestions for the slots a player picked: the same coach at the same local time in the
 * following weeks (a lesson series), or, where that is taken, the open slot nearest to it that day.
 */
export async function suggestSlots(ctx: Ctx, caller: PlayerCaller, body: SuggestionsBody): Promise<Opening[]> {
  const booking = await bookingContext(ctx.db, caller, body.centerId, body.appointmentType);
  const zone = answerZone(body.timeZone, booking.center.timeZone);
  const weeks = body.weeks ?? 4;
  const now = ctx.clock.now();
  const picked = new Set(body.selectedSlots.map((s) => `${s.coachId}:${s.slotNumber}`));
  const out = new Map<string, Candidate>();
  for (const slot of body.selectedSlots) {
    const start = startOfSlot(slot.slotNumber);
    const from = startOfLocalDate(localDate(start, booking.center.timeZone), booking.center.timeZone);
    const { candidates } = await candidatesFor(
      ctx.db,
      booking,
      slot.coachId,
      from.plus({ weeks: 1 }).toMillis(),
      from.plus({ weeks: weeks + 1 }).toMillis(),
      now,
    );
    const open = candidates.filter((c) => !c.isFull && !picked.has(`${c.coachId}:${slotNumberOf(c.start)}`));
    const wallClock = localIso(start, booking.center.timeZone).slice(11, 16);
    for (let week = 1; week <= weeks; week++) {
      const day = localDate(from.plus({ weeks: week }).toMillis(), booking.center.timeZone);
      const sameDay = open.filter((c) => localDate(c.start, booking.center.timeZone) === day);
      const best =
        sameDay.find((c) => localIso(c.start, booking.center.timeZone).slice(11, 16) === wallClock) ??
        sameDay
          .map((c) => ({ c, gap: Math.abs(minutesOf(localIso(c.start, booking.center.timeZone)) - minutesOf(wallClock)) }))
          .filter((x) => x.gap <= 120)
          .sort((a, b) => a.gap - b.gap)[0]?.c;
      if (best) out.set(`${best.coachId}:${best.start}`, best);
    }
  }
  const list = await ctx.db
    .select({ id: coachHeads.id, firstName: coachHeads.firstName, lastName: coachHeads.lastName })
    .from(coachHeads)
    .where(eq(coachHeads.centerId, booking.center.id));
  const chosen = [...out.values()].sort((a, b) => a.start - b.start);
  const waiting = await waitingCounts(
    ctx.db,
    chosen.filter((c) => c.isFull),
  );
  return toOpenings(booking, list, chosen, zone, waiting);
}

function minutesOf(isoOrClock: string): number {
  const clock = isoOrClock.length > 5 ? isoOrClock.slice(11, 16) : isoOrClock;
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
}
