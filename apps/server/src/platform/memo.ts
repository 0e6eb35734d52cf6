/**
 * A small in-process cache of computed answers that every caller shares (public shop content):
 * an answer is kept `ttlMs` after it settles, concurrent callers of one key share one computation,
 * a failure is not kept, and the oldest entries go first beyond `maxEntries`.
 */
export function ttlMemo<V>(opts: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { value: Promise<V>; expiresAt: number }>();
  return {
    get(key: string, compute: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      entries.delete(key);
      const value = compute();
      // Until it settles the entry never expires, so concurrent callers share it.
      const entry = { value, expiresAt: Number.POSITIVE_INFINITY };
      entries.set(key, entry);
      value.then(
        () => {
          entry.expiresAt = now() + opts.ttlMs;
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      while (entries.size > opts.maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
