/**
 * Session lookups cached for a few seconds, so a logged-in GET costs no database round trip.
 * Entries of a user are dropped when that user changes or logs out, in every process
 * (the app publishes the user id on the `amori_user_changed` channel).
 */
export class SessionCache<T extends { user: { id: number } }> {
  private readonly entries = new Map<string, { value: T; until: number }>();

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

  deleteKey(key: string): void {
    this.entries.delete(key);
  }

  deleteUser(userId: number): void {
    for (const [key, entry] of this.entries) if (entry.value.user.id === userId) this.entries.delete(key);
  }
}
