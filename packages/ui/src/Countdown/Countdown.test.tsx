import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown';

// React's act() needs this flag outside a test framework that sets it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const announce = ({ hours, minutes }: { hours: number; minutes: number }) =>
  `${hours} hours ${minutes} minutes left`;

let container: HTMLDivElement;
let root: Root;
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

const clock = () => container.querySelector('[data-testid="countdown-clock"]')?.textContent;
const live = () => container.querySelector('[aria-live]')?.textContent;

describe('Countdown', () => {
  it('shows zero-padded hours, minutes and seconds and ticks each second', () => {
    act(() => root.render(<Countdown seconds={3 * 3600 + 59 * 60 + 7} announce={announce} />));
    expect(clock()).toBe('03:59:07');
    act(() => vi.advanceTimersByTime(1000));
    expect(clock()).toBe('03:59:06');
    act(() => vi.advanceTimersByTime(7000));
    expect(clock()).toBe('03:58:59');
  });

  it('announces whole minutes only', () => {
    act(() => root.render(<Countdown seconds={125} announce={announce} />));
    expect(live()).toBe('0 hours 2 minutes left');
    act(() => vi.advanceTimersByTime(3000));
    expect(clock()).toBe('00:02:02');
    expect(live()).toBe('0 hours 2 minutes left');
    act(() => vi.advanceTimersByTime(3000));
    expect(clock()).toBe('00:01:59');
    expect(live()).toBe('0 hours 1 minutes left');
  });

  it('calls onDone exactly once at zero and never goes negative', () => {
    const onDone = vi.fn();
    act(() => root.render(<Countdown seconds={3} announce={announce} onDone={onDone} />));
    act(() => vi.advanceTimersByTime(2000));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(clock()).toBe('00:00:00');
    expect(onDone).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(10_000));
    expect(clock()).toBe('00:00:00');
    expect(onDone).toHaveBeenCalledTimes(1);
    // A re-render with a new callback does not call it again.
    const later = vi.fn();
    act(() => root.render(<Countdown seconds={3} announce={announce} onDone={later} />));
    act(() => vi.advanceTimersByTime(5000));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(later).not.toHaveBeenCalled();
  });

  it('is done at once when it starts at zero', () => {
    const onDone = vi.fn();
    act(() => root.render(<Countdown seconds={0} announce={announce} onDone={onDone} />));
    expect(clock()).toBe('00:00:00');
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
