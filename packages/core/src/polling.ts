/** Polling of user data, chats and likes (spec point 9). */
export const POLL_INTERVAL_MS = 60_000;
export const POLL_INTERVAL_PUSH_MS = 300_000;
export const POLL_START_DELAY_MS = 5_000;

/** Every 60 s, or every 300 s when push is subscribed. */
export function pollingInterval(pushSubscribed: boolean): number {
  return pushSubscribed ? POLL_INTERVAL_PUSH_MS : POLL_INTERVAL_MS;
}
