import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScorecardHoleInput } from '@golf/contracts';
import { isApiError } from '@/lib/api/api-error';
import { errorText } from '@/lib/errors/error-text';
import { useSendScorecardEntryMutation } from '../api';
import { entryOf, outboxKey, type OutboxEntry, type SentNotice } from './outbox';
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

/**
 * The round's outbox of hole entries: `enter` keeps an entry on the phone at once (IndexedDB) and
 * sends what waits in order, now and whenever the phone is back online. `entries` are those not
 * yet sent; `notices` what the player must hear about those that were (another device's newer
 * edit kept, a refusal).
 */
export function useScorecardOutbox(roundId: number, playerId: number | undefined, storage: OutboxStorage = indexedDbOutbox) {
  const { t } = useTranslation('rounds');
  const [sendEntry] = useSendScorecardEntryMutation();
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const [notices, setNotices] = useState<SentNotice[]>([]);
  const sending = useRef(false);
  const online = useOnline();
  const key = playerId === undefined ? null : outboxKey(playerId, roundId);

  const reload = useCallback(async () => {
    if (key) setEntries(await storage.read(key));
  }, [key, storage]);

  const send = useCallback(async () => {
    if (!key || sending.current) return;
    sending.current = true;
    try {
      const told = await sendWaiting(
        storage,
        key,
        async (entry): Promise<SendResult> => {
          const result = await sendEntry({ roundId, entry });
          if ('data' in result && result.data) return { kind: 'saved', outcomes: result.data.entries };
          if (isPassing(result.error)) return { kind: 'later' };
          return { kind: 'refused', reason: errorText(t, result.error) };
        },
        () => void reload(),
      );
      if (told.length) setNotices((shown) => [...shown, ...told]);
    } finally {
      sending.current = false;
      await reload();
    }
  }, [key, storage, sendEntry, roundId, t, reload]);

  useEffect(() => {
    if (!key) return;
    let live = true;
    void storage
      .read(key)
      .then((waiting) => {
        if (live) setEntries(waiting);
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
    async (input: ScorecardHoleInput) => {
      if (!key) throw new Error('The scorecard is not loaded yet.');
      const entry = entryOf(input, new Date());
      await storage.change(key, (waiting) => [...waiting, entry]);
      await reload();
      void send();
    },
    [key, storage, reload, send],
  );

  const dismiss = useCallback((notice: SentNotice) => setNotices((shown) => shown.filter((n) => n !== notice)), []);
  return { entries, notices, online, enter, dismiss };
}
