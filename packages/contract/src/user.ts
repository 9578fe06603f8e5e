import * as z from 'zod/mini';
import { defineCall } from './call';
import { endpoints } from './endpoints';
import {
  countryCode,
  decimal,
  localeSchema,
  mainImageSchema,
  NOTIFICATION_DISABLED_REASONS,
  okSchema,
  PROFILE_STATUSES,
  USER_ROLES,
  USER_STATUSES,
} from './common';

/** The logged-in user, with every field of spec point 3. */
export const userSchema = z.object({
  id: z.int(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  status: z.enum(USER_STATUSES),
  credits: z.int(),
  paid_user: z.boolean(),
  /** ISO 8601 date-time. */
  signup_date: z.string(),
  language: z.string(),
  notifications_disabled: z.array(z.enum(NOTIFICATION_DISABLED_REASONS)),
  invisible: z.boolean(),
  profile: z.object({
    id: z.int(),
    name: z.string(),
    country: z.string(),
    status: z.enum(PROFILE_STATUSES),
    main_image: z.nullable(mainImageSchema),
  }),
});
export type User = z.infer<typeof userSchema>;

/** Requests to user.php carry this header (spec point 7). */

export const loginBody = z.strictObject({
  email: z.string().check(z.trim(), z.minLength(3), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
});

export const login = defineCall({
  ...endpoints.login,
  summary: 'Logs in with e-mail and password; sets the session cookie.',
  body: loginBody,
  response: z.object({ user: userSchema }),
  errors: ['login_failed', 'account_locked', 'account_suspended', 'rate_limited'],
  auth: 'visitor',
  changesState: true,
  rateLimit: { name: 'login', per: 'address' },
});

export const getUser = defineCall({
  ...endpoints.getUser,
  summary: 'The logged-in user; 403 authentication_required when logged out.',
  response: userSchema,
  errors: ['authentication_required'],
  auth: 'member',
  changesState: false,
});

export const updateUser = defineCall({
  ...endpoints.updateUser,
  summary: 'Saves the chosen language of the logged-in user.',
  body: z.strictObject({ language: localeSchema }),
  response: userSchema,
  errors: ['authentication_required', 'rate_limited'],
  auth: 'member',
  changesState: true,
});

/**
 * A browser's push subscription (PushSubscription.toJSON()). The server accepts an endpoint only
 * on a public https address (or a host its configuration allows), and checks that `p256dh` is a
 * point of the P-256 curve.
 */
export const pushSubscriptionSchema = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/ }).check(z.maxLength(2048)),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.strictObject({
    /** An uncompressed P-256 public key (65 bytes, starting 0x04), base64url. */
    p256dh: z.string().check(z.regex(/^B[A-Za-z0-9_-]{86}=?$/, 'Not a P-256 public key (base64url)')),
    /** The 16-byte authentication secret, base64url. */
    auth: z.string().check(z.regex(/^[A-Za-z0-9_-]{21}[AQgw](==)?$/, 'Not a 16-byte secret (base64url)')),
  }),
});

export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

export const subscribePush = defineCall({
  ...endpoints.subscribePush,
  summary: 'Stores a push subscription of the logged-in user (POST /api/user.php?push=1).',
  /** Shares method and path with login; `push=1` in the query selects it (see its endpoint). */
  query: z.strictObject({ push: z.literal('1') }),
  body: z.strictObject({ subscription: pushSubscriptionSchema }),
  response: okSchema,
  errors: ['authentication_required', 'rate_limited', 'validation_failed'],
  auth: 'member',
  changesState: true,
  rateLimit: { name: 'pushSubscribe', per: 'member' },
});

export const logout = defineCall({
  ...endpoints.logout,
  summary: 'Logs out: ends the session and clears the cookie.',
  response: okSchema,
  errors: [],
  auth: 'visitor',
  changesState: true,
});

export const geocodeResult = z.object({
  country: countryCode,
  region: z.nullable(z.string()),
  city: z.nullable(z.string()),
});
export type GeocodeResult = z.infer<typeof geocodeResult>;

export const geocode = defineCall({
  ...endpoints.geocode,
  summary: 'Reverse geocodes a position to country, region and city; false when nothing is near.',
  query: z.strictObject({ lat: decimal(-90, 90), lon: decimal(-180, 180) }),
  response: z.union([geocodeResult, z.literal(false)]),
  errors: [],
  auth: 'visitor',
  changesState: false,
});

export const pageHidden = defineCall({
  ...endpoints.pageHidden,
  summary: 'Records a page bounce (sent as a beacon with an empty JSON body when the page is hidden).',
  body: z.strictObject({ path: z.optional(z.string().check(z.maxLength(2048))) }),
  response: okSchema,
  errors: ['rate_limited'],
  auth: 'visitor',
  changesState: true,
});
