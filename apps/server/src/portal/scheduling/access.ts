import { and, eq, or, type SQL } from 'drizzle-orm';
import type { PlayerCaller } from '../../platform/context.ts';
import { appointments } from './scheduling.tables.ts';

/** Appointments a caller may see and change: their own, and those they booked for their family. */
export function visibleTo(caller: PlayerCaller): SQL {
  return or(eq(appointments.playerId, caller.subjectId), eq(appointments.bookedBy, caller.subjectId))!;
}

export const ownedAppointment = (caller: PlayerCaller, id: number) => and(eq(appointments.id, id), visibleTo(caller))!;
