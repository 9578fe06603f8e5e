import { LOGGED_ACTIONS, REPORT_REASONS, MODERATOR_REASON } from '@amori/core';
import * as z from 'zod/mini';
import { defineCall } from './call';
import { endpoints } from './endpoints';
import { idSchema } from './members';

// ---------------------------------------------------------------------------------------------
// The moderation console beyond reports: the photo queue and the transparency report

const waitingPhotoSchema = z.object({
  id: z.int(),
  /** The photo's image, for the moderator's eyes only while it waits. */
  url: z.string(),
  profile: z.object({ id: z.int(), name: z.string() }),
  uploaded_at: z.string(),
});
export type WaitingPhoto = z.infer<typeof waitingPhotoSchema>;

export const getPhotoQueue = defineCall({
  ...endpoints.getPhotoQueue,
  summary:
    "The photo queue: profile photos of the moderator's site waiting for approval (the site shows new photos after approval), the oldest first.",
  response: z.object({ photos: z.array(waitingPhotoSchema) }),
  errors: ['authentication_required', 'forbidden'],
  auth: 'moderator',
  changesState: false,
});

export const PHOTO_QUEUE_DECISIONS = ['approve', 'reject'] as const;

const decidePhotoBody = z.strictObject({
  photo: idSchema,
  decision: z.enum(PHOTO_QUEUE_DECISIONS),
  /** reject: which rule the photo breaks. */
  ground: z.optional(z.enum(REPORT_REASONS)),
  /** reject: why, in words the member is sent. */
  reason: z.optional(
    z.string().check(z.trim(), z.minLength(MODERATOR_REASON.min), z.maxLength(MODERATOR_REASON.max)),
  ),
});
export type DecidePhotoBody = z.input<typeof decidePhotoBody>;

export const decidePhoto = defineCall({
  ...endpoints.decidePhoto,
  summary:
    "A moderator's decision on a waiting photo: approve (shown to everyone, and the main photo when the profile has none) or reject with a ground and a reason, written to the append-only action log and mailed to the member as a statement of reasons.",
  body: decidePhotoBody,
  response: z.object({ ok: z.literal(true) }),
  errors: ['authentication_required', 'forbidden', 'not_found', 'validation_failed'],
  auth: 'moderator',
  changesState: true,
});

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** Counts of one period: what the operator publishes (DSA articles 15 and 24). */
export const transparencyReportSchema = z.object({
  /** The period, whole days in UTC, both included. */
  from: z.string(),
  to: z.string(),
  reports: z.object({ total: z.int(), by_reason: z.record(z.enum(REPORT_REASONS), z.int()) }),
  actions: z.object({ total: z.int(), by_kind: z.record(z.enum(LOGGED_ACTIONS), z.int()) }),
  /** The median time from a report to the action on it, in seconds; null: no report acted on. */
  median_seconds_to_action: z.nullable(z.number()),
  appeals: z.int(),
  reversals: z.int(),
});
export type TransparencyReport = z.infer<typeof transparencyReportSchema>;

export const TRANSPARENCY_FORMATS = ['json', 'csv'] as const;

export const getTransparencyReport = defineCall({
  ...endpoints.getTransparencyReport,
  summary:
    "The transparency report of the moderator's site for a period (whole days in UTC, both included): reports by reason, actions by kind, the median time from report to action, appeals and reversals; as JSON or as a CSV file (`format=csv`, rows of section, key and value).",
  query: z.object({ from: day, to: day, format: z.optional(z.enum(TRANSPARENCY_FORMATS)) }),
  /** JSON; with `format=csv`, the same counts as text/csv. */
  response: z.union([transparencyReportSchema, z.string()]),
  errors: ['authentication_required', 'forbidden', 'validation_failed', 'rate_limited'],
  auth: 'moderator',
  changesState: false,
  rateLimit: { name: 'transparencyExport', per: 'member' },
});
