import { Keeper } from '../../lib/keeper';
import type { PubSub } from '../../lib/pubsub';
import { USER_CHANGED_CHANNEL } from '../../plugins/session';
import type { MemberProfileRow } from './members.repository';

/** Profiles that changed (comma-separated ids), heard by every process. */
const PROFILES_CHANGED_CHANNEL = 'amori_profiles_changed';
/** At most this many profiles kept (each a few KB: its texts and up to 25 photos). */
const MAX_PROFILES_KEPT = 10_000;

/**
 * The part of a profile that is the same for every viewer (its row, account state, photos and
 * interests), kept for a few seconds by profile id: a profile is opened far more often than it
 * changes, and reading it per request held member.php to 0.07 of a bare Fastify on PostgreSQL
 * (bench/api, QUALITY.md asks 0.1). What depends on the viewer (blocks, likes, which photos they
 * may see) is added per request from the blocks and likes caches.
 *
 * A profile is dropped in every process as soon as it changes: its owner's edits and photos
 * (`changed`, through NOTIFY), and its account (any change of the user, heard on the sessions'
 * channel: deleted, invisible, restored). So those show on the next request in the process that
 * wrote, and elsewhere once the message arrives. Its last activity (online, `last_activity`) may
 * be as old as the kept time, as in search.
 */
export class ProfileCache {
  private readonly profiles: Keeper<number, MemberProfileRow | undefined>;
  /** The profile of each user whose profile was loaded: a user change drops it. */
  private readonly profileOfUser = new Map<number, number>();

  private constructor(
    keepMs: number,
    private readonly pubsub?: PubSub,
  ) {
    this.profiles = new Keeper(keepMs, MAX_PROFILES_KEPT);
  }

  static async open(keepMs: number, pubsub?: PubSub): Promise<ProfileCache> {
    const cache = new ProfileCache(keepMs, pubsub);
    await pubsub?.subscribe(PROFILES_CHANGED_CHANNEL, (payload) => {
      cache.profiles.forget(payload.split(',').map(Number));
    });
    await pubsub?.subscribe(USER_CHANGED_CHANNEL, (payload) => cache.userChanged(Number(payload)));
    pubsub?.onMissed(() => cache.profiles.clear());
    return cache;
  }

  /** The kept profile, or `load`'s (kept when nothing changed meanwhile). */
  profile(
    id: number,
    now: number,
    load: () => Promise<MemberProfileRow | undefined>,
  ): Promise<MemberProfileRow | undefined> {
    return this.profiles.load(id, now, async () => {
      const row = await load();
      if (row?.user_id != null) {
        if (this.profileOfUser.size >= MAX_PROFILES_KEPT) this.profileOfUser.clear();
        this.profileOfUser.set(row.user_id, id);
      }
      return row;
    });
  }

  /** These profiles changed (their rows, photos or interests): every process drops them. */
  async changed(profileIds: number[]): Promise<void> {
    this.profiles.forget(profileIds);
    await this.pubsub?.publish(PROFILES_CHANGED_CHANNEL, profileIds.join(','));
  }

  /** A user changed (the sessions say so, in every process): their profile is dropped here. */
  userChanged(userId: number): void {
    const id = this.profileOfUser.get(userId);
    this.profiles.forget(id === undefined ? [] : [id]);
  }
}
