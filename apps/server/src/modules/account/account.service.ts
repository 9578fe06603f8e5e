import { randomBytes } from 'node:crypto';
import type { AccountSettings, DiscountCode, SignupBody } from '@amori/contract';
import {
  emailValid,
  MAIL_CHANGE_LINK_HOURS,
  NOTIFICATION_PREFERENCES,
  passwordProblem,
  REACTIVATION_DAYS,
  RESET_LINK_HOURS,
  type NotificationPreference,
} from '@amori/core';
import type { SiteRow } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { memberChanged } from '../../lib/events';
import { hashPassword, hashToken, verifyPassword } from '../../lib/hashing';
import type { JobQueue } from '../../lib/jobs';
import type { Limits } from '../../lib/limits';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { Member, Sessions } from '../../plugins/session';
import { toDiscountCode } from '../discounts/discounts.service';
import * as repo from './account.repository';
import * as signups from './signup.service';
import { emailTaken, mailLink, passwordError } from './signup.service';

export interface AccountDeps extends signups.SignupDeps {
  jobs: JobQueue;
  rateLimiter: RateLimiter;
  limits: Pick<Limits, 'passwordResetPerEmail' | 'resetMailsPerDay'>;
  /** Ends sessions (a new password, deletion, "log out everywhere else"). */
  sessions: Sessions;
}

/**
 * The account: signing up and activation (signup.service), passwords, the e-mail address,
 * settings, sessions, deletion (with the purge 14 days later, a job) and the data export.
 * Cookies are the routes': a service is handed the session's token hash where it matters.
 */
export function createAccount(deps: AccountDeps) {
  deps.jobs.register(PURGE_JOB, (payload) => purgeAccount(deps, (payload as { userId: number }).userId));
  return {
    signup: (site: SiteRow, body: SignupBody, visitor: { address: string; origin: string }) =>
      signups.signup(deps, site, body, visitor),
    signupMatches: (member: Member) => signups.signupMatches(deps, member),
    activate: (token: string) => signups.activate(deps, token),
    resendActivation: (member: Member, origin: string) => signups.resendActivation(deps, member, origin),
    requestPasswordReset: (site: SiteRow, email: string, origin: string) =>
      requestPasswordReset(deps, site, email, origin),
    checkPasswordReset: (token: string) => checkPasswordReset(deps, token),
    resetPassword: (body: { token: string; password: string }) => resetPassword(deps, body),
    changePassword: (member: Member, body: PasswordChange, session: string | null) =>
      changePassword(deps, member, body, session),
    requestMailChange: (member: Member, body: { email: string; password: string }, origin: string) =>
      requestMailChange(deps, member, body, origin),
    confirmMailChange: (token: string) => confirmMailChange(deps, token),
    accountSettings: (userId: number) => accountSettings(deps, userId),
    updateAccountSettings: (member: Member, body: SettingsUpdate) =>
      updateAccountSettings(deps, member, body),
    listSessions: (member: Member, session: string | null) => listSessions(deps, member, session),
    endSessions: (member: Member, which: number | undefined, session: string | null) =>
      endSessions(deps, member, which, session),
    retentionOffer: (site: SiteRow, member: Member) => retentionOffer(deps, site, member),
    deleteAccount: (member: Member, password: string, origin: string) =>
      deleteAccount(deps, member, password, origin),
    reactivate: (token: string) => reactivate(deps, token),
    exportData: (member: Member) => exportData(deps, member),
  };
}

export type Account = ReturnType<typeof createAccount>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const PURGE_JOB = 'account.purge';

const linkInvalid = () => new ApiError(400, 'token_invalid', 'Link expired or invalid, request a new email');
const oldPasswordWrong = () => new ApiError(400, 'old_password_wrong', 'Please check your old password.');

// ---- Password reset ----

/**
 * Mails a single-use reset link ('E-mail address not found' when no account has the address;
 * 'Too many password reset emails sent, please try again tomorrow.' after 3 in a day). The spec's
 * 'not found' tells whether an address has an account, so every request for an address counts
 * toward a limit of its own (`passwordResetPerEmail`), found or not, besides the pipeline's limit
 * per visitor address: spread over many addresses, asking still meets it.
 */
