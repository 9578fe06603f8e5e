import { GIFT_IDS, MESSAGE_KINDS, PHOTO_MAX_BYTES, PHOTO_MIME_TYPES, SCAM_REASONS } from '@amori/core';
import * as z from 'zod/mini';
import { defineCall } from './call';
import { endpoints } from './endpoints';
import { memberCardSchema } from './common';
import { idSchema, intParam } from './members';

// Chat: a conversation's messages, sending text, gifts and photos (paid in credits
// through the ledger), read markers and the gift catalogue. Live delivery is the WebSocket at
// /api/live (chat-live.ts).

/** A live socket's name, as its `ready` event gives it (chat-live.ts) and a send names it. */
export const liveSocketSchema = z.string().check(z.regex(/^[0-9a-f]{16}$/, 'Expected 16 of 0-9 a-f'));

/**
 * The client's id of a message (a UUID or any 8 to 64 letters, digits, `-` and `_`): the same id
 * sent again stores nothing new and charges nothing (a retry after a lost answer).
 */
export const clientIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'Expected 8 to 64 of A-Z a-z 0-9 - _'));

/** A photo sent in a chat: its web sizes (the same checks and re-encoding as profile photos). */
export const chatPhotoSchema = z.object({
  src: z.string(),
  thumb: z.string(),
  width: z.int(),
  height: z.int(),
});

