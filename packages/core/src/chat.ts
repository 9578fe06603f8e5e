/**
 * Chat rules (spec points 4, 6 and 9; decisions.md "Free conversations", "Free messages",
 * premium-only features): what a message costs, which conversations a free member may write in,
 * the gift catalogue, typing expiry and the live connection's reconnect schedule.
 */

/** Conversations a free member may write in (reading and receiving are never limited). */
export const FREE_CONVERSATIONS = 2;

/** How long a typing indicator lasts unless it is refreshed (never stored). */
export const TYPING_TTL_MS = 6_000;

/** Kinds of chat message. */
export const MESSAGE_KINDS = ['text', 'gift', 'photo'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** The prices a site's settings give (spec point 3: message_credits, gift_credits, photo_credits). */
export interface MessagePrices {
  message_credits: number;
  gift_credits: number;
  photo_credits: number;
}

/** The credits a message of a kind costs. */
export function messageCost(kind: MessageKind, prices: MessagePrices): number {
  switch (kind) {
    case 'text':
      return prices.message_credits;
    case 'gift':
      return prices.gift_credits;
    case 'photo':
      return prices.photo_credits;
  }
}

/** Photo messages are premium-only (decisions.md). */
export const photoMessagesAllowed = (paidUser: boolean): boolean => paidUser;

/**
 * Whether a member may write in a conversation: premium members anywhere; a free member in a
 * conversation that already counts (they have written in it), or in a new one while they have
 * written in fewer than FREE_CONVERSATIONS.
 */
export function mayWriteIn(
  paidUser: boolean,
  conversationsWrittenIn: number,
  alreadyWroteHere: boolean,
): boolean {
  return paidUser || alreadyWroteHere || conversationsWrittenIn < FREE_CONVERSATIONS;
}

/** A gift of the catalogue: all cost the site's gift_credits; the screen names it by its id. */
export interface Gift {
  id: string;
  emoji: string;
}

/** The gift catalogue. */
export const GIFTS: readonly Gift[] = [
  { id: 'rose', emoji: '🌹' },
  { id: 'heart', emoji: '❤️' },
  { id: 'chocolate', emoji: '🍫' },
  { id: 'teddy', emoji: '🧸' },
  { id: 'champagne', emoji: '🍾' },
  { id: 'ring', emoji: '💍' },
  { id: 'coffee', emoji: '☕' },
  { id: 'star', emoji: '⭐' },
] as const;

export const GIFT_IDS = GIFTS.map((g) => g.id);

/** Whether a typing indicator seen at `seenAt` (ms) still shows at `now` (ms). */
export const typingShows = (seenAt: number, now: number): boolean => now - seenAt < TYPING_TTL_MS;

/** The live connection's reconnect schedule: jittered exponential backoff, capped at 30 s. */
export const RECONNECT_MAX_MS = 30_000;
export const RECONNECT_BASE_MS = 500;

/**
 * The wait before reconnect attempt `attempt` (0, 1, ...): "full jitter" over an exponentially
 * growing window, never above RECONNECT_MAX_MS. `random` is in [0, 1).
 */
export function reconnectDelay(attempt: number, random: number): number {
  const window = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.min(attempt, 16));
  return Math.floor(window * random);
}

/** How often the live connection is checked by a ping; a socket silent for 2 of these is dead. */
export const LIVE_HEARTBEAT_MS = 25_000;
