import * as z from 'zod/mini';
import { defineCall } from './call';
import { endpoints } from './endpoints';
import { okSchema } from './common';

/**
 * One-click unsubscribe (RFC 8058): the URL of a mail's List-Unsubscribe header, posted by the
 * member's mail program with the body `List-Unsubscribe=One-Click`. The signed token names the
 * member; their e-mail notifications are disabled with reason listunsubscribe.
 */
export const unsubscribe = defineCall({
  ...endpoints.unsubscribe,
  summary:
    "One-click unsubscribe (RFC 8058) from a mail's List-Unsubscribe header: disables the member's e-mail notifications (reason listunsubscribe).",
  query: z.strictObject({ token: z.string().check(z.minLength(1), z.maxLength(200)) }),
  response: okSchema,
  errors: ['token_invalid', 'rate_limited'],
  auth: 'visitor',
  changesState: true,
  crossSite: true,
});

export const MAIL_EVENT_TYPES = ['bounce', 'complaint'] as const;

/**
 * What the mail provider reports: a bounce, or a spam complaint (feedback loop). Sent with the
 * header `Authorization: Bearer <MAIL_WEBHOOK_SECRET>`; without that setting the callback is off.
 */
export const mailEvent = defineCall({
  ...endpoints.mailEvent,
  summary:
    "The mail provider's bounce or spam-complaint callback (Authorization: Bearer <MAIL_WEBHOOK_SECRET>): disables the address's e-mail notifications (reason bounce or fbl).",
  body: z.strictObject({
    type: z.enum(MAIL_EVENT_TYPES),
    email: z.string().check(z.trim(), z.minLength(3), z.maxLength(254)),
  }),
  response: z.extend(okSchema, { accounts: z.int() }),
  errors: ['forbidden', 'not_found', 'validation_failed', 'rate_limited'],
  auth: 'visitor',
  changesState: true,
  crossSite: true,
});
