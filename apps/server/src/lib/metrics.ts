import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';

/** What a connection pool tells of its use (node-postgres's Pool has these three). */
export interface PoolUse {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export interface MetricsSources {
  db: Database;
  now: () => Date;
  /** The pool's use, for PostgreSQL; PGlite has one connection and no pool. */
  pool?: PoolUse;
  /** Live sockets open on this process. */
  liveSockets: () => number;
}

/**
 * The server's Prometheus series, in a registry of its own (one per app, so tests can build
 * several). Rates (requests, messages and credits per minute) are counters: Prometheus's `rate()`
 * turns them into per-minute figures, and no process keeps a window of its own.
 * Requests are labelled by the contract call's name, a closed set, never by the URL.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly requests = new Counter({
    name: 'amori_http_requests_total',
    help: 'Requests answered, by contract call and status code',
    labelNames: ['call', 'status'] as const,
    registers: [this.registry],
  });

  readonly duration = new Histogram({
    name: 'amori_http_request_duration_seconds',
    help: 'Time to answer a request, by contract call',
    labelNames: ['call'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly errors = new Counter({
    name: 'amori_http_errors_total',
    help: 'Requests answered with an error (4xx or 5xx), by contract call and status code',
    labelNames: ['call', 'status'] as const,
    registers: [this.registry],
  });

  readonly messages = new Counter({
    name: 'amori_chat_messages_total',
    help: 'Chat messages stored by this process',
    registers: [this.registry],
  });

  readonly credits = new Counter({
    name: 'amori_credits_total',
    help: 'Credits moved by this process, by direction (spent or added) and ledger reason',
    labelNames: ['direction', 'reason'] as const,
    registers: [this.registry],
  });

  constructor(sources: MetricsSources) {
    const { db, now, pool, liveSockets } = sources;
    new Gauge({
      name: 'amori_live_sockets',
      help: 'Live chat sockets open on this process',
      registers: [this.registry],
      collect() {
        this.set(liveSockets());
      },
    });
    // The queue is one table every process shares: each process reports the same figures.
    const queue = async () => {
      const at = now().toISOString();
      const result = await db.execute(sql`
        select count(*)::int as depth,
          coalesce(extract(epoch from (${at}::timestamptz - min(run_at))), 0)::float8 as age
        from jobs where status = 'pending' and run_at <= ${at}::timestamptz`);
      const row = (result as unknown as { rows: { depth: number; age: number }[] }).rows[0];
      return { depth: Number(row?.depth ?? 0), age: Math.max(0, Number(row?.age ?? 0)) };
    };
    let asked: Promise<{ depth: number; age: number }> | undefined;
    // One query serves both gauges of a scrape.
    const once = () => {
      asked ??= queue().finally(() => setTimeout(() => (asked = undefined), 0));
      return asked;
    };
    new Gauge({
      name: 'amori_jobs_queue_depth',
      help: 'Jobs due and not yet done (mail, purges)',
      registers: [this.registry],
      async collect() {
        this.set((await once()).depth);
      },
    });
    new Gauge({
      name: 'amori_jobs_oldest_age_seconds',
      help: 'How long the oldest due job has waited',
      registers: [this.registry],
      async collect() {
        this.set((await once()).age);
      },
    });
    if (pool) {
      new Gauge({
        name: 'amori_db_pool_connections',
        help: "The database pool's connections, by state (idle, busy; waiting: requests queued for one)",
        labelNames: ['state'] as const,
        registers: [this.registry],
        collect() {
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'busy' }, pool.totalCount - pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
    }
  }

  /** A request answered: `call` is the contract call's name (or a fixed name for other routes). */
  answered(call: string, status: number, seconds: number): void {
    const code = String(status);
    this.requests.inc({ call, status: code });
    this.duration.observe({ call }, seconds);
    if (status >= 400) this.errors.inc({ call, status: code });
  }

  /** A credit change applied (negative: spent). */
  creditsMoved(delta: number, reason: string): void {
    if (delta === 0) return;
    this.credits.inc({ direction: delta < 0 ? 'spent' : 'added', reason }, Math.abs(delta));
  }
}
