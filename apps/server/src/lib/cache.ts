/**
 * The server's one cache: named regions of values kept for one lifetime, `keepMs`, in this
 * process. What changes a kept value is a domain event, and the events drop it (in every process:
 * caches.ts says which event drops what); the lifetime bounds only what no event tells, such as a
 * change made by hand in the database.
 *
 * A load in progress is shared by the callers that ask meanwhile (a burst of misses of one key is
 * one query). A value loaded while its region was told to forget is not kept: it may have been
 * read before the change.
 */
export class Cache {
  private readonly regions: Region<unknown, unknown>[] = [];

  constructor(
    readonly keepMs: number,
    private readonly now: () => number,
  ) {}

  /**
   * A region of at most `maxEntries` values (the oldest go first). `keepEmpty` false: a load that
   * finds nothing (null or undefined) is not kept, so that no one fills the region with misses.
   */
  region<K, V>(name: string, options: { maxEntries: number; keepEmpty?: boolean }): Region<K, V> {
    const region = new Region<K, V>(
      name,
      this.keepMs,
      this.now,
      options.maxEntries,
      options.keepEmpty ?? true,
    );
    this.regions.push(region as Region<unknown, unknown>);
    return region;
  }

  /** Drops everything kept (what would have dropped it may have been missed). */
  clear(): void {
    for (const region of this.regions) region.clear();
  }
}

export class Region<K, V> {
  /** Each value, with what it resolved to once it has (`forgetWhere` reads it). */
  private readonly kept = new Map<K, { until: number; value: Promise<V>; loaded?: { value: V } }>();
  /** Bumped by every forget: a load that began before is not kept. */
  private changes = 0;

  constructor(
    readonly name: string,
    private readonly keepMs: number,
    private readonly now: () => number,
    private readonly maxEntries: number,
    private readonly keepEmpty: boolean,
  ) {}

  /** The kept value of `key`, or `load`'s (kept unless something was forgotten meanwhile). */
  load(key: K, load: () => Promise<V>): Promise<V> {
    const now = this.now();
    const entry = this.kept.get(key);
    if (entry && entry.until > now) return entry.value;
    const before = this.changes;
    const value = load();
    if (this.keepMs <= 0) return value;
    const kept: { until: number; value: Promise<V>; loaded?: { value: V } } = {
      until: now + this.keepMs,
      value,
    };
    this.kept.delete(key);
    if (this.kept.size >= this.maxEntries) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, kept);
    const drop = () => {
      if (this.kept.get(key) === kept) this.kept.delete(key);
    };
    value.then((loaded) => {
      kept.loaded = { value: loaded };
      if (this.changes !== before || (!this.keepEmpty && (loaded === null || loaded === undefined))) drop();
    }, drop);
    return value;
  }

  /** The kept value of `key` when it is loaded and fresh, without waiting for anything. */
  peek(key: K): { value: V } | undefined {
    const entry = this.kept.get(key);
    return entry && entry.until > this.now() ? entry.loaded : undefined;
  }

  forget(keys: Iterable<K>): void {
    this.changes++;
    for (const key of keys) this.kept.delete(key);
  }

  /**
   * Forgets the values `matches` picks (a member's sessions, whatever their tokens), and every
   * value still loading: it may be one of them.
   */
  forgetWhere(matches: (value: V) => boolean): void {
    this.changes++;
    for (const [key, entry] of this.kept)
      if (!entry.loaded || matches(entry.loaded.value)) this.kept.delete(key);
  }

  clear(): void {
    this.changes++;
    this.kept.clear();
  }
}
