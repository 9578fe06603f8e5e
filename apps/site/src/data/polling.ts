import { POLL_START_DELAY_MS, pollingInterval } from '@amori/core';
import { useEffect, useRef } from 'react';
import { usePushSubscribed } from './pushSubscription';

/**
 * Calls `poll` 5 s after it starts, then every 60 s, or every 300 s when push is subscribed
 * (spec point 9). Returns the function that stops it.
 */
export function startPolling(poll: () => void, pushSubscribed: boolean): () => void {
  const every = pollingInterval(pushSubscribed);
  let timer = setTimeout(function tick() {
    timer = setTimeout(tick, every);
    poll();
  }, POLL_START_DELAY_MS);
  return () => clearTimeout(timer);
}

interface Poller {
  users: Set<{ current: () => unknown }>;
  pushSubscribed: boolean;
  stop: () => void;
}
const pollers = new Map<string, Poller>();

function run(key: string, poller: Poller) {
  poller.stop();
  poller.stop = startPolling(() => {
    const [first] = poller.users;
    void first?.current();
  }, poller.pushSubscribed);
  pollers.set(key, poller);
}

/**
 * Polls `key` while `enabled` (a member's data; a visitor's pages make no member calls), starting
 * 5 s after mount. However many components use the key, it is polled once per interval. The
 * interval follows the browser's push subscription, read here from its one store: were it passed
 * in by each caller, a page's own `useChats` would set it back to 60 s under the header's 300 s.
 */
export function usePolling(key: string, poll: () => unknown, enabled: boolean): void {
  const pushSubscribed = usePushSubscribed();
  const latest = useRef(poll);
  useEffect(() => {
    latest.current = poll;
  });
  useEffect(() => {
    if (!enabled) return;
    let poller = pollers.get(key);
    if (!poller) {
      poller = { users: new Set(), pushSubscribed, stop: () => undefined };
      run(key, poller);
    } else if (poller.pushSubscribed !== pushSubscribed) {
      poller.pushSubscribed = pushSubscribed;
      run(key, poller);
    }
    const user = latest;
    poller.users.add(user);
    return () => {
      const current = pollers.get(key);
      if (!current) return;
      current.users.delete(user);
      if (current.users.size === 0) {
        current.stop();
        pollers.delete(key);
      }
    };
  }, [key, enabled, pushSubscribed]);
}
