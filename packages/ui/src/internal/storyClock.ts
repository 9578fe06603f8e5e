// Story helper: a clock that a play function moves by hand, so a story about time (a countdown, a
// toast that closes itself) proves its timing without waiting for it, on a machine of any speed.

type Kind = 'timeout' | 'interval';

interface Timer {
  kind: Kind;
  at: number;
  every: number;
  run: () => void;
}

export interface StoryClock {
  /** Moves the clock on by `ms`, running every timer that falls due, in order. */
  tick(ms: number): void;
  /** The delays (ms) of the fake timers set and not yet run or cleared: what the page armed. */
  delays(): number[];
  /** Gives the page its own clock back (the cleanup of the story's `beforeEach`). */
  uninstall(): void;
}

export interface StoryClockOptions {
  /** Fake every `setInterval`. */
  intervals?: boolean;
  /**
   * Fake `setTimeout` for these delays only (ms): the component's own. The story runner, the
   * testing library and user-event pause on timeouts of their own, which stay real.
   */
  timeouts?: readonly number[];
}

/**
 * Replaces `Date.now` and the timers named in `options` with a clock that stands still until
 * the play moves it. Install in the story's `beforeEach` (before the component mounts and arms
 * its timers) and return `uninstall` from it.
 */
export function installStoryClock(options: StoryClockOptions, start = Date.now()): StoryClock {
  let now = start;
  // Far above the browser's own ids, so a clear of a real timer is told apart and passed on.
  let nextId = 1_000_000_000;
  const timers = new Map<number, Timer>();
  const real = {
    now: Date.now,
    setTimeout: window.setTimeout,
    clearTimeout: window.clearTimeout,
    setInterval: window.setInterval,
    clearInterval: window.clearInterval,
  };

  const add = (kind: Kind, handler: TimerHandler, ms: number, args: unknown[]) => {
    if (typeof handler !== 'function') throw new Error('storyClock: string timers are not supported');
    const id = nextId++;
    const delay = Math.max(kind === 'interval' ? 1 : 0, ms);
    timers.set(id, { kind, at: now + delay, every: delay, run: () => void handler(...args) });
    return id;
  };
  const clear = (realClear: (id?: number) => void) => (id?: number) => {
    if (id !== undefined && timers.has(id)) timers.delete(id);
    else realClear.call(window, id);
  };

  Date.now = () => now;
  const fakeTimeouts = options.timeouts ?? [];
  if (fakeTimeouts.length > 0) {
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
      fakeTimeouts.includes(Number(ms) || 0)
        ? add('timeout', handler, Number(ms) || 0, args)
        : (Reflect.apply(real.setTimeout, window, [
            handler,
            ms,
            ...args,
          ]) as number)) as typeof window.setTimeout;
    window.clearTimeout = clear(real.clearTimeout) as typeof window.clearTimeout;
  }
  if (options.intervals) {
    window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
      add('interval', handler, Number(ms) || 0, args)) as typeof window.setInterval;
    window.clearInterval = clear(real.clearInterval) as typeof window.clearInterval;
  }

  return {
    tick(ms) {
      const end = now + ms;
      for (;;) {
        let due: [number, Timer] | undefined;
        for (const entry of timers) if (entry[1].at <= end && (!due || entry[1].at < due[1].at)) due = entry;
        if (!due) break;
        const [id, timer] = due;
        now = timer.at;
        if (timer.kind === 'interval') timer.at += timer.every;
        else timers.delete(id);
        timer.run();
      }
      now = end;
    },
    delays: () => [...timers.values()].map((timer) => timer.every),
    uninstall() {
      Object.assign(window, {
        setTimeout: real.setTimeout,
        clearTimeout: real.clearTimeout,
        setInterval: real.setInterval,
        clearInterval: real.clearInterval,
      });
      Date.now = real.now;
    },
  };
}