async function requestPasswordReset(
  deps: AccountDeps,
  site: SiteRow,
  address: string,
  origin: string,
): Promise<{ ok: true }> {
  const email = address.trim().toLowerCase();
  // Keyed by the address's hash: the counters keep no address anyone typed.
  await deps.rateLimiter.hitAll([
    { key: `passwordReset:email:${hashToken(email)}`, limit: deps.limits.passwordResetPerEmail },
  ]);
  const user = await repo.findUserByEmail(deps.db, site.id, email);
  if (!user || user.status === 'deleted')
    throw new ApiError(404, 'email_not_found', 'E-mail address not found');
  const now = deps.now();
  const sent = await repo.tokensSince(deps.db, user.id, 'password_reset', new Date(now.getTime() - DAY));
  if (sent >= deps.limits.resetMailsPerDay)
    throw new ApiError(
      429,
      'reset_limit_reached',
      'Too many password reset emails sent, please try again tomorrow.',
    );
  const profile = await repo.profileOfUser(deps.db, user.id);
  await deps.db.transaction((tx) =>
    mailLink(deps, tx, {
      user,
      to: user.email,
      name: profile?.name ?? null,
      kind: 'password_reset',
      validMs: RESET_LINK_HOURS * HOUR,
      path: (token) => `/reset-password/do?token=${token}`,
      origin,
    }),
  );
  return { ok: true };
}

/** Whether a reset link still works, so the page can say so before a new password is typed. */
async function checkPasswordReset(deps: AccountDeps, token: string): Promise<{ ok: true }> {
  if (!(await repo.findUsableToken(deps.db, hashToken(token), 'password_reset', deps.now())))
    throw linkInvalid();
  return { ok: true };
}

/**
 * Sets a new password with a reset token, which works once: the account's lockout ends (a
 * success is recorded for its address) and every session ends.
 */
async function resetPassword(
  deps: AccountDeps,
  body: { token: string; password: string },
): Promise<{ ok: true }> {
  const now = deps.now();
  const hash = hashToken(body.token);
  const usable = await repo.findUsableToken(deps.db, hash, 'password_reset', now);
  if (!usable) throw linkInvalid();
  const user = await repo.findUser(deps.db, usable.userId);
  if (!user || user.status === 'deleted') throw linkInvalid();
  const profile = await repo.profileOfUser(deps.db, user.id);
  const problem = passwordProblem(body.password, { email: user.email, name: profile?.name });
  if (problem) throw passwordError(problem);
  const passwordHash = await hashPassword(body.password);
  const done = await deps.db.transaction(async (tx) => {
    if (!(await repo.consumeToken(tx, hash, 'password_reset', now))) return false;
    await repo.setPassword(tx, user.id, passwordHash);
    await repo.recordLoginSuccess(tx, user.email, user.id, now);
    return true;
  });
  if (!done) throw linkInvalid();
  await deps.sessions.endAll(user.id);
  return { ok: true };
}

// ---- Password and e-mail address ----

interface PasswordChange {
  old_password: string;
  password: string;
  password_repeat: string;
}

/**
 * Changes the password ('Please check your old password.', 'The entered passwords are not the
 * same.'); the member's other sessions end (`session`: the token hash of the one that asked).
 */
async function changePassword(
  deps: AccountDeps,
  member: Member,
  body: PasswordChange,
  session: string | null,
): Promise<{ ok: true }> {
  if (!(await verifyPassword(member.user.passwordHash, body.old_password))) throw oldPasswordWrong();
  if (body.password !== body.password_repeat)
    throw new ApiError(400, 'passwords_differ', 'The entered passwords are not the same.');
  const problem = passwordProblem(body.password, { email: member.user.email, name: member.profile?.name });
  if (problem) throw passwordError(problem);
  await repo.setPassword(deps.db, member.user.id, await hashPassword(body.password));
  await deps.sessions.endAll(member.user.id, session);
  return { ok: true };
}

/**
 * Mails a confirmation link to a new address ('New email adress is invalid.', 'This email
 * address already owns an account on this website.'); the address changes when it is confirmed.
 */
async function requestMailChange(
  deps: AccountDeps,
  member: Member,
  body: { email: string; password: string },
  origin: string,
): Promise<{ ok: true }> {
  const email = body.email.trim().toLowerCase();
  if (!emailValid(email) || email === member.user.email)
    throw new ApiError(400, 'email_invalid', 'New email adress is invalid.');
  if (!(await verifyPassword(member.user.passwordHash, body.password))) throw oldPasswordWrong();
  if (await repo.findUserByEmail(deps.db, member.user.siteId, email)) throw emailTaken();
  await deps.db.transaction((tx) =>
    mailLink(deps, tx, {
      user: member.user,
      to: email,
      name: member.profile?.name ?? null,
      kind: 'mail_change',
      validMs: MAIL_CHANGE_LINK_HOURS * HOUR,
      path: (token) => `/mail-change/do?token=${token}`,
      origin,
      payload: { email },
    }),
  );
  return { ok: true };
}

