// The constants of the live chat protocol (chat-live.ts), without zod: the browser entry
// (`@amori/contract/browser`) exports them, so the site does not repeat them.

/** The WebSocket's path on the site's own origin. */
export const LIVE_PATH = '/api/live';

/** Close codes the server uses (4000-4999 are the application's). */
export const LIVE_CLOSE = {
  /** The session ended (logout, account deleted): do not reconnect until logged in again. */
  sessionEnded: 4001,
  /** Too many sockets for this member: the oldest is closed. */
  replaced: 4002,
  /**
   * The server may have missed events meant for this socket (its process lost its connection to
   * the other processes' events for a while): reconnect, and resume from the last message.
   */
  missed: 4003,
  /**
   * This process is shutting down (a restart or a deploy): reconnect at once, to another process
   * behind the same address, and resume from the last message.
   */
  goingAway: 4004,
} as const;
