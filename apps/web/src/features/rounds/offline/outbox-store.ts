import { createStore, get, update } from 'idb-keyval';
import type { WaitingEntry } from './outbox';

// The phone's own copy of unsent hole entries, in IndexedDB (idb-keyval: one small, kept library;
// each update is one IndexedDB transaction, so two tabs adding at once lose nothing).
let store: ReturnType<typeof createStore> | undefined;
const outboxStore = () => (store ??= createStore('golf-outbox', 'entries'));

/** One list of entries per key; what an entry saves is the caller's (the key says which list it is). */
export interface OutboxStorage {
  read: <E extends WaitingEntry>(key: string) => Promise<E[]>;
  change: <E extends WaitingEntry>(key: string, next: (entries: E[]) => E[]) => Promise<void>;
}

export const indexedDbOutbox: OutboxStorage = {
  read: async <E extends WaitingEntry>(key: string) => (await get<E[]>(key, outboxStore())) ?? [],
  change: <E extends WaitingEntry>(key: string, next: (entries: E[]) => E[]) => update<E[]>(key, (entries) => next(entries ?? []), outboxStore()),
};
