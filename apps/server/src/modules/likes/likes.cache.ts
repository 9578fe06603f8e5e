import type { PubSub } from '../../lib/pubsub';

/** Profiles whose likes changed (comma-separated ids), heard by every process. */
const LIKES_CHANGED_CHANNEL = 'amori_likes_changed';
/** At most this many answers kept; the oldest go first. */
const MAX_KEPT = 10_000;

/** The answers kept per profile: likes.php's first load, and chats.php (which lists the received likes too). */
export type KeptAnswer = 'likes' | 'chats';

/**
 * The likes answer (likes.php's first load, as JSON text) of each profile, kept for a few
 * seconds: every member's browser polls it on every page (the header badge), and a poll then
 * costs no database round trip. The chats answer is kept here too, beside it (it lists the
 * received likes as well, so a like change drops both); chats.live drops it for the two members
 * of every new message and for a reader, in every process, on the chat's own events. A profile's answer is dropped in every process as soon as a
 * like from or to it changes (`changed`, through NOTIFY), so the lists and counts are never
 * older than the kept time at worst across processes, and fresh in the process that wrote. A card
 * itself (a name, a photo, online) may be as old as the kept time.
 */
export class LikesCache {
  /** By answer and profile id (`likes:12`). */
  private readonly kept = new Map<string, { until: number; text: string }>();
  /** Counts changes: an answer read before a change is not kept after it. */
  private changes = 0;
  /** Loads under way, by key, with the change count they began at. */
  private readonly loading = new Map<string, { changes: number; text: Promise<string> }>();

  private constructor(
    private readonly keepMs: number,
    private readonly pubsub?: PubSub,
  ) {}

  static async open(keepMs: number, pubsub?: PubSub): Promise<LikesCache> {
    const cache = new LikesCache(keepMs, pubsub);
    await pubsub?.subscribe(LIKES_CHANGED_CHANNEL, (payload) => {
      cache.forget(payload.split(',').map(Number));
    });
    return cache;
  }

  /**
   * The kept answer of a profile, or `load`'s (kept when no like changed meanwhile). Requests
   * that miss while a load is under way, with no change since it began, share it: polled at a
   * steady 200 req/s (bench/api, QUALITY.md: chats.php p99 ≤ 25 ms), each expiry started a load
   * per request in flight (p99 63 ms on PostgreSQL; 17 ms with the load shared).
   */
  async load(
    profileId: number,
    now: number,
    load: () => Promise<string>,
    answer: KeptAnswer = 'likes',
  ): Promise<string> {
    const key = `${answer}:${profileId}`;
    const entry = this.kept.get(key);
    if (entry && entry.until > now) return entry.text;
    const before = this.changes;
    const under = this.loading.get(key);
    if (under && under.changes === before) return under.text;
    const loading = load();
    this.loading.set(key, { changes: before, text: loading });
    let text: string;
    try {
      text = await loading;
    } finally {
      if (this.loading.get(key)?.text === loading) this.loading.delete(key);
    }
    if (this.keepMs > 0 && this.changes === before) {
      this.kept.delete(key);
      if (this.kept.size >= MAX_KEPT) this.kept.delete(this.kept.keys().next().value!);
      this.kept.set(key, { until: now + this.keepMs, text });
    }
    return text;
  }

  /** Likes from or to these profiles changed: every process drops their answers. */
  async changed(profileIds: number[]): Promise<void> {
    this.forget(profileIds);
    await this.pubsub?.publish(LIKES_CHANGED_CHANNEL, profileIds.join(','));
  }

  /** Drops these profiles' answers in this process only (for changes every process hears anyway). */
  forget(profileIds: number[]): void {
    this.changes++;
    for (const id of profileIds) {
      this.kept.delete(`likes:${id}`);
      this.kept.delete(`chats:${id}`);
    }
  }
}
