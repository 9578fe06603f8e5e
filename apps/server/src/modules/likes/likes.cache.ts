import { Keeper } from '../../lib/keeper';
import type { PubSub } from '../../lib/pubsub';

/** Profiles whose likes changed (comma-separated ids), heard by every process. */
const LIKES_CHANGED_CHANNEL = 'amori_likes_changed';
/** At most this many answers kept; the oldest go first. */
const MAX_KEPT = 10_000;

/** The answers kept per profile: likes.php's first load, and chats.php (which lists the received likes too). */
export type KeptAnswer = 'likes' | 'chats';

/** The profiles a profile likes (`sent`) and is liked by (`received`). */
export interface LikesOf {
  sent: Set<number>;
  received: Set<number>;
}

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
  private readonly answers: Keeper<string, string>;
  /** The profiles each profile likes and is liked by (a profile's `liked` and `likes_me`). */
  private readonly likes: Keeper<number, LikesOf>;

  private constructor(
    keepMs: number,
    private readonly pubsub?: PubSub,
  ) {
    this.answers = new Keeper(keepMs, MAX_KEPT);
    this.likes = new Keeper(keepMs, MAX_KEPT);
  }

  static async open(keepMs: number, pubsub?: PubSub): Promise<LikesCache> {
    const cache = new LikesCache(keepMs, pubsub);
    await pubsub?.subscribe(LIKES_CHANGED_CHANNEL, (payload) => {
      cache.forget(payload.split(',').map(Number));
    });
    pubsub?.onMissed(() => {
      cache.answers.clear();
      cache.likes.clear();
    });
    return cache;
  }

  /** The kept answer of a profile, or `load`'s (kept when no like changed meanwhile). */
  load(
    profileId: number,
    now: number,
    load: () => Promise<string>,
    answer: KeptAnswer = 'likes',
  ): Promise<string> {
    return this.answers.load(`${answer}:${profileId}`, now, load);
  }

  /** The kept likes from and to a profile, or `load`'s. */
  likesOf(profileId: number, now: number, load: () => Promise<LikesOf>): Promise<LikesOf> {
    return this.likes.load(profileId, now, load);
  }

  /** Likes from or to these profiles changed: every process drops their answers. */
  async changed(profileIds: number[]): Promise<void> {
    this.forget(profileIds);
    await this.pubsub?.publish(LIKES_CHANGED_CHANNEL, profileIds.join(','));
  }

  /** Drops these profiles' answers in this process only (for changes every process hears anyway). */
  forget(profileIds: number[]): void {
    this.answers.forget(profileIds.flatMap((id) => [`likes:${id}`, `chats:${id}`]));
    this.likes.forget(profileIds);
  }
}
