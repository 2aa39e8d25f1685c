/**
 * Small in-process read caches (the issue tracker's answer, per-user chart data). They only ever hold
 * data that can be recomputed, so "clear all cache" (admin) and "clear my cache" (a member) empty
 * them and nothing else: never sessions, presence, rate-limit counters or the job queue.
 */
type Entry = { value: Promise<unknown>; expiresAt: number; userId?: number; version?: number };

/** Past this many entries a cache drops its expired ones as it stores a new one. */
const SWEEP_AT = 1_000;

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
   * while it loads share the one load; a load that fails is not kept. With a `version` (a number that
   * changes with the rows the value was computed from) an entry of another version is loaded anew, so
   * one key holds one value however often the rows change.
   */
  get<T>(key: string, load: () => Promise<T>, opts: { userId?: number; version?: number } = {}): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now && hit.version === opts.version) return hit.value as Promise<T>;
    if (this.entries.size >= SWEEP_AT) this.sweep(now);
    const value = load();
    this.entries.set(key, { value, expiresAt: now + this.ttlMs, userId: opts.userId, version: opts.version });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  private sweep(now: number) {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
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
