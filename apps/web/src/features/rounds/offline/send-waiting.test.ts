import { describe, expect, it } from 'vitest';
import type { OutboxEntry, WaitingEntry } from './outbox';
import type { OutboxStorage } from './outbox-store';
import { sendWaiting, type SendResult } from './send-waiting';

// One list in memory; the tests keep scorecard entries in it.
const memory = (initial: OutboxEntry[]): OutboxStorage & { entries: () => OutboxEntry[] } => {
  let list: WaitingEntry[] = initial;
  return {
    read: async <E extends WaitingEntry>() => list as E[],
    change: async <E extends WaitingEntry>(_key: string, next: (entries: E[]) => E[]) => {
      list = next(list as E[]);
    },
    entries: () => list as OutboxEntry[],
  };
};
const entry = (hole: number, score: number): OutboxEntry => ({ hole, score, entryId: `id-${hole}-${score}`, editedAt: '2026-05-01T10:00:00.000Z' });

describe('sending the holes that wait on the phone', () => {
  it('sends them oldest first and keeps the rest, in order, when the signal goes', async () => {
    const storage = memory([entry(1, 4), entry(2, 5), entry(3, 3)]);
    const sent: number[] = [];
    let signal = true;
    const send = async (e: OutboxEntry): Promise<SendResult> => {
      if (!signal) return { kind: 'later' };
      sent.push(e.hole);
      signal = e.hole !== 1;
      return { kind: 'saved' };
    };
    await sendWaiting(storage, 'k', send);
    expect(sent).toEqual([1]);
    expect(storage.entries().map((e) => e.hole)).toEqual([2, 3]);
    signal = true;
    await sendWaiting(storage, 'k', send);
    expect(sent).toEqual([1, 2, 3]);
    expect(storage.entries()).toEqual([]);
  });

  it('tells the player when another device’s newer edit was kept, and drops a refused entry so the others still go', async () => {
    const storage = memory([entry(4, 7), entry(5, 4), entry(6, 5)]);
    const notices = await sendWaiting(storage, 'k', async (e) => {
      if (e.hole === 4) return { kind: 'saved', outcomes: [{ entryId: e.entryId, hole: 4, result: 'superseded' }] };
      if (e.hole === 5) return { kind: 'refused', reason: 'That round was not found.' };
      return { kind: 'saved', outcomes: [{ entryId: e.entryId, hole: 6, result: 'applied' }] };
    });
    expect(notices).toEqual([
      { kind: 'superseded', hole: 4 },
      { kind: 'refused', hole: 5, reason: 'That round was not found.' },
    ]);
    expect(storage.entries()).toEqual([]);
  });
});
