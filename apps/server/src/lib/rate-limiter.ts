import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/cards';
import type { Database } from '../db/client';
import { executePrepared } from '../db/prepared';
import { ApiError } from '../http/errors';
import { batches } from './batches';
import type { Clock } from './clock';
import type { Limit } from './limits';

/**
 * Fixed-window counters stored in Postgres (table rate_limits), so every server process
 * shares them. One upsert per request (for all the keys it counts on).
 */
interface Hit {
  key: string;
  limit: Limit;
}

/** Requests one statement counts at most. */
const BATCH = 100;

export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly now: Clock,
  ) {}

  /** Counts one hit; throws 429 rate_limited (details.retry_after_seconds) when over the limit. */
  async hit(key: string, limit: Limit): Promise<void> {
    await this.hitAll([{ key, limit }]);
  }

  /**
   * Counts one hit on each key, in one statement (a member's write counts on three: its address,
   * its account and the call; one round trip instead of three); throws 429 for the first key, in
   * the order given, that is over its limit.
   */
  async hitAll(hits: { key: string; limit: Limit }[]): Promise<void> {
    const retryAfterMs = await this.count(hits);
    const over = retryAfterMs.find((ms) => ms > 0);
    if (over !== undefined) {
      throw new ApiError(429, 'rate_limited', 'Too many requests, please try again later.', {
        retry_after_seconds: Math.max(1, Math.ceil(over / 1000)),
      });
    }
  }

  /** Counts one hit; whether it was within the limit (for what is dropped rather than refused). */
  async allow(key: string, limit: Limit): Promise<boolean> {
    return (await this.count([{ key, limit }]))[0] === 0;
  }

  /**
   * Counts one hit on each key; answers, per key, 0 within the limit, else how long until its
   * window ends, in ms. The hits of requests that arrive while a statement is on its way go
   * together in the next one (`batches`), each key once with its number of hits, and each request
   * is answered as if its hits had been counted one after the other, in arrival order. Why: every
   * API write counts here; bench/chat (QUALITY.md "Chat", 1,000 messages/s) spent most of the
   * server's time in round trips to PostgreSQL, one of each send's was its count.
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
    const sorted = [...totals].sort(([a], [b]) => (a < b ? -1 : 1));
    // One statement text whatever the batch's size (its keys go in as arrays), prepared: planning
    // the statement took more of PostgreSQL's time than running it (0.3 ms against 0.2, EXPLAIN
    // ANALYZE), once for every batch, and bench/chat (QUALITY.md "Chat") counts one a send.
    // A key's counter starts over when its window began by the key's cutoff; `excluded.count`
    // is the key's hits in this batch (the row the insert proposed).
    const windowEnded = sql`rate_limits.window_start <= (select cutoff from input where input.key = rate_limits.key)`;
    const result = await executePrepared(
      this.db,
      'rate_limits_count',
      sql`with input (key, cutoff, hits) as (
        select * from unnest(${sql.param(sorted.map(([key]) => key))}::text[],
          ${sql.param(sorted.map(([, t]) => new Date(now.getTime() - t.limit.windowMs).toISOString()))}::timestamptz[],
          ${sql.param(sorted.map(([, t]) => t.hits))}::int[]))
      insert into rate_limits (key, window_start, count)
        select key, ${now.toISOString()}::timestamptz, hits from input order by key
      on conflict (key) do update set
        count = case when ${windowEnded} then excluded.count else rate_limits.count + excluded.count end,
        window_start = case when ${windowEnded} then excluded.window_start else rate_limits.window_start end
      returning key, count, window_start`,
    );
    // Now and then, drop counters whose window ended long ago, so the table stays small.
    if (Math.random() < 0.001) {
      const stale = new Date(now.getTime() - 86_400_000).toISOString();
      await this.db.execute(sql`delete from rate_limits where window_start < ${stale}::timestamptz`);
    }
    const rows = rowsOf<{ key: string; count: number; window_start: string | Date }>(result);
    return new Map(
      rows.map((r) => [r.key, { count: Number(r.count), windowStart: new Date(r.window_start) }]),
    );
  }
}
