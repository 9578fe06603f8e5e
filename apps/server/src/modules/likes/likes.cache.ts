import type { PubSub } from '../../lib/pubsub';

/** Profiles whose likes changed (comma-separated ids), heard by every process. */
const LIKES_CHANGED_CHANNEL = 'amori_likes_changed';
/** At most this many answers kept; the oldest go first. */
const MAX_KEPT = 10_000;

/**
 * The likes answer (likes.php's first load, as JSON text) of each profile, kept for a few
 * seconds: every member's browser polls it on every page (the header badge), and a poll then
 * costs no database round trip. A profile's answer is dropped in every process as soon as a
 * like from or to it changes (`changed`, through NOTIFY), so the lists and counts are never
 * older than the kept time at worst across processes, and fresh in the process that wrote. A card
 * itself (a name, a photo, online) may be as old as the kept time.
 */
export class LikesCache {
  private readonly kept = new Map<number, { until: number; text: string }>();
  /** Counts changes: an answer read before a change is not kept after it. */
  private changes = 0;

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
   * The kept answer of a profile, or `load`'s (kept when no like changed meanwhile).
   */
  async load(profileId: number, now: number, load: () => Promise<string>): Promise<string> {
    const entry = this.kept.get(profileId);
    if (entry && entry.until > now) return entry.text;
    const before = this.changes;
    const text = await load();
    if (this.keepMs > 0 && this.changes === before) {
      this.kept.delete(profileId);
      if (this.kept.size >= MAX_KEPT) this.kept.delete(this.kept.keys().next().value!);
      this.kept.set(profileId, { until: now + this.keepMs, text });
    }
    return text;
  }

  /** Likes from or to these profiles changed: every process drops their answers. */
  async changed(profileIds: number[]): Promise<void> {
    this.forget(profileIds);
    await this.pubsub?.publish(LIKES_CHANGED_CHANNEL, profileIds.join(','));
  }

  private forget(profileIds: number[]): void {
    this.changes++;
    for (const id of profileIds) this.kept.delete(id);
  }
}
