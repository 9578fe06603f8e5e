import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

interface Row {
  user: { id: number };
  v: number;
}

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('SessionCache', () => {
  it('shares one lookup between concurrent misses and caches its result for the TTL', async () => {
    const cache = new SessionCache<Row>(1000);
    let lookups = 0;
    const d = deferred<Row | null>();
    const lookup = () => (lookups++, d.promise);
    const all = Promise.all([1, 2, 3].map(() => cache.load('k', 0, lookup)));
    d.resolve({ user: { id: 1 }, v: 1 });
    expect((await all).map((r) => r?.v)).toEqual([1, 1, 1]);
    expect(lookups).toBe(1);
    expect((await cache.load('k', 999, lookup))?.v).toBe(1);
    expect(lookups).toBe(1);
    // Expired: looked up again.
    await cache.load('k', 1000, async () => (lookups++, { user: { id: 1 }, v: 2 }));
    expect(lookups).toBe(2);
  });

  it('does not cache a lookup that was under way when the user changed', async () => {
    const cache = new SessionCache<Row>(1000);
    const d = deferred<Row | null>();
    const stale = cache.load('k', 0, () => d.promise);
    cache.deleteUser(1);
    d.resolve({ user: { id: 1 }, v: 1 });
    expect((await stale)?.v).toBe(1);
    // The next request reads again instead of getting the row read before the change.
    expect((await cache.load('k', 1, async () => ({ user: { id: 1 }, v: 2 })))?.v).toBe(2);
  });

  it('after a user changed, a new caller does not join a lookup started before', async () => {
    const cache = new SessionCache<Row>(1000);
    const d = deferred<Row | null>();
    void cache.load('k', 0, () => d.promise);
    cache.deleteUser(1);
    const fresh = cache.load('k', 0, async () => ({ user: { id: 1 }, v: 2 }));
    d.resolve({ user: { id: 1 }, v: 1 });
    expect((await fresh)?.v).toBe(2);
  });

  it('does not cache null (no session) nor anything with a TTL of 0', async () => {
    const none = new SessionCache<Row>(1000);
    let lookups = 0;
    await none.load('k', 0, async () => (lookups++, null));
    await none.load('k', 0, async () => (lookups++, null));
    expect(lookups).toBe(2);
    const off = new SessionCache<Row>(0);
    await off.load('k', 0, async () => (lookups++, { user: { id: 1 }, v: 1 }));
    await off.load('k', 0, async () => (lookups++, { user: { id: 1 }, v: 1 }));
    expect(lookups).toBe(4);
  });

  it("hands a caller an entry younger than the age it asks for, within the cache's own", async () => {
    const cache = new SessionCache<Row>(30_000);
    await cache.load('k', 0, async () => ({ user: { id: 1 }, v: 1 }));
    expect(cache.get('k', 1999, 2000)?.v).toBe(1);
    expect(cache.get('k', 2000, 2000)).toBeUndefined();
    expect(cache.get('k', 2000)?.v).toBe(1); // still kept for older-tolerant callers
    expect(cache.get('k', 29_999)?.v).toBe(1);
    expect(cache.get('k', 30_000)).toBeUndefined();
    // A caller that wants it younger looks it up again, and the new lookup serves everyone.
    await cache.load('k', 10_000, async () => ({ user: { id: 1 }, v: 2 }));
    const young = await cache.load('k', 12_500, async () => ({ user: { id: 1 }, v: 3 }), 2000);
    expect(young?.v).toBe(3);
    expect(cache.get('k', 12_501)?.v).toBe(3);
  });

  it('drops the kept entry when a lookup finds no session', async () => {
    const cache = new SessionCache<Row>(30_000);
    await cache.load('k', 0, async () => ({ user: { id: 1 }, v: 1 }));
    expect(await cache.load('k', 5000, async () => null, 2000)).toBeNull();
    expect(cache.get('k', 5001)).toBeUndefined();
  });

  it('clear drops every session, and keeps no lookup that was under way', async () => {
    const cache = new SessionCache<Row>(1000);
    await cache.load('a', 0, async () => ({ user: { id: 1 }, v: 1 }));
    const d = deferred<Row | null>();
    const under = cache.load('b', 0, () => d.promise);
    cache.clear();
    d.resolve({ user: { id: 2 }, v: 1 });
    await under;
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBeUndefined();
  });

  it('deleteKey drops one session (logout)', async () => {
    const cache = new SessionCache<Row>(1000);
    await cache.load('a', 0, async () => ({ user: { id: 1 }, v: 1 }));
    await cache.load('b', 0, async () => ({ user: { id: 1 }, v: 1 }));
    cache.deleteKey('a');
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)?.v).toBe(1);
  });
});
