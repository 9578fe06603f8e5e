/**
 * Values kept for a few seconds by key: the one keeper behind the answers a process keeps (the
 * search cache, the likes cache, the profile cache). A load in progress is shared by the requests
 * that ask meanwhile (a burst of misses of one key is one query, not one per request); a value
 * loaded while `forget` ran is not kept, so a change is never hidden by a load that read the
 * state before it. With `keepMs` 0 nothing is kept (each call loads).
 */
export class Keeper<K, V> {
  private readonly kept = new Map<K, { until: number; value: Promise<V> }>();
  private changes = 0;

  constructor(
    private readonly keepMs: number,
    private readonly maxKept: number,
  ) {}

  load(key: K, now: number, load: () => Promise<V>): Promise<V> {
    const entry = this.kept.get(key);
    if (entry && entry.until > now) return entry.value;
    const before = this.changes;
    const value = load();
    if (this.keepMs <= 0) return value;
    const kept = { until: now + this.keepMs, value };
    this.kept.delete(key);
    if (this.kept.size >= this.maxKept) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, kept);
    const drop = () => {
      if (this.kept.get(key) === kept) this.kept.delete(key);
    };
    value.then(() => {
      if (this.changes !== before) drop();
    }, drop);
    return value;
  }

  forget(keys: Iterable<K>): void {
    this.changes++;
    for (const key of keys) this.kept.delete(key);
  }

  /** Drops every kept value; like `forget`, a load in progress meanwhile is not kept. */
  clear(): void {
    this.changes++;
    this.kept.clear();
  }
}
