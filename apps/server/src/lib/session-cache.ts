/**
 * Session lookups cached for a few seconds, so a logged-in GET costs no database round trip.
 * Entries of a user are dropped when that user changes or logs out, in every process
 * (the app publishes the user id on the `amori_user_changed` channel).
 *
 * An entry is kept for `maxAgeMs`; a caller may ask for a younger one (`get`'s and `load`'s
 * `maxAgeMs`): a read takes a kept session for less time than a write (plugins/session.ts).
 *
 * Concurrent misses of one key share one lookup (`load`), so an expired entry under load costs
 * one query rather than one per waiting request. A lookup that was under way while entries were
 * dropped is not cached: it may have read the row from before the change.
 */
export class SessionCache<T extends { user: { id: number } }> {
  /** Each value with the time it was looked up. */
  private readonly entries = new Map<string, { value: T; at: number }>();
  private readonly inflight = new Map<string, Promise<T | null>>();
  /** Bumped whenever entries are dropped. */
  private generation = 0;

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** The value kept for `key` when it was looked up less than `maxAgeMs` ago. */
  get(key: string, now: number, maxAgeMs = this.maxAgeMs): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    const age = now - hit.at;
    if (age >= this.maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    return age < maxAgeMs ? hit.value : undefined;
  }

  set(key: string, value: T, now: number): void {
    if (this.maxAgeMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, at: now });
  }

  /**
   * The value kept (looked up less than `maxAgeMs` ago), or the result of `lookup` (shared by
   * concurrent callers), kept when not null. When the lookup finds none, nothing is kept: a
   * caller that takes an older entry no longer gets one.
   */
  load(
    key: string,
    now: number,
    lookup: () => Promise<T | null>,
    maxAgeMs = this.maxAgeMs,
  ): Promise<T | null> {
    const hit = this.get(key, now, maxAgeMs);
    if (hit) return Promise.resolve(hit);
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = lookup().then(
      (value) => {
        this.inflight.delete(key);
        if (!value) this.entries.delete(key);
        else if (generation === this.generation) this.set(key, value, now);
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

  /** Drops every kept session (what dropped them one by one may have been missed). */
  clear(): void {
    this.generation++;
    this.inflight.clear();
    this.entries.clear();
  }

  deleteUser(userId: number): void {
    this.generation++;
    // A lookup under way may belong to this user: later callers start a fresh one.
    this.inflight.clear();
    for (const [key, entry] of this.entries) if (entry.value.user.id === userId) this.entries.delete(key);
  }
}
