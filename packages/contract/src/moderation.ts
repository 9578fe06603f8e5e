import {
  LOGGED_ACTIONS,
  MESSAGE_KINDS,
  MODERATION_ACTIONS,
  REPORT_PLACES,
  REPORT_REASONS,
  SUSPENSION_DAYS,
  MODERATOR_REASON,
} from '@amori/core';
import * as z from 'zod/mini';
import { defineCall } from './call';
import { endpoints } from './endpoints';
import { idSchema, intParam } from './members';

// ---------------------------------------------------------------------------------------------
// Reports (a member or a visitor) and the moderation console (moderators and operators)

const noteSchema = z.string().check(z.trim(), z.maxLength(1000));
const reportBody = z.strictObject({
  /** The reported member's profile. */
  profile: idSchema,
  place: z.enum(REPORT_PLACES),
  reason: z.enum(REPORT_REASONS),
  note: z.optional(noteSchema),
  /**
   * The reported message (place `message` or `chat_photo`): its copy is kept as evidence. A report
   * of the conversation (place `chat`) keeps the member's latest messages in it instead.
   */
  message: z.optional(idSchema),
  /** The reported profile photo (place `profile` or `swipe_card`), kept as evidence. */
  photo: z.optional(idSchema),
  /** A visitor's address for the answer (a member's own is used). */
  email: z.optional(
    z.string().check(z.trim(), z.minLength(3), z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+$/)),
  ),
  /** Block the member in the same step (members only). */
  block: z.optional(z.boolean()),
});
export type ReportBody = z.input<typeof reportBody>;

export const reportMember = defineCall({
  ...endpoints.reportMember,
  summary:
    'Reports a member from where they were met (profile, chat, message, chat photo, swipe card, likes entry) for a reason, with an optional note; a reported message or photo is kept as evidence. A visitor gives an e-mail address. A second report of the same thing by the same reporter counts once (`duplicate`). With `block`, the member is blocked too.',
  body: reportBody,
  response: z.object({ ok: z.literal(true), duplicate: z.boolean(), blocked: z.boolean() }),
  errors: ['validation_failed', 'not_found', 'bad_request', 'rate_limited'],
  auth: 'visitor',
  changesState: true,
  rateLimit: { name: 'report', per: 'address' },
});

export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;

const evidenceSchema = z.nullable(
  z.object({
    /**
     * What was kept: a message's text, a chat photo's or profile photo's image, or (a report of
     * a conversation) the reported member's latest messages in it, in `messages`.
     */
    kind: z.enum([...MESSAGE_KINDS, 'conversation']),
    text: z.string(),
    /** The image's address, for a photo. */
    image: z.nullable(z.string()),
    sent_at: z.nullable(z.string()),
    /** A conversation's kept messages, oldest first: copies, there even once deleted. */
    messages: z.optional(
      z.array(
        z.object({
          id: z.int(),
          kind: z.enum(MESSAGE_KINDS),
          text: z.string(),
          image: z.nullable(z.string()),
          sent_at: z.string(),
        }),
      ),
    ),
  }),
);

const reportSummarySchema = z.object({
  id: z.int(),
  reason: z.enum(REPORT_REASONS),
  place: z.enum(REPORT_PLACES),
  note: z.string(),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
  /** The reporter: a member's name, or a visitor's e-mail address. */
  reporter: z.string(),
  reported: z.object({ id: z.int(), name: z.string() }),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

export const getReports = defineCall({
  ...endpoints.getReports,
  summary:
    "The moderation queue: open reports of the moderator's site, the most severe first (looks under 18, scam), then the oldest.",
  response: z.object({ reports: z.array(reportSummarySchema) }),
  errors: ['authentication_required', 'forbidden'],
  auth: 'moderator',
  changesState: false,
});

const actionSchema = z.object({
  id: z.int(),
  action: z.enum(LOGGED_ACTIONS),
  ground: z.enum(REPORT_REASONS),
  reason: z.string(),
  until: z.nullable(z.string()),
  moderator: z.string(),
  created_at: z.string(),
});
export type ModerationLogEntry = z.infer<typeof actionSchema>;

export const reportDetailSchema = z.object({
  report: reportSummarySchema,
  evidence: evidenceSchema,
  member: z.object({
    id: z.int(),
    name: z.string(),
    age: z.int(),
    country: z.string(),
    about: z.string(),
    status: z.enum(['active', 'disabled']),
    /** ISO date-time the member's suspension ends; null: not suspended. */
    suspended_until: z.nullable(z.string()),
    banned: z.boolean(),
    photos: z.array(z.object({ id: z.int(), url: z.string() })),
  }),
  /** The reported member's latest messages to the reporter, oldest first. */
  messages: z.array(
    z.object({ id: z.int(), kind: z.enum(MESSAGE_KINDS), text: z.string(), sent_at: z.string() }),
  ),
  /** Other reports of the member, newest first. */
  earlier_reports: z.array(reportSummarySchema),
  /** What moderators did about the member before, newest first. */
  actions: z.array(actionSchema),
});
export type ReportDetail = z.infer<typeof reportDetailSchema>;

export const getReport = defineCall({
  ...endpoints.getReport,
  summary:
    "A report as a moderator judges it: the evidence, the reported member's profile and photos, their latest messages to the reporter, earlier reports and actions.",
  query: z.object({ id: intParam(1, 2_147_483_647) }),
  response: reportDetailSchema,
  errors: ['authentication_required', 'forbidden', 'not_found', 'validation_failed'],
  auth: 'moderator',
  changesState: false,
});

export const moderate = defineCall({
  ...endpoints.moderate,
  summary:
    "A moderator's action on a report: dismiss, warn, hide a photo, suspend for a number of days, or ban; each with its ground and a reason, written to the append-only action log and (but a dismissal) mailed to the member as a statement of reasons. A suspension or ban ends the member's sessions at once.",
  body: z.strictObject({
    report: idSchema,
    action: z.enum(MODERATION_ACTIONS),
    /** Which rule was broken (the reasons a report can give). */
    ground: z.enum(REPORT_REASONS),
    /** Why, in words the member is sent. */
    reason: z.string().check(z.trim(), z.minLength(MODERATOR_REASON.min), z.maxLength(MODERATOR_REASON.max)),
    /** hide_photo: which of the member's photos. */
    photo: z.optional(idSchema),
    /** suspend: for how many days. */
    days: z.optional(z.union(SUSPENSION_DAYS.map((d) => z.literal(d)))),
  }),
  response: z.object({ ok: z.literal(true), action: z.int() }),
  errors: [
    'authentication_required',
    'forbidden',
    'not_found',
    'validation_failed',
    'bad_request',
    'rate_limited',
  ],
  auth: 'moderator',
  changesState: true,
});
