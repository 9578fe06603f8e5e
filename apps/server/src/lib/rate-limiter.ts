import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ApiError } from '../http/errors';
import type { Clock } from './clock';
import type { Limit } from './limits';

/**
 * Fixed-window counters stored in Postgres (table rate_limits), so every server process
 * shares them. One upsert per request (for all the keys it counts on).
 */
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

  /** Counts one hit on each key; answers, per key, 0 within the limit, else how long until its window ends, in ms. */
  private async count(hits: { key: string; limit: Limit }[]): Promise<number[]> {
    const now = this.now();
    const at = now.toISOString();
    // Each key with the start of its window's cutoff: a counter whose window began by then starts over.
    const input = sql.join(
      hits.map(
        ({ key, limit }) =>
          sql`(${key}::text, ${new Date(now.getTime() - limit.windowMs).toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    const cutoff = sql`(select cutoff from input where input.key = rate_limits.key)`;
    const result = await this.db.execute(sql`
      with input (key, cutoff) as (values ${input})
      insert into rate_limits (key, window_start, count) select key, ${at}::timestamptz, 1 from input
      on conflict (key) do update set
        count = case when rate_limits.window_start <= ${cutoff} then 1 else rate_limits.count + 1 end,
        window_start = case when rate_limits.window_start <= ${cutoff}
          then ${at}::timestamptz else rate_limits.window_start end
      returning key, count, window_start`);
    // Now and then, drop counters whose window ended long ago, so the table stays small.
    if (Math.random() < 0.001) {
      const stale = new Date(now.getTime() - 86_400_000).toISOString();
      await this.db.execute(sql`delete from rate_limits where window_start < ${stale}::timestamptz`);
    }
    const rows = (
      result as unknown as { rows: { key: string; count: number; window_start: string | Date }[] }
    ).rows;
    return hits.map(({ key, limit }) => {
      const row = rows.find((r) => r.key === key);
      if (!row || row.count <= limit.max) return 0;
      return Math.max(1, new Date(row.window_start).getTime() + limit.windowMs - now.getTime());
    });
  }
}
