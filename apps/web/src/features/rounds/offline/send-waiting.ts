import type { EntryOutcome } from '@golf/contracts';
import { noticesOf, type SentNotice, type WaitingEntry } from './outbox';
import type { OutboxStorage } from './outbox-store';

/** How sending one entry went: saved (with what the server did with it), refused for good, or to try again later. */
export type SendResult = { kind: 'saved'; outcomes?: EntryOutcome[] } | { kind: 'refused'; reason: string } | { kind: 'later' };

/**
 * Sends a round's waiting entries one by one, oldest first, removing each once the server has
 * answered it. Stops at the first that cannot be sent now (no signal, server unavailable): it and
 * those after it stay, in order. A refused entry (the round is gone, a rule the form missed) is
 * dropped and told, so it cannot hold the others back.
 */
export async function sendWaiting<E extends WaitingEntry>(
  storage: OutboxStorage,
  key: string,
  send: (entry: E) => Promise<SendResult>,
  onSent: () => void = () => undefined,
): Promise<SentNotice[]> {
  const notices: SentNotice[] = [];
  for (;;) {
    const [first] = await storage.read<E>(key);
    if (!first) return notices;
    const result = await send(first);
    if (result.kind === 'later') return notices;
    await storage.change<E>(key, (entries) => entries.filter((e) => e.entryId !== first.entryId));
    onSent();
    notices.push(...(result.kind === 'saved' ? noticesOf(result.outcomes) : [{ kind: 'refused' as const, hole: first.hole, reason: result.reason }]));
  }
}
