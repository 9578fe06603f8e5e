import { APPEAL_OUTCOMES, APPEAL_TEXT, LOGGED_ACTIONS, REPORT_REASONS, MODERATOR_REASON } from '@amori/core';
import * as z from 'zod/mini';
import { defineCall } from './call';
import { endpoints } from './endpoints';
import { idSchema, intParam } from './members';

// ---------------------------------------------------------------------------------------------
// Appeals: a member answers a statement of reasons (Digital Services Act art. 20), logged in or
// from the mailed link; a different moderator upholds or reverses the action.

const appealTextSchema = z
  .string()
  .check(z.trim(), z.minLength(APPEAL_TEXT.min), z.maxLength(APPEAL_TEXT.max));

/** Where an appeal stands: none yet, waiting for a moderator, or decided. */
const appealStateSchema = z.nullable(
  z.object({
    status: z.enum(['open', ...APPEAL_OUTCOMES]),
    created_at: z.string(),
    /** The deciding moderator's reason (decided appeals only). */
    decision_reason: z.nullable(z.string()),
    decided_at: z.nullable(z.string()),
  }),
);

/** A statement of reasons as its member reads it: what was decided, why, and their appeal. */
export const statementSchema = z.object({
  /** The action's id: what an appeal names. */
  id: z.int(),
  action: z.enum(LOGGED_ACTIONS),
  ground: z.enum(REPORT_REASONS),
  reason: z.string(),
  /** ISO date-time a suspension ends; null for anything else (a ban has no end). */
  until: z.nullable(z.string()),
  created_at: z.string(),
  /** Whether an appeal may still be made (none yet, and within six months). */
  appealable: z.boolean(),
  appeal: appealStateSchema,
});
export type Statement = z.infer<typeof statementSchema>;

export const getStatements = defineCall({
  ...endpoints.getStatements,
  summary:
    "The statements of reasons the member received (every moderation action on their account but a dismissal), newest first, each with whether it may be appealed and the appeal's state.",
  response: z.object({ statements: z.array(statementSchema) }),
  errors: ['authentication_required'],
  auth: 'member',
  changesState: false,
});

export const appealStatement = defineCall({
  ...endpoints.appealStatement,
  summary:
    'Appeals one of the statements of reasons the member received, with a text: once per action, within six months. A moderator other than the one who acted decides.',
  body: z.strictObject({ action: idSchema, text: appealTextSchema }),
  response: z.object({ ok: z.literal(true), statement: statementSchema }),
  errors: ['authentication_required', 'validation_failed', 'not_found', 'already_appealed', 'rate_limited'],
  auth: 'member',
  changesState: true,
  rateLimit: { name: 'appeal', per: 'member' },
});

/** The single-purpose token of a statement's mailed link (32 random bytes, base64url). */
const tokenSchema = z.string().check(z.minLength(20), z.maxLength(100), z.regex(/^[A-Za-z0-9_-]+$/));

export const getAppealLink = defineCall({
  ...endpoints.getAppealLink,
  summary:
    "The statement of reasons a mailed appeal link is for, without a session: a suspended or banned member cannot log in. Only the link's token proves who asks; an unknown or expired token is `token_invalid`.",
  query: z.object({ token: tokenSchema }),
  response: z.object({ statement: statementSchema, name: z.string() }),
  errors: ['validation_failed', 'token_invalid', 'rate_limited'],
  auth: 'visitor',
  changesState: false,
  rateLimit: { name: 'appeal', per: 'address' },
});

export const appealByLink = defineCall({
  ...endpoints.appealByLink,
  summary:
    "Appeals the statement of reasons of a mailed link, without a session (the link's token is the proof): once per action, within six months.",
  body: z.strictObject({ token: tokenSchema, text: appealTextSchema }),
  response: z.object({ ok: z.literal(true), statement: statementSchema }),
  errors: ['validation_failed', 'token_invalid', 'already_appealed', 'rate_limited'],
  auth: 'visitor',
  changesState: true,
  rateLimit: { name: 'appeal', per: 'address' },
});

const appealSummarySchema = z.object({
  id: z.int(),
  text: z.string(),
  created_at: z.string(),
  status: z.enum(['open', ...APPEAL_OUTCOMES]),
  member: z.object({ id: z.int(), name: z.string() }),
  statement: statementSchema,
  /** Who took the action (an e-mail address). */
  moderator: z.string(),
  /** The caller took the action: another moderator must decide. */
  mine: z.boolean(),
});
export type AppealSummary = z.infer<typeof appealSummarySchema>;

export const getAppeals = defineCall({
  ...endpoints.getAppeals,
  summary:
    "The console's open appeals of the moderator's site, the oldest first; those on the caller's own actions are marked `mine` (another moderator decides them).",
  response: z.object({ appeals: z.array(appealSummarySchema) }),
  errors: ['authentication_required', 'forbidden'],
  auth: 'moderator',
  changesState: false,
});

export const getAppeal = defineCall({
  ...endpoints.getAppeal,
  summary: "An appeal as a moderator decides it: the member's text and the statement it answers.",
  query: z.object({ id: intParam(1, 2_147_483_647) }),
  response: appealSummarySchema,
  errors: ['authentication_required', 'forbidden', 'not_found', 'validation_failed'],
  auth: 'moderator',
  changesState: false,
});

export const decideAppeal = defineCall({
  ...endpoints.decideAppeal,
  summary:
    "A moderator's decision on an appeal, with a reason: uphold (the action stands) or reverse (a suspension or ban is lifted at once, a hidden text shown again, a hidden photo restored where it can be). Refused (`forbidden`) to the moderator who took the action. Logged append-only and mailed to the member in their language. `restored` is false when a hidden photo could not be given back.",
  body: z.strictObject({
    appeal: idSchema,
    outcome: z.enum(APPEAL_OUTCOMES),
    reason: z.string().check(z.trim(), z.minLength(MODERATOR_REASON.min), z.maxLength(MODERATOR_REASON.max)),
  }),
  response: z.object({ ok: z.literal(true), restored: z.boolean() }),
  errors: [
    'authentication_required',
    'forbidden',
    'not_found',
    'validation_failed',
    'appeal_decided',
    'rate_limited',
  ],
  auth: 'moderator',
  changesState: true,
});
