import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/cards';
import type { Database } from '../db/client';
import { executePrepared } from '../db/prepared';
import { ApiError } from '../http/errors';
import { batches } from './batches';
import type { Clock } from './clock';
import type { Limit } from './limits';

/**
 * Fixed-window counters stored in Postgres (table rate_limits), so every server process shares
 * them. A hit is counted one of two ways:
 * - in the database at once (one upsert per request, for all the keys it counts on): every
 *   process sees it before the next request is answered;
 * - counted in this process (`inProcess`, limits.ts COUNTED_IN_PROCESS): answered from memory at
 *   once, and added to the shared count in the background every SYNC_MS, when the process also
 *   learns what the others counted. Within one process it is as exact as the first way; with P
 *   processes a key lets through at most what the other P - 1 processes counted in one sync
 *   interval more than its limit.
 */
export interface Hit {
  key: string;
  limit: Limit;
  /** Counted in this process's memory first (see above). */
  inProcess?: boolean;
}

/** Requests one statement counts at most. */
const BATCH = 100;

/** How often the hits counted in this process go to the shared counts. */
const SYNC_MS = 1000;

/** A key counted in this process: its window, as the shared counter has it once synced. */
interface LocalCount {
  limit: Limit;
  windowStart: number;
  /** The shared count at the last sync: this process's hits synced then, and every other's. */
  shared: number;
  /** Hits counted here on their way to the shared count (a sync under way). */
  sending: number;
  /** Hits counted here since. */
  pending: number;
}

