import { describe, expect, it } from 'vitest';
import { Keeper } from './keeper';

describe('Keeper.clear', () => {
  it('drops every kept value', async () => {
    const keeper = new Keeper<number, string>(1000, 10);
    let loads = 0;
    const load = async () => `v${++loads}`;
    await keeper.load(1, 0, load);
    await keeper.load(2, 0, load);
    expect(await keeper.load(1, 1, load)).toBe('v1');
    expect(loads).toBe(2);
    keeper.clear();
    expect(await keeper.load(1, 2, load)).toBe('v3');
    expect(await keeper.load(2, 2, load)).toBe('v4');
    expect(loads).toBe(4);
  });

  it('does not keep or share a load that was in progress when it ran', async () => {
    const keeper = new Keeper<number, string>(1000, 10);
    let settle!: (value: string) => void;
    const inFlight = keeper.load(1, 0, () => new Promise<string>((resolve) => (settle = resolve)));
    keeper.clear();
    const fresh = keeper.load(1, 1, async () => 'after the change');
    settle('before the change');
    expect(await inFlight).toBe('before the change');
    expect(await fresh).toBe('after the change');
    // The load begun after the change is the one kept.
    expect(await keeper.load(1, 2, async () => 'loaded again')).toBe('after the change');
  });
});
