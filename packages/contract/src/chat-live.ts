import * as z from 'zod/mini';
import type { ChatMessage } from './chat';

/**
 * The live chat protocol: a WebSocket at LIVE_PATH on the site's own origin. See
 * docs/chat-live.md for the whole story; in short:
 *
 * - It is opened by the browser with the member's session cookie (no cookie, an ended session or
 *   an Origin other than the site's: refused before the upgrade, with 403).
 * - `?after=<id>` (the id of the last message the client received; 0 for none) resumes: the server
 *   first sends every message of the member's conversations after it, in order, then `ready`,
 *   then live events. A client that reconnects passes the last id it got, so nothing is lost or
 *   shown twice (the client also drops a message id it already has).
 * - Server → client frames are JSON `LiveServerEvent`s; client → server frames `LiveClientEvent`s.
 * - The server pings every LIVE_HEARTBEAT_MS (core); the client reconnects with jittered backoff
 *   capped at 30 s (core `reconnectDelay`). `{type:'ping'}` from the client answers `{type:'pong'}`.
 * - Typing is never stored: `typing` is relayed to the other member, who shows it for
 *   TYPING_TTL_MS (6 s) unless another arrives.
 * - Order and times are the server's (message ids and `sent_at`, `read_at`).
 * - A send that names the tab's socket (`ready`'s `socket`, given as `socket` with the send) is
 *   not sent back to that socket: the send's answer carries it. Other tabs get it live as usual.
 * - Polling (GET /api/chats.php) stays the fallback when the socket cannot be opened.
 */
export { LIVE_CLOSE, LIVE_PATH } from './live-constants';

export type LiveServerEvent =
  /** A new message in one of the member's conversations (sent by them from any tab, or to them). */
  | { type: 'message'; message: ChatMessage }
  /** The other member read the member's messages up to `up_to` (a message id) at `read_at`. */
  | { type: 'read'; conversation: number; up_to: number; read_at: string }
  /** The member themself read a conversation in another tab: its unread count is now `unread`. */
  | { type: 'unread'; conversation: number; unread: number; total_unread_messages: number }
  /** `profile` is typing in `conversation`; show it for `expires_in_ms` unless refreshed. */
  | { type: 'typing'; conversation: number; profile: number; expires_in_ms: number }
  /**
   * The backlog after `?after=` has been sent; `last` is the newest message id sent (or `after`).
   * `socket` names this connection: a send that gives it (`socket` in sendMessage's body) is not
   * sent back to this socket, as its answer already carries the message.
   */
  | { type: 'ready'; last: number; socket: string }
  | { type: 'pong' };

export const liveClientEventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('typing'), conversation: z.int().check(z.positive()) }),
  z.strictObject({ type: z.literal('ping') }),
]);
export type LiveClientEvent = z.infer<typeof liveClientEventSchema>;
