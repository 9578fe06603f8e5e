import { GENDERS, NOTIFICATION_PREFERENCES, SEEKING } from '@amori/core';
import * as z from 'zod/mini';
import { defineCall } from './call';
import {
  countryCode,
  localeSchema,
  memberCardSchema,
  NOTIFICATION_DISABLED_REASONS,
  okSchema,
} from './common';
import { endpoints } from './endpoints';
import { discountCodeSchema } from './social';
import { userSchema } from './user';

const text = (max: number) => z.string().check(z.maxLength(max));
const id = z.int().check(z.positive(), z.maximum(2_147_483_647));
/** A token from a mailed link (43 characters of base64url). */
const token = z.string().check(z.minLength(1), z.maxLength(200));

/** The tracking record (spec point 3) saved from the landing URL, sent with signup. */
export const trackingSchema = z.strictObject({
  network: z.optional(text(200)),
  ref: z.optional(text(200)),
  sub1: z.optional(text(200)),
  sub2: z.optional(text(200)),
  sub3: z.optional(text(200)),
});

/**
 * The signup form (spec point 3: email, name, password, date_of_birth, signup_message), with the
 * personal info and location steps and the tracking record. The rules of spec point 5 are the
 * server's (each with its own error code), as the form checks them: the schema only bounds sizes.
 */
export const signupBody = z.strictObject({
  email: z.string().check(z.trim(), z.maxLength(254)),
  name: z.string().check(z.trim(), z.maxLength(100)),
  password: text(1024),
  /** YYYY-MM-DD. */
  date_of_birth: text(10),
  signup_message: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
  gender: z.enum(GENDERS),
  seeking: z.enum(SEEKING),
  /** The location step (skippable: then the visitor's country). */
  country: z.optional(countryCode),
  region_id: z.optional(z.nullable(id)),
  city: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(100)))),
  /** The about-me step (skippable). */
  about: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
  /** The member the signup message is written to (`/members/{id}/signup`). */
  member_id: z.optional(id),
  tracking: z.optional(trackingSchema),
  language: z.optional(localeSchema),
});
export type SignupBody = z.output<typeof signupBody>;

export const signup = defineCall({
  ...endpoints.signup,
  summary:
    'Creates an account (status not_confirmed) with its profile, grants signup_credits, logs in and mails the activation link.',
  body: signupBody,
  response: z.object({ user: userSchema }),
  errors: [
    'signups_closed',
    'email_invalid',
    'email_taken',
    'name_invalid',
    'name_is_email',
    'name_starts_with_at',
    'date_of_birth_invalid',
    'password_too_short',
    'password_too_long',
    'password_common',
    'password_personal',
    'not_found',
    'rate_limited',
  ],
  auth: 'visitor',
  changesState: true,
  rateLimit: { name: 'signup', per: 'address' },
});

export const getSignupMatches = defineCall({
  ...endpoints.getSignupMatches,
  summary:
    'Members who fit what the new member entered: the gender they look for, their country, near their age.',
  response: z.object({ profiles: z.array(memberCardSchema) }),
  errors: ['authentication_required'],
  auth: 'member',
  changesState: false,
});

export const activate = defineCall({
  ...endpoints.activate,
  summary:
    'Confirms the e-mail address of a new account with the mailed token (status confirmed, profile active).',
  body: z.strictObject({ token }),
  response: okSchema,
  errors: ['token_invalid', 'rate_limited'],
  auth: 'visitor',
  changesState: true,
});

export const resendActivation = defineCall({
  ...endpoints.resendActivation,
  summary: 'Mails the activation link again to the logged-in member, while not confirmed.',
  response: okSchema,
  errors: ['authentication_required', 'rate_limited'],
  auth: 'member',
  changesState: true,
  rateLimit: { name: 'accountMail', per: 'member' },
});

export const requestPasswordReset = defineCall({
  ...endpoints.requestPasswordReset,
  summary:
    'Mails a single-use password reset link (3 a day per account). Says email_not_found for an address without an account (the spec), so it is limited per address asked for as well as per visitor.',
  body: z.strictObject({ email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)) }),
  response: okSchema,
  errors: ['email_not_found', 'reset_limit_reached', 'rate_limited'],
  auth: 'visitor',
  changesState: true,
  rateLimit: { name: 'passwordReset', per: 'address' },
});

export const checkPasswordReset = defineCall({
  ...endpoints.checkPasswordReset,
  summary: 'Whether a password reset link still works (unused, not expired).',
  query: z.strictObject({ token }),
  response: okSchema,
  errors: ['token_invalid'],
  auth: 'visitor',
  changesState: false,
});

export const resetPassword = defineCall({
  ...endpoints.resetPassword,
  summary:
    "Sets a new password with a reset link's token (used once); ends the account's lockout and every session.",
  body: z.strictObject({ token, password: text(1024) }),
  response: okSchema,
  errors: [
    'token_invalid',
    'password_too_short',
    'password_too_long',
    'password_common',
    'password_personal',
  ],
  auth: 'visitor',
  changesState: true,
});

export const changePassword = defineCall({
  ...endpoints.changePassword,
  summary: "Changes the logged-in member's password; ends their other sessions.",
  body: z.strictObject({ old_password: text(1024), password: text(1024), password_repeat: text(1024) }),
  response: okSchema,
  errors: [
    'authentication_required',
    'old_password_wrong',
    'passwords_differ',
    'password_too_short',
    'password_too_long',
    'password_common',
    'password_personal',
    'rate_limited',
  ],
  auth: 'member',
  changesState: true,
});

