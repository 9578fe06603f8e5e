import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';
import type { Clock } from './clock';

/** What a job's code is handed. */
export interface JobInfo {
  id: number;
  kind: string;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
}

export type JobHandler = (payload: unknown, job: JobInfo) => Promise<void>;

export interface EnqueueOptions {
  /** When it may run (default: now). */
  runAt?: Date;
  /** At most one job per key, pending or finished: a second enqueue with the key is ignored. */
  uniqueKey?: string;
  /** Runs before it fails for good (default 5). */
  maxAttempts?: number;
  /** The transaction to insert it in, so the job exists only if what caused it is committed. */
  db?: Database;
}

export interface JobQueueOptions {
  /** How often an idle worker looks for due jobs, in ms (default 1000). */
  pollMs?: number;
  /** How long a claimed job is its worker's; after that another may claim it (default 5 min). */
  leaseMs?: number;
  /** The wait before retry n (1, 2, ...); default 30 s doubling, at most an hour. */
  retryDelayMs?: (attempt: number) => number;
  /** Where failures are told. */
  log?: { warn: (details: object, message: string) => void };
}

const MINUTE = 60_000;
const defaultRetryDelay = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 60 * MINUTE);

interface Claimed extends Record<string, unknown> {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/**
 * The durable job queue: one `jobs` table. A worker claims the oldest due job with
 * `FOR UPDATE SKIP LOCKED` (so on PostgreSQL several processes never take the same one, and on
 * PGlite, one connection, it is a plain claim), under a lease; it runs the job's handler, then
 * marks it done, or schedules a retry (growing delays) until its attempts are used up, when it is
 * marked failed with its last error. Jobs live in the database: a restart, or a process killed
 * mid-job (its lease runs out), loses none.
 *
 * Why not pg-boss or graphile-worker: their versions for Node 20 need a PostgreSQL server (they
 * open connections of their own, LISTEN, advisory locks) and do not run on PGlite, the embedded
 * default; one table and one claiming query serve both databases with the same code.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly retryDelay: (attempt: number) => number;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private draining: Promise<number> | undefined;
  private another: Promise<number> | undefined;

  constructor(
    private readonly db: Database,
    private readonly now: Clock,
    private readonly options: JobQueueOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 5 * MINUTE;
    this.retryDelay = options.retryDelayMs ?? defaultRetryDelay;
  }

  /** The code that runs jobs of a kind (each module registers its own). */
  register(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`A handler for ${kind} jobs is registered already`);
    this.handlers.set(kind, handler);
  }

  /** Adds a job; with a `uniqueKey` already used, nothing is added. Answers whether it was added. */
  async enqueue(kind: string, payload: unknown, options: EnqueueOptions = {}): Promise<boolean> {
    const db = options.db ?? this.db;
    const rows = await db
      .insert(jobs)
      .values({
        kind,
        payload: payload ?? null,
        runAt: options.runAt ?? this.now(),
        maxAttempts: options.maxAttempts ?? 5,
        uniqueKey: options.uniqueKey ?? null,
        createdAt: this.now(),
      })
      .onConflictDoNothing({ target: jobs.uniqueKey })
      .returning({ id: jobs.id });
    if (rows.length > 0) this.wake();
    return rows.length > 0;
  }

  /** Removes a pending job by its key (a purge called off by a reactivation). */
  async cancel(uniqueKey: string, db: Database = this.db): Promise<void> {
    await db.delete(jobs).where(and(eq(jobs.uniqueKey, uniqueKey), eq(jobs.status, 'pending')));
  }

  /**
   * Runs every job due now, one after the other, until none is left; answers how many ran
   * (tests call it instead of waiting for the worker). A call while a run is going on is answered
   * by one more run after it, shared by all such calls: the run going on may have looked for jobs
   * before the caller's job was there.
   */
  runDue(): Promise<number> {
    if (!this.draining) {
      this.draining = this.drain().finally(() => (this.draining = undefined));
      return this.draining;
    }
    const next = () => {
      this.another = undefined;
      return this.runDue();
    };
    this.another ??= this.draining.then(next, next);
    return this.another;
  }

  /** Starts the worker: it looks for due jobs every `pollMs`, and at once after an enqueue. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Stops the worker, after the job it is running. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await (this.another ?? this.draining);
  }

  private wake(): void {
    // Soon rather than at once: an enqueue inside a transaction is seen once that commits.
    if (this.running) this.schedule(20);
  }

  /**
   * The next run in `ms`, in place of the one planned. A run that ends plans the next poll only
   * when nothing is planned: a wake-up that came while it ran stays planned.
   */
  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.runDue()
        .catch((error: unknown) => this.options.log?.warn({ err: error }, 'job queue: claiming failed'))
        .finally(() => {
          if (this.running && !this.timer) this.schedule(this.pollMs);
        });
    }, ms);
    this.timer.unref();
  }

  private async drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      const job = await this.claim();
      if (!job) break;
      await this.run(job);
      ran++;
    }
    if (ran > 0 && Math.random() < 0.05) await this.prune();
    return ran;
  }

  private async claim(): Promise<Claimed | undefined> {
    const now = this.now();
    const result = await this.db.execute<Claimed>(sql`
      update jobs set attempts = attempts + 1,
        locked_until = ${new Date(now.getTime() + this.leaseMs).toISOString()}::timestamptz
      where id = (
        select id from jobs
        where status = 'pending' and run_at <= ${now.toISOString()}::timestamptz
          and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz)
        order by run_at, id
        limit 1
        for update skip locked
      )
      returning id, kind, payload, attempts, max_attempts`);
    const row = (result as unknown as { rows: Claimed[] }).rows[0];
    return row ? { ...row, id: Number(row.id) } : undefined;
  }

  private async run(job: Claimed): Promise<void> {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`No handler for ${job.kind} jobs`);
      await handler(job.payload, { id: job.id, kind: job.kind, attempt: job.attempts });
      await this.db
        .update(jobs)
        .set({ status: 'done', lockedUntil: null, lastError: null, finishedAt: this.now() })
        .where(eq(jobs.id, job.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = job.attempts >= job.max_attempts;
      this.options.log?.warn(
        { job: job.id, kind: job.kind, attempt: job.attempts, err: error },
        final ? 'job failed for good' : 'job failed, retrying later',
      );
      const now = this.now();
      await this.db
        .update(jobs)
        .set(
          final
            ? { status: 'failed', lockedUntil: null, lastError: message.slice(0, 2000), finishedAt: now }
            : {
                lockedUntil: null,
                lastError: message.slice(0, 2000),
                runAt: new Date(now.getTime() + this.retryDelay(job.attempts)),
              },
        )
        .where(eq(jobs.id, job.id));
    }
  }

  /** Drops finished jobs after a week (their unique keys with them). */
  private async prune(): Promise<void> {
    const weekAgo = new Date(this.now().getTime() - 7 * 24 * 60 * MINUTE);
    await this.db.delete(jobs).where(and(sql`${jobs.status} <> 'pending'`, lt(jobs.finishedAt, weekAgo)));
  }
}
