import { MESSAGE_KINDS } from '@amori/core';
import * as z from 'zod/mini';
import { defineCall } from './call';
import { endpoints } from './endpoints';
import { intParam } from './members';
import { listCardSchema, memberCardSchema, okSchema } from './common';

export const autoLike = defineCall({
  ...endpoints.autoLike,
  summary:
    'A member who has just liked the logged-in user, for the match modal (profile.id, profile.main_image.match); null when none.',
  response: z.object({ profile: z.nullable(memberCardSchema) }),
  errors: ['authentication_required', 'rate_limited'],
  auth: 'member',
  // It adds a like (spec: a GET): checked for CSRF and counted as a write like any other.
  changesState: true,
});

export const discountCodeSchema = z.object({
  code: z.string(),
  country: z.nullable(z.string()),
  user_id: z.nullable(z.int()),
  /** ISO 8601 date-time, or null when it does not expire. */
  expires: z.nullable(z.string()),
  value_percentage: z.number(),
  percentage: z.number(),
  currency: z.nullable(z.string()),
  minimum_order_value: z.number(),
  minimum: z.number(),
  status: z.enum(['active', 'inactive']),
  validity: z.enum(['once', 'once-per-user', 'unlimited']),
  expired: z.boolean(),
  paymentmethods: z.array(z.string()),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

export const getDiscountCode = defineCall({
  ...endpoints.getDiscountCode,
  summary:
    'The discount code for the logged-in user: `welcome=true` gives the running time bonus or welcome discount; `code=` looks a code up. A code used up answers code_already_used, also while an open order holds it (it may still be paid).',
  // The site passes route query parameters through, so unknown keys are allowed.
  query: z.looseObject({
    welcome: z.optional(z.enum(['true', '1', 'false', '0'])),
    code: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  }),
  response: discountCodeSchema,
  errors: ['authentication_required', 'code_not_found', 'code_already_used'],
  auth: 'member',
  changesState: false,
});

export const chatEntrySchema = z.object({
  conversation: z.object({ id: z.int() }),
  profile: memberCardSchema,
  num_unread_messages: z.int(),
  last_message: z.nullable(
    z.object({
      text: z.string(),
      sent_at: z.string(),
      from_me: z.boolean(),
      /** What it was: a text (`text` is it), a gift (`text` is its id) or a photo (`text` is ''). */
      kind: z.enum(MESSAGE_KINDS),
    }),
  ),
  /** Credits the member has spent in this conversation (fair charging). */
  credits_spent: z.int(),
});
export type ChatEntry = z.infer<typeof chatEntrySchema>;

export const getChats = defineCall({
  ...endpoints.getChats,
  summary:
    'The chat state of the logged-in user: conversations newest first (with the other member, unread count, last message and credits spent), received likes, total unread messages and total new likes.',
  response: z.object({
    chats: z.array(chatEntrySchema),
    /** Received likes, new ones first (the chat state of spec point 3). */
    likes: z.array(z.object({ id: z.int(), like_new: z.boolean() })),
    total_unread_messages: z.int(),
    total_new_likes: z.int(),
  }),
  errors: ['authentication_required'],
  auth: 'member',
  changesState: false,
});

export const likeEntrySchema = z.object({ id: z.int(), like_new: z.boolean() });
export type LikeEntry = z.infer<typeof likeEntrySchema>;

/** The tabs of the likes screen (`/likes/{type}`, decisions.md). */
export const LIKE_TAB_NAMES = ['received', 'sent', 'matches'] as const;
export type LikeTabName = (typeof LIKE_TAB_NAMES)[number];

export const getLikes = defineCall({
  ...endpoints.getLikes,
  summary:
    'Likes of the logged-in user: `liked` (sent, newest first), `liked_by` (received likes, new ones first, then newest) and `total_new_likes`, whole, and in `profiles` list cards (each once) for the first 20 of each tab (received, sent, matches). With `tab` and `after` (the id of the last card shown in that tab), a load more: only `profiles`, the next 20 of that tab (its first 20 when `after` is no longer in it).',
  query: z.object({
    tab: z.optional(z.enum(LIKE_TAB_NAMES)),
    after: z.optional(intParam(1, 2_147_483_647)),
  }),
  response: z.object({
    profiles: z.array(listCardSchema),
    // Absent from a load more (`tab`), which reads a page of likes, not all of them.
    liked: z.optional(z.array(likeEntrySchema)),
    liked_by: z.optional(z.array(likeEntrySchema)),
    total_new_likes: z.optional(z.int()),
  }),
  errors: ['authentication_required', 'validation_failed'],
  auth: 'member',
  changesState: false,
});

export const deleteChat = defineCall({
  ...endpoints.deleteChat,
  summary: 'Deletes a conversation of the logged-in user.',
  body: z.strictObject({ conversation: z.int().check(z.positive(), z.maximum(2_147_483_647)) }),
  response: okSchema,
  errors: ['authentication_required', 'not_found', 'rate_limited'],
  auth: 'member',
  changesState: true,
});
