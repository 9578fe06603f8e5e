import * as z from 'zod/mini';
import { defineCall } from './call';
import { endpoints } from './endpoints';
import {
  countryCode,
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
  errors: ['login_failed', 'account_locked', 'rate_limited'],
  auth: false,
});

export const getUser = defineCall({
  ...endpoints.getUser,
  summary: 'The logged-in user; 403 authentication_required when logged out.',
  response: userSchema,
  errors: ['authentication_required'],
  auth: true,
});

export const updateUser = defineCall({
  ...endpoints.updateUser,
  summary: 'Saves the chosen language of the logged-in user.',
  body: z.strictObject({ language: localeSchema }),
  response: userSchema,
  errors: ['authentication_required', 'rate_limited'],
  auth: true,
});

export const pushSubscriptionSchema = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/ }).check(z.maxLength(2048)),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.strictObject({
    p256dh: z.string().check(z.minLength(1), z.maxLength(512)),
    auth: z.string().check(z.minLength(1), z.maxLength(512)),
  }),
});

export const subscribePush = defineCall({
  ...endpoints.subscribePush,
  summary: 'Stores a push subscription of the logged-in user (POST /api/user.php?push=1).',
  /** Shares method and path with login; `push=1` in the query selects it (see its endpoint). */
  query: z.strictObject({ push: z.literal('1') }),
  body: z.strictObject({ subscription: pushSubscriptionSchema }),
  response: okSchema,
  errors: ['authentication_required', 'rate_limited'],
  auth: true,
});

export const logout = defineCall({
  ...endpoints.logout,
  summary: 'Logs out: ends the session and clears the cookie.',
  response: okSchema,
  errors: [],
  auth: false,
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
  query: z.strictObject({
    lat: z.coerce.number().check(z.minimum(-90), z.maximum(90)),
    lon: z.coerce.number().check(z.minimum(-180), z.maximum(180)),
  }),
  response: z.union([geocodeResult, z.literal(false)]),
  errors: [],
  auth: false,
});

export const pageHidden = defineCall({
  ...endpoints.pageHidden,
  summary: 'Records a page bounce (sent as a beacon with an empty JSON body when the page is hidden).',
  body: z.strictObject({ path: z.optional(z.string().check(z.maxLength(2048))) }),
  response: okSchema,
  errors: ['rate_limited'],
  auth: false,
});
