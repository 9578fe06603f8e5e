import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/cards';
import { ApiError } from '../http/errors';
import { statementsDuring } from '../test/queries';
import { startTestServer, type TestServer } from '../test/server';
import { RateLimiter } from './rate-limiter';

let server: TestServer;
let clock = new Date('2026-01-01T12:00:00Z');
beforeAll(async () => {
  server = await startTestServer({ members: 1 });
});
afterAll(() => server.close());

const minute = { windowMs: 60_000 };

describe('RateLimiter.hitAll', () => {
  it('counts several keys in one statement, refuses on the first over its limit, and starts over with the window', async () => {
    const limiter = new RateLimiter(server.handle.db, () => clock);
    const hits = [
      { key: 'test:wide', limit: { max: 3, ...minute } },
      { key: 'test:narrow', limit: { max: 1, ...minute } },
    ];
    const statements = await statementsDuring(server.handle.db, () => limiter.hitAll(hits));
    expect(statements).toHaveLength(1);
    const refused = await limiter.hitAll(hits).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 429, details: { retry_after_seconds: 60 } });
    // Both were counted: the wide key's third hit passes, its fourth does not.
    await limiter.hitAll([hits[0]!]);
    await expect(limiter.hitAll([hits[0]!])).rejects.toMatchObject({ status: 429 });
    clock = new Date(clock.getTime() + 60_000);
    await limiter.hitAll(hits);
  });

  it('counts requests that come together in one statement, each as if one after the other', async () => {
    const limiter = new RateLimiter(server.handle.db, () => clock);
    const limit = { max: 3, ...minute };
    let results: PromiseSettledResult<void>[] = [];
    const statements = await statementsDuring(server.handle.db, async () => {
      results = await Promise.allSettled(
        Array.from({ length: 6 }, (_, i) =>
          limiter.hitAll([
            { key: 'test:together', limit },
            { key: `test:alone:${i}`, limit },
          ]),
        ),
      );
    });
    // The first request's statement, then one for the five that waited behind it.
    expect(statements).toHaveLength(2);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
      'rejected',
    ]);
  });
});

describe('RateLimiter, hits counted in this process', () => {
  const counter = async (key: string) => {
    const [row] = rowsOf<{ count: number }>(
      await server.handle.db.execute(sql`select count from rate_limits where key = ${key}`),
    );
    return row ? Number(row.count) : null;
  };

  it('answers from memory, with no statement, as exactly as the database would, and starts over with the window', async () => {
    const limiter = new RateLimiter(server.handle.db, () => clock);
    const hit = { key: 'test:here', limit: { max: 3, ...minute }, inProcess: true };
    const statements = await statementsDuring(server.handle.db, async () => {
      for (let i = 0; i < 3; i++) await limiter.hitAll([hit]);
      const refused = await limiter.hitAll([hit]).catch((error: unknown) => error);
      expect(refused).toMatchObject({ status: 429, details: { retry_after_seconds: 60 } });
    });
    expect(statements).toEqual([]);
    // Nothing is in the shared counter before a sync.
    expect(await counter('test:here')).toBeNull();
    clock = new Date(clock.getTime() + 60_000);
    await limiter.hitAll([hit]);
  });

  it('go to the shared counter with a sync (one statement), where another process counts them', async () => {
    const one = new RateLimiter(server.handle.db, () => clock);
    const other = new RateLimiter(server.handle.db, () => clock);
    const limit = { max: 3, ...minute };
    const hit = { key: 'test:shared', limit, inProcess: true };
    await one.hitAll([hit]);
    await one.hitAll([hit]);
    await one.hitAll([{ key: 'test:shared:other', limit, inProcess: true }]);
    const statements = await statementsDuring(server.handle.db, () => one.sync());
    expect(statements).toHaveLength(1);
    expect(await counter('test:shared')).toBe(2);
    // Nothing new: no statement.
    expect(await statementsDuring(server.handle.db, () => one.sync())).toEqual([]);
    // The other process's first hit is the third: it passes, and its sync learns the count.
    await other.hitAll([hit]);
    await other.sync();
    expect(await counter('test:shared')).toBe(3);
    await expect(other.hitAll([hit])).rejects.toMatchObject({ status: 429 });
    // The first has not heard of the other's hit before its next sync: this one more passes (the
    // bound: what the other processes counted in one sync interval), and its sync learns the count.
    await one.hitAll([hit]);
    await one.sync();
    expect(await counter('test:shared')).toBe(4);
    await expect(one.hitAll([hit])).rejects.toMatchObject({ status: 429 });
  });

  it('count beside the hits counted in the database: one statement for those, a refusal from either', async () => {
    const limiter = new RateLimiter(server.handle.db, () => clock);
    const here = { key: 'test:mixed:here', limit: { max: 1, ...minute }, inProcess: true };
    const there = { key: 'test:mixed:there', limit: { max: 2, ...minute } };
    const statements = await statementsDuring(server.handle.db, () => limiter.hitAll([here, there]));
    expect(statements).toHaveLength(1);
    // The in-process key is over its limit; the database's key still counted this hit.
    await expect(limiter.hitAll([here, there])).rejects.toMatchObject({ status: 429 });
    expect(await counter('test:mixed:there')).toBe(2);
  });

  it('stop syncs what is left, so a process that ends loses no hit', async () => {
    const limiter = new RateLimiter(server.handle.db, () => clock);
    const hit = { key: 'test:stop', limit: { max: 5, ...minute }, inProcess: true };
    limiter.start(() => {}, 60_000);
    await limiter.hitAll([hit]);
    await limiter.hitAll([hit]);
    // A sync on its way when the process stops, and a hit counted after it left.
    const underWay = limiter.sync();
    await limiter.hitAll([hit]);
    await limiter.stop();
    await underWay;
    expect(await counter('test:stop')).toBe(3);
  });
});
