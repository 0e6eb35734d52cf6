import { and, eq, or, type SQL } from 'drizzle-orm';
import type { PlayerCaller } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors.ts';
import { findChild, findPlayer, type PlayerRow } from '../account/index.ts';
import { appointments } from './scheduling.tables.ts';

/**
 * The player a booking is for: the caller, or (for a parent signed in as themself) one of their
 * family sub-accounts. Anyone else answers 404, as if they did not exist.
 */
export async function bookablePlayer(db: Db, caller: PlayerCaller, playerId: number): Promise<PlayerRow> {
  const player =
    playerId === caller.subjectId ? await findPlayer(db, playerId) : caller.parentPlayerId ? undefined : await findChild(db, caller.subjectId, playerId);
  if (!player) throw notFound('This player');
  return player;
}

/** Appointments a caller may see and change: their own, and those they booked for their family. */
export function visibleTo(caller: PlayerCaller): SQL {
  return or(eq(appointments.playerId, caller.subjectId), eq(appointments.bookedBy, caller.subjectId))!;
}

export const ownedAppointment = (caller: PlayerCaller, id: number) => and(eq(appointments.id, id), visibleTo(caller))!;
