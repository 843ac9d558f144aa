export interface TtlCacheOptions {
  /** 0 turns the cache off. */
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

/**
 * A small in-process cache whose entries expire after `ttlMs`; the oldest entry goes first when
 * it is full. Reads that race with writes must not refill it with what was just invalidated:
 * `load` caches its result only if no `invalidate` happened while it ran.
 */
export function createTtlCache<Value>(options: TtlCacheOptions) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Value; expiresAt: number }>();
  let invalidations = 0;

  function fresh(key: string): Value | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > now()) return entry.value;
    entries.delete(key);
    return undefined;
  }

  return {
    async load(key: string, read: () => Promise<Value>): Promise<Value> {
      const cached = fresh(key);
      if (cached !== undefined) return cached;
      const invalidationsBefore = invalidations;
      const value = await read();
      if (options.ttlMs > 0 && invalidations === invalidationsBefore) {
        entries.delete(key);
        entries.set(key, { value, expiresAt: now() + options.ttlMs });
        if (entries.size > options.maxEntries) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
      }
      return value;
    },

    invalidate(key: string): void {
      invalidations += 1;
      entries.delete(key);
    },

    clear(): void {
      invalidations += 1;
      entries.clear();
    },

    get size(): number {
      return entries.size;
    },
  };
}
