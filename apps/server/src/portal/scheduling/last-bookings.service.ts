import { and, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { LastBooking, Locale } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { centerRows, coachHeads } from '../account/index.ts';
import { nameIn } from './appointment-view.ts';
import { appointments, lessonTypes } from './scheduling.tables.ts';
import { checkZone, localIso } from './time.ts';

/**
 * The player's most recent distinct bookings (lesson type, center, coach), newest first, for
 * booking the same again in one step. Cancelled bookings and waiting-list places are left out.
 */
export async function lastBookings(ctx: Ctx, caller: PlayerCaller, size: number, timeZone: string | undefined, locale: Locale): Promise<LastBooking[]> {
  const zone = checkZone(timeZone);
  const lastBooked = max(appointments.createdAt);
  const groups = await ctx.db
    .select({
      lessonTypeId: appointments.lessonTypeId,
      centerId: appointments.centerId,
      coachId: appointments.coachId,
      lastStart: max(appointments.startsAt),
      times: sql<number>`count(*)::int`,
    })
    .from(appointments)
    .where(and(eq(appointments.playerId, caller.subjectId), eq(appointments.state, 'scheduled')))
    .groupBy(appointments.lessonTypeId, appointments.centerId, appointments.coachId)
    .orderBy(desc(lastBooked))
    .limit(size);
  if (groups.length === 0) return [];
  const [types, centerList, coachRows] = await Promise.all([
    ctx.db
      .select()
      .from(lessonTypes)
      .where(
        inArray(
          lessonTypes.id,
          groups.map((g) => g.lessonTypeId),
        ),
      ),
    ctx.db
      .select()
      .from(centerRows)
      .where(
        inArray(
          centerRows.id,
          groups.map((g) => g.centerId),
        ),
      ),
    ctx.db
      .select()
      .from(coachHeads)
      .where(
        inArray(
          coachHeads.id,
          groups.map((g) => g.coachId),
        ),
      ),
  ]);
  return groups.map((g) => {
    const t = types.find((x) => x.id === g.lessonTypeId)!;
    const c = centerList.find((x) => x.id === g.centerId)!;
    const k = coachRows.find((x) => x.id === g.coachId)!;
    return {
      lessonType: { id: t.id, code: t.code, kind: t.kind as 'lesson' | 'practice', name: nameIn(t.names, locale) },
      center: { id: c.id, name: c.name, timeZone: c.timeZone },
      coach: { id: k.id, firstName: k.firstName, lastName: k.lastName },
      lastStartTime: localIso(g.lastStart!, zone ?? c.timeZone),
      timesBooked: g.times,
    };
  });
}
