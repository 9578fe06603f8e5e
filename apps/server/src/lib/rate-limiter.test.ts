import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    await limiter.hit('test:wide', hits[0]!.limit);
    await expect(limiter.hit('test:wide', hits[0]!.limit)).rejects.toMatchObject({ status: 429 });
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
