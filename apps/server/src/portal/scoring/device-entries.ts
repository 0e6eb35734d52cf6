import type { EntryResult } from '@golf/contracts';

/**
 * The entry a hole last took (a scorecard hole, a hole of play tracking): its id and the edit time it
 * was kept with, both null before any device entry.
 */
export interface KeptEntry {
  entryId: string | null;
  editedAt: Date | null;
}

/**
 * When an entry was edited, as the server counts it: the device's time, but never later than the
 * server's own (a phone whose clock runs ahead would otherwise win every later edit).
 */
export function editTimeOf(editedAt: string | undefined, now: Date): Date {
  if (editedAt === undefined) return now;
  const at = new Date(editedAt);
  return at.getTime() > now.getTime() ? now : at;
}

/**
 * What a device entry does to a hole: a resend of the entry the hole holds is replayed (nothing
 * changes); an entry edited before the one kept is superseded; otherwise it applies. Equal edit
 * times are ordered by entry id, so every server and every resend decides the same way.
 */
export function entryResult(kept: KeptEntry, entry: { entryId: string; editedAt: Date }): EntryResult {
  if (kept.entryId === entry.entryId) return 'replayed';
  if (kept.editedAt === null) return 'applied';
  const difference = entry.editedAt.getTime() - kept.editedAt.getTime();
  if (difference !== 0) return difference > 0 ? 'applied' : 'superseded';
  return kept.entryId === null || entry.entryId > kept.entryId ? 'applied' : 'superseded';
}
