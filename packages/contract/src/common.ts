import { PROFILE_KINDS } from '@amori/core';
import * as z from 'zod/mini';

/** The eleven locales of spec point 1. */
export const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
export const localeSchema = z.enum(LOCALES);

/** Reasons e-mail notifications can be disabled (spec point 4). */
export const NOTIFICATION_DISABLED_REASONS = ['fbl', 'bounce', 'listunsubscribe'] as const;

export const USER_ROLES = ['member', 'moderator', 'operator'] as const;
export const USER_STATUSES = ['confirmed', 'not_confirmed', 'deleted'] as const;
export const PROFILE_STATUSES = ['active', 'disabled'] as const;

/** A two-letter country code, upper case. */
export const countryCode = z.string().check(z.regex(/^[A-Z]{2}$/));

/** A profile photo: the full image, its thumbnail and the square crop shown in the match modal. */
export const mainImageSchema = z.object({
  filename: z.string(),
  thumb_filename: z.string(),
  match: z.string(),
});
export type MainImage = z.infer<typeof mainImageSchema>;

/** A member as shown in lists (chats, likes, the match modal). */
export const memberCardSchema = z.object({
  id: z.int(),
  name: z.string(),
  age: z.int(),
  gender: z.string(),
  country: z.string(),
  region: z.nullable(z.string()),
  city: z.nullable(z.string()),
  fictional: z.boolean(),
  /** A member, or a cam or resell profile. */
  kind: z.enum(PROFILE_KINDS),
  /** Active in the last 10 minutes. */
  online: z.boolean(),
  main_image: z.nullable(mainImageSchema),
  photo_count: z.int(),
  last_activity: z.string(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

/**
 * A member as a card in a long list (the likes): only what the card shows, its thumbnail the
 * one image. A `MemberCard` is one too, so the same card component shows both.
 */
export const listCardSchema = z.object({
  id: z.int(),
  name: z.string(),
  age: z.int(),
  region: z.nullable(z.string()),
  city: z.nullable(z.string()),
  /** A member, or a cam or resell profile. */
  kind: z.enum(PROFILE_KINDS),
  /** Active in the last 10 minutes. */
  online: z.boolean(),
  main_image: z.nullable(z.object({ thumb_filename: z.string() })),
});
export type ListCard = z.infer<typeof listCardSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

/**
 * A decimal number written out in a query (`52.37`, `-4`), within a range: not `''` (which a
 * plain coercion reads as 0), not `0x10`, `1e3` or `Infinity`.
 */
export const decimal = (min: number, max: number) =>
  z.pipe(
    z.pipe(
      z.string().check(z.regex(/^-?\d{1,3}(\.\d{1,20})?$/, 'Expected a decimal number')),
      z.transform(Number),
    ),
    z.number().check(z.minimum(min), z.maximum(max)),
  );
