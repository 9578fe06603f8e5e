import { describe, expect, it } from 'vitest';
import { LikesCache } from './likes.cache';

/** A load that finishes when told to, counting its calls. */
function gate(text: string) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const calls = { count: 0 };
  const load = async () => {
    calls.count += 1;
    await opened;
    return text;
  };
  return { load, open, calls };
}

describe('the kept likes and chats answers', () => {
  it('shares one load among the requests that miss while it runs', async () => {
    const cache = await LikesCache.open(2000);
    const { load, open, calls } = gate('answer');
    const answers = [cache.load(1, 0, load, 'chats'), cache.load(1, 0, load, 'chats')];
    open();
    expect(await Promise.all(answers)).toEqual(['answer', 'answer']);
    expect(calls.count).toBe(1);
    // Kept now: no load at all.
    expect(await cache.load(1, 1000, load, 'chats')).toBe('answer');
    expect(calls.count).toBe(1);
  });

  it('does not share a load that began before a change', async () => {
    const cache = await LikesCache.open(2000);
    const before = gate('before');
    const after = gate('after');
    const first = cache.load(1, 0, before.load, 'chats');
    cache.forget([1]);
    const second = cache.load(1, 0, after.load, 'chats');
    before.open();
    after.open();
    expect(await first).toBe('before');
    expect(await second).toBe('after');
    // The answer read before the change was not kept; the one after it was.
    expect(await cache.load(1, 1000, before.load, 'chats')).toBe('after');
  });
});