/** Confirms a new address with its token (once): the account's address changes, and is confirmed. */
async function confirmMailChange(deps: AccountDeps, token: string): Promise<{ ok: true; email: string }> {
  const now = deps.now();
  let changed: { userId: number; email: string } | undefined;
  try {
    changed = await deps.db.transaction(async (tx) => {
      const used = await repo.consumeToken(tx, hashToken(token), 'mail_change', now);
      const email = (used?.payload as { email?: string } | null)?.email;
      if (!used || !email) return undefined;
      const user = await repo.findUser(tx, used.userId);
      if (!user || user.status === 'deleted') return undefined;
      await repo.setEmail(tx, user.id, email);
      await repo.confirmAccount(tx, user.id);
      return { userId: user.id, email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  if (!changed) throw linkInvalid();
  await deps.events.emit(memberChanged(changed.userId));
  return { ok: true, email: changed.email };
}

// ---- Settings ----

const COLUMNS: Record<
  NotificationPreference,
  keyof NonNullable<Awaited<ReturnType<typeof repo.preferences>>>
> = {
  new_conversations: 'newConversations',
  new_messages: 'newMessages',
  like: 'like',
  unread_message_reminders: 'unreadMessageReminders',
  promotions: 'promotions',
  weekly_updates: 'weeklyUpdates',
  news: 'news',
  reminders: 'reminders',
};

async function accountSettings(deps: AccountDeps, userId: number): Promise<AccountSettings> {
  const user = await repo.findUser(deps.db, userId);
  if (!user) throw notFound();
  const prefs = await repo.preferences(deps.db, userId);
  return {
    email: user.email,
    pending_email: await repo.pendingMailChange(deps.db, userId, deps.now()),
    language: user.language,
    paid_user: user.paidUser,
    invisible: user.invisible,
    notifications: Object.fromEntries(
      NOTIFICATION_PREFERENCES.map((p) => [p, prefs ? Boolean(prefs[COLUMNS[p]]) : true]),
    ) as AccountSettings['notifications'],
    notifications_disabled: user.notificationsDisabled,
    discreet: prefs?.discreet ?? false,
  };
}

/**
 * Saves e-mail preferences and the discreet option; invisible mode (premium only, decisions.md); `reenable` clears the
 * reasons mail was disabled for (a bounce, a complaint, an unsubscribe).
 */
interface SettingsUpdate {
  notifications?: Partial<Record<NotificationPreference, boolean>> | undefined;
  invisible?: boolean | undefined;
  discreet?: boolean | undefined;
  reenable?: true | undefined;
}

async function updateAccountSettings(
  deps: AccountDeps,
  member: Member,
  body: SettingsUpdate,
): Promise<AccountSettings> {
  const userId = member.user.id;
  if (body.invisible === true && !member.user.paidUser)
    throw new ApiError(403, 'premium_required', 'Invisible mode is for premium members.');
  const values = Object.fromEntries(
    Object.entries(body.notifications ?? {})
      .filter(([, on]) => on !== undefined)
      .map(([p, on]) => [COLUMNS[p as NotificationPreference], on]),
  );
  if (body.discreet !== undefined) values.discreet = body.discreet;
  if (Object.keys(values).length > 0) await repo.savePreferences(deps.db, userId, values);
  const changes = {
    ...(body.invisible !== undefined ? { invisible: body.invisible } : {}),
    ...(body.reenable ? { notificationsDisabled: [] } : {}),
  };
  if (Object.keys(changes).length > 0) {
    await repo.updateUser(deps.db, userId, changes);
    await deps.events.emit(memberChanged(userId));
  }
  return accountSettings(deps, userId);
}

// ---- Sessions ----

/** The member's sessions; `session`: the token hash of the one that asks (`current`). */
async function listSessions(deps: AccountDeps, member: Member, session: string | null) {
  const rows = await repo.sessionsOf(deps.db, member.user.id);
  return {
    sessions: rows.map((s) => ({
      id: s.id,
      created_at: s.createdAt.toISOString(),
      ip: s.ip,
      user_agent: s.userAgent,
      current: s.tokenHash === session,
    })),
  };
}

/**
 * Ends one other session (`which`), or all others ("log out everywhere else"); never the one that
 * asks (`session`: its token hash).
 */
async function endSessions(
  deps: AccountDeps,
  member: Member,
  which: number | undefined,
  session: string | null,
): Promise<{ ok: true; ended: number }> {
  if (which === undefined) return { ok: true, ended: await deps.sessions.endAll(member.user.id, session) };
  if (!(await deps.sessions.endOne(member.user.id, which, session))) throw notFound('Session not found');
  return { ok: true, ended: 1 };
}

// ---- Deletion, reactivation, purge ----

const RETENTION_VALID_DAYS = 30;

/**
 * The offer to stay: a personal code of the company's `delete_discount`, valid 30 days, made once
 * (asked again, the same code while it is valid).
 */
async function retentionOffer(deps: AccountDeps, site: SiteRow, member: Member): Promise<DiscountCode> {
  const company = await repo.companyOf(deps.db, site.companyId);
  const percentage = company?.deleteDiscount ?? 0;
  if (percentage <= 0) throw notFound('No offer');
  const now = deps.now();
  const code = `STAY-${member.user.id}`;
  const existing = await repo.findCode(deps.db, code);
  if (existing && existing.expires && existing.expires > now) return toDiscountCode(existing, now);
  const fresh = {
    code: existing ? `STAY-${member.user.id}-${randomBytes(3).toString('hex').toUpperCase()}` : code,
    country: member.profile?.country ?? null,
    userId: member.user.id,
    expires: new Date(now.getTime() + RETENTION_VALID_DAYS * DAY),
    valuePercentage: percentage,
    currency: null,
    minimumOrderValue: 0,
    status: 'active' as const,
    validity: 'once' as const,
    paymentMethods: [],
  };
  const row = await repo.insertCode(deps.db, fresh);
  return toDiscountCode(row ?? fresh, now);
}

/**
 * Deletes the account (its password confirms it): logged out everywhere, the profile hidden, a
 * reactivation link mailed (valid 14 days), and the purge scheduled for the 14th day. The route
 * clears the session's cookie.
 */
async function deleteAccount(
  deps: AccountDeps,
  member: Member,
  password: string,
  origin: string,
): Promise<{ ok: true }> {
  if (!(await verifyPassword(member.user.passwordHash, password))) throw oldPasswordWrong();
  const now = deps.now();
  const userId = member.user.id;
  await deps.db.transaction(async (tx) => {
    await repo.markDeleted(tx, userId, now);
    await mailLink(deps, tx, {
      user: member.user,
      to: member.user.email,
      name: member.profile?.name ?? null,
      kind: 'reactivation',
      validMs: REACTIVATION_DAYS * DAY,
      path: (token) => `/account-deleted?token=${token}`,
      origin,
    });
    await deps.jobs.enqueue(
      PURGE_JOB,
      { userId },
      {
        db: tx,
        runAt: new Date(now.getTime() + REACTIVATION_DAYS * DAY),
        uniqueKey: `purge:${userId}:${now.getTime()}`,
      },
    );
  });
  await deps.sessions.endAll(userId);
  // Gone from search, profiles and likes, in every process.
  await deps.events.emit(memberChanged(userId));
  return { ok: true };
}

/** Restores a deleted account with the mailed token, within 14 days: everything as it was. */
async function reactivate(deps: AccountDeps, token: string): Promise<{ ok: true }> {
  const now = deps.now();
  const userId = await deps.db.transaction(async (tx) => {
    const used = await repo.consumeToken(tx, hashToken(token), 'reactivation', now);
    if (!used) return undefined;
    const user = await repo.findUser(tx, used.userId);
    if (!user?.deletedAt || now.getTime() - user.deletedAt.getTime() > REACTIVATION_DAYS * DAY)
      return undefined;
    if (!(await repo.restore(tx, user.id))) return undefined;
    await deps.jobs.cancel(`purge:${user.id}:${user.deletedAt.getTime()}`, tx);
    return user.id;
  });
  if (userId === undefined) throw linkInvalid();
  await deps.events.emit(memberChanged(userId));
  return { ok: true };
}

/**
 * The purge, 14 days after a deletion: the photos' files and the personal data go; the account
 * row stays anonymised, so the ledger and orders keep their rows. A reactivated account is left.
 */
async function purgeAccount(deps: AccountDeps, userId: number): Promise<void> {
  const user = await repo.findUser(deps.db, userId);
  if (!user || user.status !== 'deleted' || user.purgedAt || !user.deletedAt) return;
  if (deps.now().getTime() - user.deletedAt.getTime() < REACTIVATION_DAYS * DAY) return;
  const profile = await repo.profileOfUser(deps.db, userId);
  const files = profile ? await repo.photoKeysOf(deps.db, profile.id) : [];
  await deps.db.transaction((tx) => repo.purge(tx, userId, deps.now()));
  // Files after the rows: a retried purge finds no rows, and a file left behind names no one.
  for (const photo of files) {
    for (const key of [photo.filename, photo.thumb, photo.match]) await deps.storage.delete(key);
  }
  await deps.events.emit(memberChanged(userId));
}

// ---- Export ----

/** Everything kept about the member, as JSON (GDPR art. 20): account, profile, activity, money. */
async function exportData(deps: AccountDeps, member: Member) {
  const user = (await repo.findUser(deps.db, member.user.id))!;
  const profile = await repo.profileOfUser(deps.db, user.id);
  const rows = await repo.exportRows(deps.db, user.id, profile?.id ?? null);
  const { passwordHash: _hidden, ...account } = user;
  return {
    exported_at: deps.now().toISOString(),
    account,
    profile: profile ?? null,
    ...rows,
    photos: rows.photos.map((p) => ({ ...p, url: deps.storage.url(p.filename) })),
  };
}
