import type { RateLimitName } from '@amori/contract';

/** A fixed-window rate limit: at most `max` hits per `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

/** Rate limits and the login lockout (decisions.md defaults; each configurable). */
export interface Limits extends Record<RateLimitName, Limit> {
  /** Wrong passwords for one e-mail address within `windowMs` that lock it for `lockMs`. */
  lockout: { attempts: number; windowMs: number; lockMs: number };
  /** Every state-changing call, per visitor address and per member. */
  writePerIp: Limit;
  writePerAccount: Limit;
  /** Web pushes the actions of others may send one member. */
  pushSends: Limit;
  /**
   * Password-reset requests for one e-mail address, whoever sends them, whether or not an account
   * has it: the answer tells (spec: 'E-mail address not found'), so asking is limited per address
   * asked for as well as per visitor address (`passwordReset`).
   */
  passwordResetPerEmail: Limit;
  /** Password-reset mails one account may be sent in a day (decisions.md: 3). */
  resetMailsPerDay: number;
}

/**
 * The limits every write or message checks, counted in each process's memory first and added to
 * the shared counts in the background (RateLimiter, "counted in this process"): checking them
 * costs no round trip to the database. Why: every API write waited for its count's statement and
 * its commit before its own work, on every message of a busy chat (QUALITY.md "Chat"). Every other limit guards something rare where one more is one too many
 * (logins, sign-ups, mails, codes): each hit is counted in the database at once, so all processes
 * see it.
 */
export const COUNTED_IN_PROCESS: ReadonlySet<keyof Limits> = new Set<keyof Limits>([
  'writePerIp',
  'writePerAccount',
  'message',
]);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const defaultLimits: Limits = {
  login: { max: 10, windowMs: MINUTE },
  complaint: { max: 10, windowMs: HOUR },
  pushSubscribe: { max: 10, windowMs: HOUR },
  signup: { max: 5, windowMs: HOUR },
  passwordReset: { max: 10, windowMs: HOUR },
  passwordResetPerEmail: { max: 10, windowMs: HOUR },
  accountMail: { max: 10, windowMs: HOUR },
  // decisions.md: messages 60 a minute per member.
  message: { max: 60, windowMs: MINUTE },
  // Direct debit SMS codes texted to a member.
  smsCode: { max: 5, windowMs: HOUR },
  // Reports of members, per visitor address: enough for a bad evening, not for flooding the queue.
  report: { max: 20, windowMs: HOUR },
  // Transparency reports, per moderator: each counts a whole period's reports and actions.
  transparencyExport: { max: 30, windowMs: HOUR },
  // Appeals and their links' lookups: a member appeals a few decisions, nobody guesses tokens.
  appeal: { max: 20, windowMs: HOUR },
  lockout: { attempts: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  writePerIp: { max: 120, windowMs: MINUTE },
  writePerAccount: { max: 60, windowMs: MINUTE },
  pushSends: { max: 30, windowMs: MINUTE },
  resetMailsPerDay: 3,
};
