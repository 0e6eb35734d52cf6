import type { EntryOutcome, Scorecard, ScorecardHoleInput } from '@golf/contracts';

/**
 * What every entry of the phone's outbox carries, whatever it saves (a scorecard hole, a hole of
 * play tracking): the id the server applies once, the time it was edited here, and its hole.
 */
export interface WaitingEntry {
  entryId: string;
  editedAt: string;
  hole: number;
}

/** A scorecard hole saved on the phone at once and sent when the phone has signal, as the player entered it. */
export type OutboxEntry = ScorecardHoleInput & WaitingEntry;

/** Where a player's unsent entries for one round are kept (IndexedDB key). */
export const outboxKey = (playerId: number, roundId: number) => `scorecard:${playerId}:${roundId}`;

/** A version 4 UUID from crypto.getRandomValues, which (unlike randomUUID) works on plain http too. */
export function newEntryId(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The entry for what the player just entered, edited now. */
export const entryOf = <T extends { hole: number }>(input: T, now: Date): T & WaitingEntry => ({
  ...input,
  entryId: newEntryId(),
  editedAt: now.toISOString(),
});

/** How many holes still wait to be sent (a hole entered twice counts once). */
export const waitingHoles = (entries: WaitingEntry[]) => new Set(entries.map((e) => e.hole)).size;

/** Each hole's last waiting entry (the one the server will keep of this phone's), by hole. */
export function lastEntries<E extends WaitingEntry>(entries: E[]): Map<number, E> {
  return new Map(entries.map((e) => [e.hole, e]));
}

/**
 * The scorecard as the player entered it: the last answer the phone has, with the waiting entries
 * laid over their holes in order. The totals stay the server's until the entries are sent.
 */
export function withWaitingEntries(card: Scorecard, entries: OutboxEntry[]): Scorecard {
  if (entries.length === 0) return card;
  const holes = card.holes.map((hole) => {
    let h = hole;
    for (const e of entries) {
      if (e.hole !== h.hole) continue;
      const status = e.status ?? (e.score === undefined ? h.status : e.score === null ? 'pending' : 'played');
      const score = status === 'pending' ? null : e.score === undefined ? h.score : e.score;
      const details = { ...h.details };
      for (const [key, value] of Object.entries(e.details ?? {})) if (value !== undefined) (details as Record<string, unknown>)[key] = value;
      h = {
        ...h,
        status,
        score,
        putts: e.putts === undefined ? h.putts : e.putts,
        details,
        toPar: status === 'played' && score !== null ? score - h.par : null,
      };
    }
    return h;
  });
  return { ...card, holes };
}

/** What the player is told about an entry that was sent: nothing when it was saved. */
export type SentNotice = { kind: 'superseded'; hole: number } | { kind: 'refused'; hole: number; reason: string };

export const noticesOf = (outcomes: EntryOutcome[] | undefined): SentNotice[] =>
  (outcomes ?? []).filter((o) => o.result === 'superseded').map((o) => ({ kind: 'superseded' as const, hole: o.hole }));
