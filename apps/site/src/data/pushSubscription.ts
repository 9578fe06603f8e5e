import { useSyncExternalStore } from 'react';

// Whether this browser has a push subscription: with push, data arrives with each pushed
// message, so polling slows from every 60 s to every 300 s (spec point 9).
let subscribed = false;
const listeners = new Set<() => void>();

export function setPushSubscribed(value: boolean): void {
  if (value === subscribed) return;
  subscribed = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePushSubscribed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => subscribed,
    () => false,
  );
}
