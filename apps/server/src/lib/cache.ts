/**
 * Small in-process read caches (the issue tracker's answer, per-user chart data). They only ever hold
 * data that can be recomputed, so "clear all cache" (admin) and "clear my cache" (a member) empty
 * them and nothing else: never sessions, presence, rate-limit counters or the job queue.
 */
type Entry = { value: Promise<unknown>; expiresAt: number; userId?: number };

const caches = new Set<ReadCache>();

export class ReadCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    readonly name: string,
    private readonly ttlMs: number,
  ) {
    caches.add(this);
  }

  /**
   * The cached value for `key`, or `load()`'s result stored for the next ttl. Callers that arrive
   * while it loads share the one load; a load that fails is not kept.
   */
  get<T>(key: string, load: () => Promise<T>, opts: { userId?: number } = {}): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs, userId: opts.userId });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(userId?: number) {
    if (userId === undefined) return this.entries.clear();
    for (const [key, entry] of this.entries) if (entry.userId === userId) this.entries.delete(key);
  }
}

/** Empties every read cache, or only the entries that belong to one user. Returns how many caches. */
export function clearCaches(userId?: number): number {
  for (const cache of caches) cache.clear(userId);
  return caches.size;
}
