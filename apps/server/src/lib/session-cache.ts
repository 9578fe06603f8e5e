/**
 * Session lookups cached for a few seconds, so a logged-in GET costs no database round trip.
 * Entries of a user are dropped when that user changes or logs out, in every process
 * (the app publishes the user id on the `amori_user_changed` channel).
 *
 * Concurrent misses of one key share one lookup (`load`), so an expired entry under load costs
 * one query rather than one per waiting request. A lookup that was under way while entries were
 * dropped is not cached: it may have read the row from before the change.
 */
export class SessionCache<T extends { user: { id: number } }> {
  private readonly entries = new Map<string, { value: T; until: number }>();
  private readonly inflight = new Map<string, Promise<T | null>>();
  /** Bumped whenever entries are dropped. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string, now: number): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: T, now: number): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, until: now + this.ttlMs });
  }

  /** The cached value, or the result of `lookup` (shared by concurrent callers), cached when not null. */
  load(key: string, now: number, lookup: () => Promise<T | null>): Promise<T | null> {
    const hit = this.get(key, now);
    if (hit) return Promise.resolve(hit);
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = lookup().then(
      (value) => {
        this.inflight.delete(key);
        if (value && generation === this.generation) this.set(key, value, now);
        return value;
      },
      (error: unknown) => {
        this.inflight.delete(key);
        throw error;
      },
    );
    this.inflight.set(key, promise);
    return promise;
  }

  deleteKey(key: string): void {
    this.generation++;
    this.inflight.delete(key);
    this.entries.delete(key);
  }

  deleteUser(userId: number): void {
    this.generation++;
    // A lookup under way may belong to this user: later callers start a fresh one.
    this.inflight.clear();
    for (const [key, entry] of this.entries) if (entry.value.user.id === userId) this.entries.delete(key);
  }
}
