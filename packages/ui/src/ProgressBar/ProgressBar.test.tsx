import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_BAR_THROTTLE_MS } from '@amori/core';
import { ProgressBar } from './ProgressBar';

// React's act() outside a testing library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
const render = (active: boolean) =>
  act(() => root.render(<ProgressBar active={active} label="Loading page" />));
const bar = () => container.querySelector('[role="progressbar"]');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('ProgressBar', () => {
  it('is not shown before the 200 ms throttle, and is shown at 200 ms', async () => {
    await render(true);
    expect(bar()).toBeNull();
    await advance(PROGRESS_BAR_THROTTLE_MS - 1);
    expect(bar()).toBeNull();
    await advance(1);
    expect(bar()).not.toBeNull();
    expect(bar()?.getAttribute('aria-label')).toBe('Loading page');
    expect(bar()?.getAttribute('data-phase')).toBe('running');
  });

  it('never shows for a navigation that ends within the throttle', async () => {
    await render(true);
    await advance(PROGRESS_BAR_THROTTLE_MS - 50);
    await render(false);
    await advance(10_000);
    expect(bar()).toBeNull();
  });

  it('finishes, then hides, once loading ends', async () => {
    await render(true);
    await advance(PROGRESS_BAR_THROTTLE_MS);
    await render(false);
    expect(bar()?.getAttribute('data-phase')).toBe('finishing');
    await advance(1_000);
    expect(bar()).toBeNull();
  });

  it('keeps running when loading starts again while finishing', async () => {
    await render(true);
    await advance(PROGRESS_BAR_THROTTLE_MS);
    await render(false);
    await render(true);
    await advance(1_000);
    expect(bar()?.getAttribute('data-phase')).toBe('running');
  });
});
