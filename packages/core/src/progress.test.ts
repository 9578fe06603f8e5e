import { describe, expect, it } from 'vitest';
import * as core from './index';
import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_THROTTLE_MS } from './progress';

describe('progress bar constants', () => {
  it('waits 200 ms before showing and fills over 5 s (spec point 9)', () => {
    expect(PROGRESS_BAR_THROTTLE_MS).toBe(200);
    expect(PROGRESS_BAR_DURATION_MS).toBe(5000);
  });
  it('shows before it would have finished', () => {
    expect(PROGRESS_BAR_THROTTLE_MS).toBeLessThan(PROGRESS_BAR_DURATION_MS);
  });
  it('is exported from the package entry', () => {
    expect(core.PROGRESS_BAR_THROTTLE_MS).toBe(PROGRESS_BAR_THROTTLE_MS);
    expect(core.PROGRESS_BAR_DURATION_MS).toBe(PROGRESS_BAR_DURATION_MS);
  });
});
