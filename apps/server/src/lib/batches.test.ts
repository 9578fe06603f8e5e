import { describe, expect, it } from 'vitest';
import { batches } from './batches';

/** A `run` whose batches are recorded and answered when the test says. */
function recorder() {
  const seen: number[][] = [];
  const pending: (() => void)[] = [];
  const run = (items: number[]) => {
    seen.push(items);
    return new Promise<number[]>((resolve, reject) => {
      pending.push(() =>
        items.includes(-1) ? reject(new Error('bad batch')) : resolve(items.map((i) => i * 10)),
      );
    });
  };
  const answerNext = async () => {
    while (pending.length === 0) await new Promise((r) => setImmediate(r));
    pending.shift()!();
  };
  return { seen, run, answerNext };
}

describe('batches', () => {
  it('sends a call at once, and the calls made meanwhile together in the next batch, in order', async () => {
    const { seen, run, answerNext } = recorder();
    const call = batches(run);
    const results = [call(1), call(2), call(3), call(4)];
    await answerNext();
    await answerNext();
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40]);
    expect(seen).toEqual([[1], [2, 3, 4]]);
  });

  it('puts at most `max` calls in a batch', async () => {
    const { seen, run, answerNext } = recorder();
    const call = batches(run, 2);
    const results = [1, 2, 3, 4, 5, 6].map((i) => call(i));
    for (let i = 0; i < 4; i += 1) await answerNext();
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40, 50, 60]);
    expect(seen).toEqual([[1], [2, 3], [4, 5], [6]]);
  });

  it('fails only the calls of a batch that failed, and goes on with the next', async () => {
    const { seen, run, answerNext } = recorder();
    const call = batches(run);
    const first = call(1);
    const failing = [call(2), call(-1)];
    await answerNext();
    await answerNext();
    expect(await first).toBe(10);
    for (const result of failing) await expect(result).rejects.toThrow('bad batch');
    const later = call(7);
    await answerNext();
    expect(await later).toBe(70);
    expect(seen).toEqual([[1], [2, -1], [7]]);
  });
});