export const requestMailChange = defineCall({
  ...endpoints.requestMailChange,
  summary: 'Mails a confirmation link to a new e-mail address; the address changes once it is confirmed.',
  body: z.strictObject({ email: z.string().check(z.trim(), z.maxLength(254)), password: text(1024) }),
  response: okSchema,
  errors: ['authentication_required', 'email_invalid', 'email_taken', 'old_password_wrong', 'rate_limited'],
  auth: 'member',
  changesState: true,
  rateLimit: { name: 'accountMail', per: 'member' },
});

export const confirmMailChange = defineCall({
  ...endpoints.confirmMailChange,
  summary: "Confirms a new e-mail address with the link's token (used once).",
  body: z.strictObject({ token }),
  response: z.object({ ok: z.literal(true), email: z.string() }),
  errors: ['token_invalid', 'email_taken'],
  auth: 'visitor',
  changesState: true,
});

const preferencesShape = Object.fromEntries(NOTIFICATION_PREFERENCES.map((p) => [p, z.boolean()])) as Record<
  (typeof NOTIFICATION_PREFERENCES)[number],
  z.ZodMiniBoolean
>;

export const accountSettingsSchema = z.object({
  email: z.string(),
  /** A new address waiting for its confirmation, if any. */
  pending_email: z.nullable(z.string()),
  language: z.string(),
  paid_user: z.boolean(),
  invisible: z.boolean(),
  notifications: z.object(preferencesShape),
  notifications_disabled: z.array(z.enum(NOTIFICATION_DISABLED_REASONS)),
  /** Discreet: pushes and mails about new messages carry no names or photos (generic text). */
  discreet: z.boolean(),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

export const getAccountSettings = defineCall({
  ...endpoints.getAccountSettings,
  summary:
    "The logged-in member's settings: e-mail, language, invisible mode, e-mail notifications, discreet notices.",
  response: accountSettingsSchema,
  errors: ['authentication_required'],
  auth: 'member',
  changesState: false,
});

export const updateAccountSettings = defineCall({
  ...endpoints.updateAccountSettings,
  summary:
    'Changes e-mail notification preferences, invisible mode (premium only), discreet notices (no names or photos in pushes and mails about messages), or re-enables e-mail disabled by a bounce, complaint or unsubscribe.',
  body: z.strictObject({
    notifications: z.optional(z.partial(z.strictObject(preferencesShape))),
    invisible: z.optional(z.boolean()),
    discreet: z.optional(z.boolean()),
    reenable: z.optional(z.literal(true)),
  }),
  response: accountSettingsSchema,
  errors: ['authentication_required', 'premium_required', 'rate_limited'],
  auth: 'member',
  changesState: true,
});

export const sessionSchema = z.object({
  id: z.int(),
  /** ISO 8601 date-time. */
  created_at: z.string(),
  ip: z.nullable(z.string()),
  user_agent: z.nullable(z.string()),
  /** The session of this request. */
  current: z.boolean(),
});

export const getSessions = defineCall({
  ...endpoints.getSessions,
  summary: "The logged-in member's sessions (devices), this one marked current.",
  response: z.object({ sessions: z.array(sessionSchema) }),
  errors: ['authentication_required'],
  auth: 'member',
  changesState: false,
});

export const endSessions = defineCall({
  ...endpoints.endSessions,
  summary: 'Logs out one other session (`session`), or every other one (log out everywhere else).',
  body: z.strictObject({ session: z.optional(id) }),
  response: z.extend(okSchema, { ended: z.int() }),
  errors: ['authentication_required', 'not_found', 'rate_limited'],
  auth: 'member',
  changesState: true,
});

export const getRetentionOffer = defineCall({
  ...endpoints.getRetentionOffer,
  summary:
    "The offer to stay, for a member about to delete the account: a personal discount code of the company's delete_discount.",
  response: discountCodeSchema,
  errors: ['authentication_required', 'not_found', 'rate_limited'],
  auth: 'member',
  changesState: true,
});

export const deleteAccount = defineCall({
  ...endpoints.deleteAccount,
  summary:
    'Deletes the account (password required): logged out everywhere, a reactivation link mailed (14 days), then purged.',
  body: z.strictObject({ password: text(1024) }),
  response: okSchema,
  errors: ['authentication_required', 'old_password_wrong', 'rate_limited'],
  auth: 'member',
  changesState: true,
});

export const reactivateAccount = defineCall({
  ...endpoints.reactivateAccount,
  summary: "Restores a deleted account with the mailed link's token, within 14 days of the deletion.",
  body: z.strictObject({ token }),
  response: okSchema,
  errors: ['token_invalid', 'rate_limited'],
  auth: 'visitor',
  changesState: true,
});

export const exportData = defineCall({
  ...endpoints.exportData,
  summary: 'Everything the site keeps about the logged-in member, as JSON (GDPR art. 20).',
  response: z.looseObject({
    exported_at: z.string(),
    account: z.record(z.string(), z.unknown()),
    profile: z.nullable(z.record(z.string(), z.unknown())),
  }),
  errors: ['authentication_required'],
  auth: 'member',
  changesState: false,
});
