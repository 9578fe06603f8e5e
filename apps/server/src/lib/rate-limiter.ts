import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ApiError } from '../http/errors';
import type { Clock } from './clock';
import type { Limit } from './limits';

/**
 * Fixed-window counters stored in Postgres (table rate_limits), so every server process
 * shares them. One upsert per hit.
 */
export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly now: Clock,
  ) {}

  /** Counts one hit; throws 429 rate_limited (details.retry_after_seconds) when over the limit. */
  async hit(key: string, limit: Limit): Promise<void> {
    const retryAfterMs = await this.count(key, limit);
    if (retryAfterMs > 0) {
      throw new ApiError(429, 'rate_limited', 'Too many requests, please try again later.', {
        retry_after_seconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
      });
    }
  }

  /** Counts one hit; whether it was within the limit (for what is dropped rather than refused). */
  async allow(key: string, limit: Limit): Promise<boolean> {
    return (await this.count(key, limit)) === 0;
  }

  /** Counts one hit; answers 0 within the limit, else how long until the window ends, in ms. */
  private async count(key: string, limit: Limit): Promise<number> {
    const now = this.now();
    const cutoff = new Date(now.getTime() - limit.windowMs).toISOString();
    const at = now.toISOString();
    const result = await this.db.execute<{ count: number; window_start: string | Date }>(sql`
      insert into rate_limits (key, window_start, count) values (${key}, ${at}::timestamptz, 1)
      on conflict (key) do update set
        count = case when rate_limits.window_start <= ${cutoff}::timestamptz then 1 else rate_limits.count + 1 end,
        window_start = case when rate_limits.window_start <= ${cutoff}::timestamptz
          then ${at}::timestamptz else rate_limits.window_start end
      returning count, window_start`);
    // Now and then, drop counters whose window ended long ago, so the table stays small.
    if (Math.random() < 0.001) {
      const stale = new Date(now.getTime() - 86_400_000).toISOString();
      await this.db.execute(sql`delete from rate_limits where window_start < ${stale}::timestamptz`);
    }
    const row = (result as unknown as { rows: { count: number; window_start: string | Date }[] }).rows[0];
    if (!row || row.count <= limit.max) return 0;
    return Math.max(1, new Date(row.window_start).getTime() + limit.windowMs - now.getTime());
  }
}
