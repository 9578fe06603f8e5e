import { Keeper } from '../../lib/keeper';
import type { PubSub } from '../../lib/pubsub';
import type { BlocksOf } from './members.repository';
import type { SearchResult } from './members.service';

/** Profiles whose blocks changed (comma-separated ids), heard by every process. */
const BLOCKS_CHANGED_CHANNEL = 'amori_blocks_changed';
/** At most this many blocks lists kept; the oldest go first. */
const MAX_BLOCKS_KEPT = 10_000;
/** At most this many searches kept (each about 20 KB: its text, cards and up to 1,011 ids). */
const MAX_SEARCHES_KEPT = 1_000;

/** A search as a visitor gets it, and its answer as JSON text. */
export interface SharedSearch extends SearchResult {
  text: string;
  /** Members' answers made from it (`answerFor`), by the ids they leave out; null: none made. */
  made: Map<string, string | null>;
}

/**
 * The member search's short-lived memory (the one cache of the search; why: a search is asked
 * far more often than its results change, and its round trips held it to 0.03 of a bare Fastify
 * on PostgreSQL, bench/api, where QUALITY.md asks 0.1).
 *
 * - `shared`: a search's answer as a visitor gets it, by its filters and cursor, with every
 *   profile id its queries read (the load, the count, the similar results). A member may be
 *   answered with it only when none of the profiles the member never sees (their own, those
 *   blocked either way) is among those ids: then the member's own queries, which leave those
 *   profiles out, would have read exactly the same rows (same load, same count, same similar
 *   results). Otherwise the member's search runs uncached. Profiles that change (activity, a
 *   name, a profile turned invisible or deleted) show as they were for at most the kept time.
 * - `blocks`: the profiles each profile blocked and is blocked by (search and profiles read them), dropped in every process as
 *   soon as a block from or to it changes (`blocksChanged`, through NOTIFY): fresh in the process
 *   that wrote, at most the kept time old elsewhere (like the likes cache).
 */
export class SearchCache {
  private readonly shared: Keeper<string, SharedSearch>;
  private readonly blocks: Keeper<number, BlocksOf>;

  private constructor(
    readonly keepMs: number,
    private readonly pubsub?: PubSub,
  ) {
    this.shared = new Keeper(keepMs, MAX_SEARCHES_KEPT);
    this.blocks = new Keeper(keepMs, MAX_BLOCKS_KEPT);
  }

  static async open(keepMs: number, pubsub?: PubSub): Promise<SearchCache> {
    const cache = new SearchCache(keepMs, pubsub);
    await pubsub?.subscribe(BLOCKS_CHANGED_CHANNEL, (payload) => {
      cache.blocks.forget(payload.split(',').map(Number));
    });
    pubsub?.onMissed(() => cache.blocks.clear());
    return cache;
  }

  search(key: string, now: number, load: () => Promise<SharedSearch>): Promise<SharedSearch> {
    return this.shared.load(key, now, load);
  }

  /** The kept blocks of a profile each way (search, profiles), or `load`'s. */
  blocksOf(profileId: number, now: number, load: () => Promise<BlocksOf>): Promise<BlocksOf> {
    return this.blocks.load(profileId, now, load);
  }

  /** Blocks from or to these profiles changed: every process drops what it kept of them. */
  async blocksChanged(profileIds: number[]): Promise<void> {
    this.blocks.forget(profileIds);
    await this.pubsub?.publish(BLOCKS_CHANGED_CHANNEL, profileIds.join(','));
  }
}