export class RateLimiter {
  private readonly local = new Map<string, LocalCount>();
  /** The sync under way, if any. */
  private syncing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly now: Clock,
  ) {}

  /**
   * Counts one hit on each key (a member's write counts on three: its address, its account and
   * the call), those counted in the database in one statement; throws 429 for the first key, in
   * the order given, that is over its limit. When every key is counted in this process, nothing
   * waits for the database.
   */
  async hitAll(hits: Hit[]): Promise<void> {
    const now = this.now().getTime();
    const here = hits.map((hit) => (hit.inProcess ? this.countHere(hit, now) : undefined));
    const shared = hits.filter((hit) => !hit.inProcess);
    const counted = shared.length > 0 ? await this.count(shared) : [];
    let next = 0;
    const over = here.map((ms) => ms ?? counted[next++]!).find((ms) => ms > 0);
    if (over !== undefined) {
      throw new ApiError(429, 'rate_limited', 'Too many requests, please try again later.', {
        retry_after_seconds: Math.max(1, Math.ceil(over / 1000)),
      });
    }
  }

  /** A hit on a key counted in this process: 0 within the limit, else the ms until its window ends. */
  private countHere({ key, limit }: Hit, now: number): number {
    let entry = this.local.get(key);
    if (!entry || now >= entry.windowStart + limit.windowMs) {
      // A new window (a sync still under way for the old one then writes to the old entry).
      entry = { limit, windowStart: now, shared: 0, sending: 0, pending: 0 };
      this.local.set(key, entry);
    }
    entry.pending += 1;
    const count = entry.shared + entry.sending + entry.pending;
    return count <= limit.max ? 0 : Math.max(1, entry.windowStart + limit.windowMs - now);
  }

  /**
   * Adds the hits counted in this process since the last sync to the shared counters, in one
   * statement, and takes their counts (with every other process's hits) and windows; forgets keys
   * whose window has ended. Runs every SYNC_MS once started, and when stopped; a call while one
   * is under way answers that one.
   */
  sync(): Promise<void> {
    this.syncing ??= this.syncOnce().finally(() => (this.syncing = null));
    return this.syncing;
  }

  private async syncOnce(): Promise<void> {
    const now = this.now();
    const due = [...this.local].filter(([, entry]) => entry.pending > 0);
    for (const [key, entry] of this.local) {
      if (
        entry.pending === 0 &&
        entry.sending === 0 &&
        now.getTime() >= entry.windowStart + entry.limit.windowMs
      ) {
        this.local.delete(key);
      }
    }
    if (due.length === 0) return;
    for (const [, entry] of due) {
      entry.sending = entry.pending;
      entry.pending = 0;
    }
    try {
      const counted = await this.upsert(
        now,
        new Map(due.map(([key, entry]) => [key, { limit: entry.limit, hits: entry.sending }])),
      );
      for (const [key, entry] of due) {
        const row = counted.get(key)!;
        entry.shared = row.count;
        entry.windowStart = row.windowStart.getTime();
      }
    } catch (error) {
      // They go with the next sync.
      for (const [, entry] of due) entry.pending += entry.sending;
      throw error;
    } finally {
      for (const [, entry] of due) entry.sending = 0;
    }
  }

  /** Syncs every `everyMs` until stopped. */
  start(onError: (error: unknown) => void, everyMs = SYNC_MS): void {
    this.timer ??= setInterval(() => this.sync().catch(onError), everyMs);
    this.timer.unref();
  }

  /**
   * Stops syncing, after a last sync (the hits counted here are not lost with the process): the
   * one under way, if any, then one for the hits counted meanwhile.
   */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.syncing?.catch(() => {});
    await this.sync();
  }

  /** Counts one hit; whether it was within the limit (for what is dropped rather than refused). */
  async allow(key: string, limit: Limit): Promise<boolean> {
    return (await this.count([{ key, limit }]))[0] === 0;
  }

  /**
   * Counts one hit on each key; answers, per key, 0 within the limit, else how long until its
   * window ends, in ms. The hits of requests that arrive while a statement is on its way go
   * together in the next one (`batches`), each key once with its number of hits, and each request
   * is answered as if its hits had been counted one after the other, in arrival order. Why: on
   * two busy cores each round trip to PostgreSQL costs more than the work it carries
   * (docs/performance.md).
   */
  private readonly count = batches((requests: Hit[][]) => this.countAll(requests), BATCH);

  private async countAll(requests: Hit[][]): Promise<number[][]> {
    const now = this.now();
    // Each key with its hits in this batch (the same key always comes with the same limit).
    const totals = new Map<string, { limit: Limit; hits: number }>();
    for (const hits of requests) {
      for (const { key, limit } of hits) {
        const total = totals.get(key) ?? { limit, hits: 0 };
        total.hits += 1;
        totals.set(key, total);
      }
    }
    const counted = await this.upsert(now, totals);
    // The batch's hits on a key took the counts up to the one stored: in arrival order, the
    // first got the first of them.
    const next = new Map([...totals].map(([key, t]) => [key, counted.get(key)!.count - t.hits + 1]));
    return requests.map((hits) =>
      hits.map(({ key, limit }) => {
        const count = next.get(key)!;
        next.set(key, count + 1);
        if (count <= limit.max) return 0;
        const windowStart = counted.get(key)!.windowStart;
        return Math.max(1, windowStart.getTime() + limit.windowMs - now.getTime());
      }),
    );
  }

  /**
   * Adds each key's hits to its counter (one that began its window by its cutoff starts over):
   * the counts after. Keys are written in their sorted order, so two processes' statements never
   * wait on each other crosswise.
   */
  private async upsert(now: Date, totals: Map<string, { limit: Limit; hits: number }>) {
    // Keys with one window length go in one statement, whose cutoff is then one value. Why not
    // one statement for all: looking up each key's own cutoff made the upsert quadratic in its
    // keys, and a sync carries thousands of them under load.
    const byWindow = new Map<number, [string, number][]>();
    for (const [key, { limit, hits }] of totals) {
      const keys = byWindow.get(limit.windowMs) ?? [];
      keys.push([key, hits]);
      byWindow.set(limit.windowMs, keys);
    }
    const counted = new Map<string, { count: number; windowStart: Date }>();
    for (const [windowMs, keys] of byWindow) {
      for (const [key, count] of await this.upsertWindow(now, windowMs, keys)) counted.set(key, count);
    }
    // Now and then, drop counters whose window ended long ago, so the table stays small.
    if (Math.random() < 0.001) {
      const stale = new Date(now.getTime() - 86_400_000).toISOString();
      await this.db.execute(sql`delete from rate_limits where window_start < ${stale}::timestamptz`);
    }
    return counted;
  }

  /** Adds hits to keys of one window length: the counts after. */
  private async upsertWindow(now: Date, windowMs: number, keys: [string, number][]) {
    const sorted = keys.sort(([a], [b]) => (a < b ? -1 : 1));
    // One statement text whatever the batch's size (its keys go in as arrays), prepared: planning
    // the statement took more of PostgreSQL's time than running it, once for every batch, and a
    // busy chat (QUALITY.md "Chat") counts one a send.
    // A key's counter starts over when its window began by the cutoff; `excluded.count` is the
    // key's hits in this batch (the row the insert proposed).
    const windowEnded = sql`rate_limits.window_start <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
    const result = await executePrepared(
      this.db,
      'rate_limits_count',
      sql`insert into rate_limits (key, window_start, count)
        select key, ${now.toISOString()}::timestamptz, hits
          from unnest(${sql.param(sorted.map(([key]) => key))}::text[],
            ${sql.param(sorted.map(([, hits]) => hits))}::int[]) as input (key, hits)
          order by key
      on conflict (key) do update set
        count = case when ${windowEnded} then excluded.count else rate_limits.count + excluded.count end,
        window_start = case when ${windowEnded} then excluded.window_start else rate_limits.window_start end
      returning key, count, window_start`,
    );
    const rows = rowsOf<{ key: string; count: number; window_start: string | Date }>(result);
    return rows.map(
      (r) => [r.key, { count: Number(r.count), windowStart: new Date(r.window_start) }] as const,
    );
  }
}
