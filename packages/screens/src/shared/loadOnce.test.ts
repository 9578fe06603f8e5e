import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('imports once for any number of calls, before and after it is loaded', async () => {
    const importer = vi.fn(() => Promise.resolve({ Dialog: 'code' }));
    const chunk = loadOnce(importer);
    expect(chunk.loaded()).toBeUndefined();
    const first = chunk.load();
    expect(chunk.load()).toBe(first);
    await expect(first).resolves.toEqual({ Dialog: 'code' });
    expect(chunk.loaded()).toEqual({ Dialog: 'code' });
    await chunk.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('keeps no failure: the next call imports again', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk gone'))
      .mockResolvedValueOnce('code');
    const chunk = loadOnce(importer);
    const failing = chunk.load();
    // Calls while the import is under way share it, failure included.
    expect(chunk.load()).toBe(failing);
    await expect(failing).rejects.toThrow('chunk gone');
    expect(chunk.loaded()).toBeUndefined();
    await expect(chunk.load()).resolves.toBe('code');
    expect(chunk.loaded()).toBe('code');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('keeps what an empty import brings (a page reloading for a new deploy)', async () => {
    const importer = vi.fn(() => Promise.resolve(undefined));
    const chunk = loadOnce(importer);
    await expect(chunk.load()).resolves.toBeUndefined();
    await chunk.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
