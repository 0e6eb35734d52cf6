import { createStore, get, update } from 'idb-keyval';
import type { OutboxEntry } from './outbox';

// The phone's own copy of unsent hole entries, in IndexedDB (idb-keyval: one small, kept library;
// each update is one IndexedDB transaction, so two tabs adding at once lose nothing).
let store: ReturnType<typeof createStore> | undefined;
const outboxStore = () => (store ??= createStore('golf-outbox', 'entries'));

export interface OutboxStorage {
  read: (key: string) => Promise<OutboxEntry[]>;
  change: (key: string, next: (entries: OutboxEntry[]) => OutboxEntry[]) => Promise<void>;
}

export const indexedDbOutbox: OutboxStorage = {
  read: async (key) => (await get<OutboxEntry[]>(key, outboxStore())) ?? [],
  change: (key, next) => update<OutboxEntry[]>(key, (entries) => next(entries ?? []), outboxStore()),
};
