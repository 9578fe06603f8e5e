// The tab's live socket (live-events.ts), as logging out needs it: this tab closes it before it
// logs out, so that the server's close that follows (4001, the session ended) is not taken for
// a session ended elsewhere. Kept apart from live-events.ts, which the app shell does not load.

let current: { stop(): void } | null = null;

/** The live socket live-events.ts opened. */
export function setLiveSocket(socket: { stop(): void }): void {
  current = socket;
}

/** Closes the live socket, if one is open (it opens again on a chat page). */
export function stopLiveSocket(): void {
  current?.stop();
}
