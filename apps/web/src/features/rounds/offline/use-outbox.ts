import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryOutcome } from '@golf/contracts';
import { isApiError } from '@/lib/api/api-error';
import { errorText } from '@/lib/errors/error-text';
import { entryOf, type SentNotice, type WaitingEntry } from './outbox';
import { indexedDbOutbox, type OutboxStorage } from './outbox-store';
import { sendWaiting, type SendResult } from './send-waiting';

/** While entries wait, sending is tried again this often, besides when the browser says it is back online. */
const RETRY_MS = 15_000;

const subscribeOnline = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};
/** Whether the browser believes it has a network (false is sure, true only likely). */
export const useOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine);

/** A failure worth trying again later: no answer, the server unavailable or busy, the session being renewed. */
const isPassing = (error: unknown) =>
  !isApiError(error) || typeof error.status !== 'number' || error.status >= 500 || [401, 408, 409, 429].includes(error.status);

/** How one send went, as an RTK Query mutation answers: the outcomes of a save, or the error. */
export type MutationAnswer = { data: { entries?: EntryOutcome[] } } | { error: unknown };

/**
 * An outbox of entries kept under `key` (null until the player is known): `enter` keeps an entry
 * on the phone at once (IndexedDB) and sends what waits in order with `sendOne`, now and whenever
 * the phone is back online. `entries` are those not yet sent; `notices` what the player must hear
 * about those that were (another device's newer edit kept, a refusal).
 */
export function useOutbox<I extends { hole: number }>(
  key: string | null,
  sendOne: (entry: I & WaitingEntry) => Promise<MutationAnswer>,
  storage: OutboxStorage = indexedDbOutbox,
) {
  type E = I & WaitingEntry;
  const { t } = useTranslation('rounds');
  const [entries, setEntries] = useState<E[]>([]);
  const [notices, setNotices] = useState<SentNotice[]>([]);
  // Which key's entries have been read from the phone: until then what waits is not known.
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const sending = useRef(false);
  const online = useOnline();

  const reload = useCallback(async () => {
    if (key) setEntries(await storage.read<E>(key));
  }, [key, storage]);

  const send = useCallback(async () => {
    if (!key || sending.current) return;
    sending.current = true;
    try {
      const told = await sendWaiting<E>(
        storage,
        key,
        async (entry): Promise<SendResult> => {
          const result = await sendOne(entry);
          if ('data' in result && result.data) return { kind: 'saved', outcomes: result.data.entries };
          const error = 'error' in result ? result.error : undefined;
          if (isPassing(error)) return { kind: 'later' };
          return { kind: 'refused', reason: errorText(t, error) };
        },
        () => void reload(),
      );
      if (told.length) setNotices((shown) => [...shown, ...told]);
    } finally {
      sending.current = false;
      await reload();
    }
  }, [key, storage, sendOne, t, reload]);

  useEffect(() => {
    if (!key) return;
    let live = true;
    void storage
      .read<E>(key)
      .then(
        (waiting) => {
          if (live) setEntries(waiting);
        },
        () => undefined,
      )
      .finally(() => {
        if (live) setLoadedKey(key);
      })
      .then(send);
    return () => {
      live = false;
    };
  }, [key, storage, send]);
  useEffect(() => {
    if (online) void send();
  }, [online, send]);
  useEffect(() => {
    if (entries.length === 0) return;
    const timer = window.setInterval(() => void send(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [entries.length, send]);

  /** Keeps the entry on the phone and starts sending; rejects only when the phone cannot keep it. */
  const enter = useCallback(
    async (input: I) => {
      if (!key) throw new Error('The round is not loaded yet.');
      const entry = entryOf(input, new Date());
      await storage.change<E>(key, (waiting) => [...waiting, entry]);
      await reload();
      void send();
    },
    [key, storage, reload, send],
  );

  const dismiss = useCallback((notice: SentNotice) => setNotices((shown) => shown.filter((n) => n !== notice)), []);
  return { entries, notices, online, enter, dismiss, isLoaded: key !== null && loadedKey === key };
}
