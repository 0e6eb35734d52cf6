import type { TrackingPointsBody } from '@golf/contracts';
import { lastEntries, type WaitingEntry } from '../offline/outbox';

/** One hole of play tracking as the player saved it on the phone: the hole's shots, comment and where to resume. */
export type TrackingSave = Omit<TrackingPointsBody, 'roundId' | 'holeNumber' | 'entryId' | 'editedAt'> & { hole: number };
export type TrackingEntry = TrackingSave & WaitingEntry;

/** Where a player's unsent play tracking of one round is kept (IndexedDB key, beside the scorecard's). */
export const trackingOutboxKey = (playerId: number, roundId: number) => `tracking:${playerId}:${roundId}`;

/** The request that sends an entry: the save of its hole, with the entry's id and edit time. */
export function trackingBodyOf(roundId: number, entry: TrackingEntry): TrackingPointsBody & { entryId: string; editedAt: string } {
  const { hole, ...save } = entry;
  return { ...save, roundId, holeNumber: hole };
}

/** How many shots wait to be sent: those of each hole's last save (a hole saved twice counts once). */
export const waitingShots = (entries: TrackingEntry[]) => [...lastEntries(entries).values()].reduce((n, e) => n + e.shots.length, 0);

/** The hole the round resumes at: where this phone's last waiting save said, else the server's. */
export const resumeHoleOf = (entries: TrackingEntry[], serverHole: number) => {
  const last = entries.at(-1);
  return last ? (last.currentHole ?? last.hole) : serverHole;
};
