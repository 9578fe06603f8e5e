import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPolling, usePolling } from './polling';
import { setPushSubscribed } from './pushSubscription';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('startPolling (spec point 9)', () => {
  it('polls 5 s after it starts, then every 60 s', () => {
    const poll = vi.fn();
    const stop = startPolling(poll, false);
    vi.advanceTimersByTime(4_999);
    expect(poll).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(poll).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(59_999);
    expect(poll).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(poll).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(120_000);
    expect(poll).toHaveBeenCalledTimes(4);
    stop();
    vi.advanceTimersByTime(600_000);
    expect(poll).toHaveBeenCalledTimes(4);
  });

  it('polls every 300 s when push is subscribed, still starting at 5 s', () => {
    const poll = vi.fn();
    const stop = startPolling(poll, true);
    vi.advanceTimersByTime(5_000);
    expect(poll).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(299_999);
    expect(poll).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(poll).toHaveBeenCalledTimes(2);
    stop();
  });
});

// React's act() outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function render(node: ReactNode) {
  const root = createRoot(document.createElement('div'));
  act(() => root.render(node));
  return { unmount: () => act(() => root.unmount()) };
}

function Poller({ name, poll, enabled }: { name: string; poll: () => void; enabled: boolean }) {
  usePolling(name, poll, enabled);
  return null;
}

describe('usePolling', () => {
  it('makes no call while disabled (a visitor)', () => {
    const poll = vi.fn();
    const view = render(<Poller name="a" poll={poll} enabled={false} />);
    act(() => void vi.advanceTimersByTime(600_000));
    expect(poll).not.toHaveBeenCalled();
    view.unmount();
  });

  it('polls a key once per interval however many components use it, and stops with the last', () => {
    const first = vi.fn();
    const second = vi.fn();
    const view = render(
      <>
        <Poller name="b" poll={first} enabled />
        <Poller name="b" poll={second} enabled />
      </>,
    );
    act(() => void vi.advanceTimersByTime(5_000));
    expect(first.mock.calls.length + second.mock.calls.length).toBe(1);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(first.mock.calls.length + second.mock.calls.length).toBe(2);
    view.unmount();
    act(() => void vi.advanceTimersByTime(600_000));
    expect(first.mock.calls.length + second.mock.calls.length).toBe(2);
  });

  it('polls every 300 s with push, however many components use the key', () => {
    setPushSubscribed(true);
    const poll = vi.fn();
    // The header and a page (the chats list, say) both use the key.
    const view = render(
      <>
        <Poller name="c" poll={poll} enabled />
        <Poller name="c" poll={poll} enabled />
      </>,
    );
    act(() => void vi.advanceTimersByTime(5_000));
    expect(poll).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(299_999));
    expect(poll).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(1));
    expect(poll).toHaveBeenCalledTimes(2);
    view.unmount();
    setPushSubscribed(false);
  });

  it('goes from 60 s to 300 s when push is subscribed while it runs', () => {
    const poll = vi.fn();
    const view = render(<Poller name="d" poll={poll} enabled />);
    act(() => void vi.advanceTimersByTime(5_000));
    expect(poll).toHaveBeenCalledTimes(1);
    act(() => setPushSubscribed(true));
    // Restarted: its first poll 5 s later, then every 300 s.
    act(() => void vi.advanceTimersByTime(5_000));
    expect(poll).toHaveBeenCalledTimes(2);
    act(() => void vi.advanceTimersByTime(120_000));
    expect(poll).toHaveBeenCalledTimes(2);
    view.unmount();
    setPushSubscribed(false);
  });
});
