import { describe, expect, it } from 'vitest';
import { POLL_START_DELAY_MS, pollingInterval } from './polling';

describe('pollingInterval', () => {
  it('polls every 60 s, or 300 s with push, from 5 s', () => {
    expect(pollingInterval(false)).toBe(60_000);
    expect(pollingInterval(true)).toBe(300_000);
    expect(POLL_START_DELAY_MS).toBe(5_000);
  });
});