/** One message of a conversation, as its reader gets it. Order and times are the server's. */
export const chatMessageSchema = z.object({
  /** The server's id: increasing in the order messages were stored (the order to show them in). */
  id: z.int(),
  /** The sender's own id for it (null for messages not sent by a client, e.g. seeded ones). */
  client_id: z.nullable(z.string()),
  conversation: z.int(),
  /** The sender's profile id. */
  sender: z.int(),
  from_me: z.boolean(),
  kind: z.enum(MESSAGE_KINDS),
  /** The text of a text message ('' for gifts and photos). */
  text: z.string(),
  /** The gift's id in the catalogue (`getGifts`), for a gift. */
  gift: z.nullable(z.string()),
  photo: z.nullable(chatPhotoSchema),
  /** Credits this message cost its sender (0 for received ones: what others pay is theirs). */
  credits: z.int(),
  /** ISO 8601, the server's clock. */
  sent_at: z.string(),
  /** When the recipient read it (server's clock); null while unread. */
  read_at: z.nullable(z.string()),
  /**
   * Why a received text looks like a scam (core's scam rules for the reader's language), for a
   * calm warning above it. Only on messages the reader received: the sender is never told.
   */
  scam: z.optional(z.array(z.enum(SCAM_REASONS))),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Why the member may not write here now (null: they may). */
export const WRITE_BLOCKS = ['recipient_unconfirmed', 'free_limit_reached'] as const;
export type WriteBlock = (typeof WRITE_BLOCKS)[number];

export const conversationInfoSchema = z.object({
  /** Null while the member has not written to this member yet (opened by member id). */
  id: z.nullable(z.int()),
  profile: memberCardSchema,
  /** Why writing is refused now, or null. Photos stay premium-only whatever this says. */
  write_block: z.nullable(z.enum(WRITE_BLOCKS)),
  /** Credits the member has spent in this conversation (fair charging: what it cost them). */
  credits_spent: z.int(),
  /** The id of the last of the member's messages the other has read (0: none). Only moves forward. */
  read_up_to: z.int(),
});
export type ConversationInfo = z.infer<typeof conversationInfoSchema>;

export const getMessages = defineCall({
  ...endpoints.getMessages,
  summary:
    'A conversation of the logged-in user, by `conversation` id or by the other `member` (profile id), and its messages in order (the last 50, or the 50 before `before`). Reading does not mark anything read (markRead does).',
  query: z.object({
    conversation: z.optional(intParam(1, 2_147_483_647)),
    member: z.optional(intParam(1, 2_147_483_647)),
    before: z.optional(intParam(1, 9_007_199_254_740_991)),
  }),
  response: z.object({
    conversation: conversationInfoSchema,
    messages: z.array(chatMessageSchema),
    /** Older messages exist (ask again with `before` the first one's id). */
    has_more: z.boolean(),
  }),
  errors: ['authentication_required', 'not_found'],
  auth: 'member',
  changesState: false,
});

/** What sending answers: the stored message, its conversation and the sender's balance after it. */
export const sentMessageSchema = z.object({
  message: chatMessageSchema,
  /** The credits left. */
  credits: z.int(),
  /** The same client id was sent before: this is that message, not charged again. */
  duplicate: z.boolean(),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;

const SEND_ERRORS = [
  'authentication_required',
  'not_found',
  'premium_required',
  'insufficient_credits',
  'recipient_unconfirmed',
  'spending_limit_reached',
  'spending_cool_off',
  'rate_limited',
] as const;

export const sendMessage = defineCall({
  ...endpoints.sendMessage,
  summary:
    "Sends a text (`kind: 'text'`, `text` up to the site's message_length) or a gift (`kind: 'gift'`, `gift` from getGifts) in a conversation (`conversation`) or to a member (`member`, starting the conversation). Costs message_credits or gift_credits, debited with the message in one transaction. Errors: 402 insufficient_credits (details.offer: '/credits'), 403 spending_limit_reached or spending_cool_off (the member's own spending limits), 403 premium_required (a free member's third conversation), 403 recipient_unconfirmed, 404 for a conversation that is not the member's or a member blocked either way.",
  body: z.strictObject({
    conversation: z.optional(idSchema),
    member: z.optional(idSchema),
    client_id: clientIdSchema,
    kind: z.enum(['text', 'gift']),
    text: z.optional(z.string().check(z.maxLength(20_000))),
    gift: z.optional(z.enum(GIFT_IDS as [string, ...string[]])),
    /** The sending tab's live socket (`ready`'s `socket`): the message is not sent back to it. */
    socket: z.optional(liveSocketSchema),
  }),
  response: sentMessageSchema,
  errors: [...SEND_ERRORS, 'validation_failed'],
  auth: 'member',
  changesState: true,
  rateLimit: { name: 'message', per: 'member' },
});

export const sendPhotoMessage = defineCall({
  ...endpoints.sendPhotoMessage,
  summary:
    'Sends a photo in a conversation (premium members only; costs photo_credits). The request body is the image file itself, checked and re-encoded like a profile photo; `conversation` or `member` and `client_id` go in the query.',
  query: z.object({
    conversation: z.optional(intParam(1, 2_147_483_647)),
    member: z.optional(intParam(1, 2_147_483_647)),
    client_id: clientIdSchema,
    socket: z.optional(liveSocketSchema),
  }),
  upload: { types: PHOTO_MIME_TYPES, maxBytes: PHOTO_MAX_BYTES },
  response: sentMessageSchema,
  errors: [...SEND_ERRORS, 'unsupported_media_type', 'payload_too_large', 'image_too_large'],
  auth: 'member',
  changesState: true,
  rateLimit: { name: 'message', per: 'member' },
});

export const markRead = defineCall({
  ...endpoints.markRead,
  summary:
    "Marks a conversation's received messages read, up to `up_to` (a message id; default: all), with the server's time. The read marker only moves forward: an older `up_to` changes nothing. Opening a conversation does this, setting its unread count to 0.",
  body: z.strictObject({
    conversation: idSchema,
    up_to: z.optional(z.int().check(z.positive(), z.maximum(9_007_199_254_740_991))),
  }),
  response: z.object({
    ok: z.literal(true),
    /** Unread messages left in this conversation. */
    num_unread_messages: z.int(),
    total_unread_messages: z.int(),
  }),
  errors: ['authentication_required', 'not_found', 'rate_limited'],
  auth: 'member',
  changesState: true,
});

export const giftSchema = z.object({ id: z.string(), emoji: z.string(), credits: z.int() });
export type GiftOffer = z.infer<typeof giftSchema>;

export const getGifts = defineCall({
  ...endpoints.getGifts,
  summary: "The gift catalogue and each gift's price in credits (the site's gift_credits).",
  response: z.object({ gifts: z.array(giftSchema) }),
  errors: [],
  auth: 'visitor',
  changesState: false,
});
