/**
 * Why a member reports another (the report dialog's choice). The order is the dialog's; the
 * moderation queue orders by `reportSeverity`.
 */
export const REPORT_REASONS = [
  'fake_profile',
  'scam',
  'spam',
  'offensive',
  'under_18',
  'explicit_photo',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Where a member met what they report: it decides which evidence the report carries. */
export const REPORT_PLACES = [
  'profile',
  'chat',
  'message',
  'chat_photo',
  'swipe_card',
  'likes_entry',
] as const;
export type ReportPlace = (typeof REPORT_PLACES)[number];

/**
 * How urgent a report is, 0 first: a member who looks under 18 and a scam can hurt someone
 * today, so the moderation queue shows them before the rest (then the oldest first).
 */
const SEVERITY: Record<ReportReason, number> = {
  under_18: 0,
  scam: 1,
  explicit_photo: 2,
  offensive: 3,
  fake_profile: 4,
  spam: 5,
  other: 6,
};

export function reportSeverity(reason: ReportReason): number {
  return SEVERITY[reason];
}

/** What a moderator may do about a report (or a member): each is logged and, but a dismissal, mailed. */
export const MODERATION_ACTIONS = ['dismiss', 'warn', 'hide_photo', 'hide_text', 'suspend', 'ban'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Whether an action restricts the member, and so owes them a statement of reasons. */
export function restrictsMember(action: ModerationAction): boolean {
  return action !== 'dismiss';
}

/** The periods a suspension may last, in days. */
export const SUSPENSION_DAYS = [1, 3, 7, 30, 90] as const;
export type SuspensionDays = (typeof SUSPENSION_DAYS)[number];

/** When a suspension of `days` days from `from` ends. */
export function suspensionEnd(from: Date, days: number): Date {
  return new Date(from.getTime() + days * 86_400_000);
}

/**
 * Whether an account is suspended (or banned) at `now`: its suspension ends later. A ban is a
 * suspension without end (`BANNED_UNTIL`).
 */
export function isSuspended(suspendedUntil: Date | null, now: Date): boolean {
  return suspendedUntil !== null && suspendedUntil.getTime() > now.getTime();
}

/** The end a ban is stored with: a suspension that never ends. */
export const BANNED_UNTIL = new Date('9999-12-31T00:00:00Z');

/** Whether a suspension's end is a ban's (no end date to tell the member). */
export function isBan(suspendedUntil: Date): boolean {
  return suspendedUntil.getTime() >= BANNED_UNTIL.getTime();
}

/** The shortest and longest appeal a member may write (the form and the server hold both). */
export const APPEAL_TEXT = { min: 20, max: 4000 } as const;

/** A moderator's reason for an action or a decision, in words the member is sent: its length. */
export const MODERATOR_REASON = { min: 5, max: 2000 } as const;

/** How long a statement of reasons may be appealed, in days (the mail says six months). */
export const APPEAL_WINDOW_DAYS = 183;

/** Whether an action taken at `actedAt` may still be appealed at `now`. */
export function appealOpen(actedAt: Date, now: Date): boolean {
  return now.getTime() < actedAt.getTime() + APPEAL_WINDOW_DAYS * 86_400_000;
}

/** A second moderator's answer to an appeal: the action stands, or it is undone. */
export const APPEAL_OUTCOMES = ['upheld', 'reversed'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];
