import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { jobs } from '../db/schema';
import { migratedPglite } from '../test/db-template';
import { startTestServer, type TestServer } from '../test/server';
import { JobQueue } from './jobs';

let server: TestServer;
let time: number;
const clock = () => new Date(time);

beforeAll(async () => {
  server = await startTestServer({ members: 0 });
});
afterAll(() => server.close());
beforeEach(async () => {
  time = Date.parse('2026-03-01T10:00:00Z');
  await server.handle.db.delete(jobs);
});

const rowsOf = (kind: string) => server.handle.db.select().from(jobs).where(eq(jobs.kind, kind));

/**
 * The test database, with the queue's first look for jobs (its first `execute`) answered only
 * when the test says: a job added meanwhile is one that look missed, as a look on one PostgreSQL
 * connection can miss an insert committing on another.
 */
function firstLookHeld() {
  let looking!: () => void;
  const looked = new Promise<void>((resolve) => (looking = resolve));
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  let first = true;
  const db = new Proxy(server.handle.db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown;
      return async (...args: Parameters<typeof target.execute>) => {
        const result = await target.execute(...args);
        if (first) {
          first = false;
          looking();
          await answered;
        }
        return result;
      };
    },
  });
  return { db, looked, answer };
}

describe('the job queue', () => {
  it('runs a due job once and marks it done', async () => {
    const queue = new JobQueue(server.handle.db, clock);
    const seen: unknown[] = [];
    queue.register('note', async (payload) => void seen.push(payload));
    await queue.enqueue('note', { text: 'hello' });
    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0);
    expect(seen).toEqual([{ text: 'hello' }]);
    const [row] = await rowsOf('note');
    expect(row).toMatchObject({ status: 'done', attempts: 1, lockedUntil: null });
  });

  it('waits for a job that is not due yet', async () => {
    const queue = new JobQueue(server.handle.db, clock);
    let ran = 0;
    queue.register('later', async () => void ran++);
    await queue.enqueue('later', {}, { runAt: new Date(time + 60_000) });
    expect(await queue.runDue()).toBe(0);
    time += 60_000;
    expect(await queue.runDue()).toBe(1);
    expect(ran).toBe(1);
  });

  it('retries a failing job later, with growing delays, and fails it for good after its attempts', async () => {
    const queue = new JobQueue(server.handle.db, clock, { retryDelayMs: (n) => n * 1000 });
    let calls = 0;
    queue.register('flaky', async () => {
      calls++;
      throw new Error(`boom ${calls}`);
    });
    await queue.enqueue('flaky', {}, { maxAttempts: 3 });
    expect(await queue.runDue()).toBe(1);
    let [row] = await rowsOf('flaky');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'boom 1' });
    expect(row!.runAt.getTime()).toBe(time + 1000);
    // Not before its delay.
    expect(await queue.runDue()).toBe(0);
    time += 1000;
    await queue.runDue();
    [row] = await rowsOf('flaky');
    expect(row!.runAt.getTime()).toBe(time + 2000);
    time += 2000;
    await queue.runDue();
    [row] = await rowsOf('flaky');
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'boom 3' });
    time += 3_600_000;
    expect(await queue.runDue()).toBe(0);
    expect(calls).toBe(3);
  });

  it('succeeds on a retry after a failure', async () => {
    const queue = new JobQueue(server.handle.db, clock, { retryDelayMs: () => 10 });
    let calls = 0;
    queue.register('once-flaky', async () => {
      if (++calls === 1) throw new Error('first try fails');
    });
    await queue.enqueue('once-flaky', {});
    await queue.runDue();
    time += 10;
    await queue.runDue();
    const [row] = await rowsOf('once-flaky');
    expect(row).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('adds a job with a unique key once, and cancels it by its key', async () => {
    const queue = new JobQueue(server.handle.db, clock);
    let ran = 0;
    queue.register('purge', async () => void ran++);
    expect(
      await queue.enqueue('purge', { id: 1 }, { uniqueKey: 'purge:1', runAt: new Date(time + 1000) }),
    ).toBe(true);
    expect(await queue.enqueue('purge', { id: 1 }, { uniqueKey: 'purge:1' })).toBe(false);
    expect(await rowsOf('purge')).toHaveLength(1);
    await queue.cancel('purge:1');
    time += 1000;
    expect(await queue.runDue()).toBe(0);
    expect(ran).toBe(0);
  });

  it('fails a job of a kind no one handles, instead of running it', async () => {
    const queue = new JobQueue(server.handle.db, clock);
    await queue.enqueue('unknown', {}, { maxAttempts: 1 });
    await queue.runDue();
    const [row] = await rowsOf('unknown');
    expect(row).toMatchObject({ status: 'failed', lastError: 'No handler for unknown jobs' });
  });

  it('gives a job whose worker died (its lease ran out) to another worker', async () => {
    const leaseMs = 60_000;
    const dead = new JobQueue(server.handle.db, clock, { leaseMs });
    // The first worker claims the job and never finishes it (its process was killed).
    dead.register('work', () => new Promise<void>(() => {}));
    await dead.enqueue('work', { n: 1 });
    void dead.runDue();
    await expect.poll(async () => (await rowsOf('work'))[0]?.attempts).toBe(1);

    const alive = new JobQueue(server.handle.db, clock, { leaseMs });
    const seen: unknown[] = [];
    alive.register('work', async (payload, job) => void seen.push({ payload, attempt: job.attempt }));
    // Still leased: nobody else takes it.
    expect(await alive.runDue()).toBe(0);
    time += leaseMs;
    expect(await alive.runDue()).toBe(1);
    expect(seen).toEqual([{ payload: { n: 1 }, attempt: 2 }]);
  });

  it('runs each job once when several workers drain the queue at the same time', async () => {
    const seen: number[] = [];
    const workers = [0, 1, 2].map(() => {
      const queue = new JobQueue(server.handle.db, clock);
      queue.register('many', async (payload) => void seen.push((payload as { n: number }).n));
      return queue;
    });
    for (let n = 0; n < 30; n++) await workers[0]!.enqueue('many', { n });
    const counts = await Promise.all(workers.map((w) => w.runDue()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
    expect(seen.sort((a, b) => a - b)).toEqual([...Array(30).keys()]);
  });

  it('starts on its own, and stops', async () => {
    // A poll far beyond the test's time: only the enqueue's wake-up can run the job.
    const queue = new JobQueue(server.handle.db, clock, { pollMs: 600_000 });
    const ran = new Promise<unknown>((resolve) =>
      queue.register('started', async (payload) => resolve(payload)),
    );
    queue.start();
    await queue.enqueue('started', { a: 1 });
    expect(await ran).toEqual({ a: 1 });
    await queue.stop();
  });

  it('runs a job added while it was looking for jobs: the wake-up is not lost', async () => {
    const { db, looked, answer } = firstLookHeld();
    // A poll far beyond the test's time: only the enqueue's wake-up can run the job.
    const queue = new JobQueue(db, clock, { pollMs: 600_000 });
    const ran = new Promise<unknown>((resolve) =>
      queue.register('raced', async (payload) => resolve(payload)),
    );
    queue.start();
    await looked;
    await queue.enqueue('raced', { b: 2 });
    answer();
    expect(await ran).toEqual({ b: 2 });
    await queue.stop();
  });

  it('runs again for a call made while it runs: that call sees the jobs added before it', async () => {
    const { db, looked, answer } = firstLookHeld();
    const queue = new JobQueue(db, clock);
    const seen: unknown[] = [];
    queue.register('late', async (payload) => void seen.push(payload));
    const early = queue.runDue();
    await looked;
    await queue.enqueue('late', { c: 3 });
    const late = queue.runDue();
    answer();
    expect(await early).toBe(0);
    expect(await late).toBe(1);
    expect(seen).toEqual([{ c: 3 }]);
  });
});

describe('the job queue across a restart', () => {
  it('keeps the jobs of a database that was closed and opened again by the next process', async () => {
    let db = server.handle.db;
    let reopen = async () => ({ db, close: async () => {} });
    if (!process.env.DATABASE_URL) {
      // PGlite: a database of its own, saved as the stopped process leaves it, opened anew.
      const first = await migratedPglite();
      const before = await openDatabase({ pglite: first });
      db = before.db;
      reopen = async () => {
        const saved = await first.dumpDataDir('none');
        await before.close();
        return openDatabase({ pglite: await PGlite.create('memory://', { loadDataDir: saved }) });
      };
    }
    // PostgreSQL: the server keeps the data; the next process is a new queue on it.
    await new JobQueue(db, clock).enqueue('mail', { to: 'anna@example.com' });
    const after = await reopen();
    const queue = new JobQueue(after.db, clock);
    const seen: unknown[] = [];
    queue.register('mail', async (payload) => void seen.push(payload));
    expect(await queue.runDue()).toBe(1);
    expect(seen).toEqual([{ to: 'anna@example.com' }]);
    await after.close();
  });
});
