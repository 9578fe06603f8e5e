import { describe, expect, it } from 'vitest';
import { Cache } from './cache';

// The one cache's mechanics; which event drops what: caches.ts, and the coherence test of two
// processes (test/cache-coherence.pg.test.ts).

function setup(keepMs = 1_000) {
  let now = 0;
  const cache = new Cache(keepMs, () => now);
  return { cache, tick: (ms: number) => (now += ms) };
}

describe('a region of the cache', () => {
  it('keeps a value for the lifetime, then loads it again', async () => {
    const { cache, tick } = setup();
    const region = cache.region<string, number>('r', { maxEntries: 10 });
    let loads = 0;
    const load = () => region.load('a', async () => ++loads);
    expect(await load()).toBe(1);
    tick(999);
    expect(await load()).toBe(1);
    tick(1);
    expect(await load()).toBe(2);
  });

  it('shares one load among those who ask meanwhile', async () => {
    const { cache } = setup();
    const region = cache.region<string, number>('r', { maxEntries: 10 });
    let loads = 0;
    let finish!: (value: number) => void;
    const load = () =>
      region.load('a', () => (loads++, new Promise<number>((resolve) => (finish = resolve))));
    const both = Promise.all([load(), load()]);
    finish(7);
    expect(await both).toEqual([7, 7]);
    expect(loads).toBe(1);
  });

  it('does not keep a value loaded while it was told to forget (it may predate the change)', async () => {
    const { cache } = setup();
    const region = cache.region<string, number>('r', { maxEntries: 10 });
    let finish!: (value: number) => void;
    const first = region.load('a', () => new Promise<number>((resolve) => (finish = resolve)));
    region.forget(['b']);
    finish(1);
    expect(await first).toBe(1);
    expect(await region.load('a', async () => 2)).toBe(2);
  });

  it('forgets what `forgetWhere` picks, and everything still loading', async () => {
    const { cache } = setup();
    const region = cache.region<string, { user: number }>('r', { maxEntries: 10 });
    await region.load('a', async () => ({ user: 1 }));
    await region.load('b', async () => ({ user: 2 }));
    region.forgetWhere((value) => value.user === 1);
    expect(region.peek('a')).toBeUndefined();
    expect(region.peek('b')?.value).toEqual({ user: 2 });
  });

  it('keeps no empty value when told not to, and no failed load', async () => {
    const { cache } = setup();
    const region = cache.region<string, number | null>('r', { maxEntries: 10, keepEmpty: false });
    await region.load('none', async () => null);
    expect(region.peek('none')).toBeUndefined();
    await expect(region.load('bad', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await region.load('bad', async () => 3)).toBe(3);
  });

  it('holds at most its number of entries, the oldest going first', async () => {
    const { cache } = setup();
    const region = cache.region<number, number>('r', { maxEntries: 2 });
    for (const key of [1, 2, 3]) await region.load(key, async () => key);
    expect(region.peek(1)).toBeUndefined();
    expect(region.peek(3)?.value).toBe(3);
  });

  it('keeps nothing with a lifetime of 0, and the cache clears every region at once', async () => {
    const off = setup(0).cache.region<string, number>('r', { maxEntries: 10 });
    let loads = 0;
    await off.load('a', async () => ++loads);
    await off.load('a', async () => ++loads);
    expect(loads).toBe(2);
    const { cache } = setup();
    const [x, y] = [
      cache.region<string, number>('x', { maxEntries: 10 }),
      cache.region<string, number>('y', { maxEntries: 10 }),
    ];
    await x.load('a', async () => 1);
    await y.load('a', async () => 1);
    cache.clear();
    expect([x.peek('a'), y.peek('a')]).toEqual([undefined, undefined]);
  });
});
