import { randomBytes } from 'node:crypto';
import type { AccountSettings, DiscountCode } from '@amori/contract';
import {
  emailValid,
  MAIL_CHANGE_LINK_HOURS,
  NOTIFICATION_PREFERENCES,
  passwordProblem,
  REACTIVATION_DAYS,
  RESET_LINK_HOURS,
  type NotificationPreference,
} from '@amori/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { ApiError, notFound } from '../../http/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword, hashToken, verifyPassword } from '../../lib/hashing';
import type { Member } from '../../plugins/session';
import { toDiscountCode } from '../discounts/discounts.service';
import { requestOrigin } from '../mail/mail.service';
import * as repo from './account.repository';
import { emailTaken, mailLink, passwordError } from './signup.service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const PURGE_JOB = 'account.purge';

const linkInvalid = () => new ApiError(400, 'token_invalid', 'Link expired or invalid, request a new email');
const oldPasswordWrong = () => new ApiError(400, 'old_password_wrong', 'Please check your old password.');

/** The purge job's code: registered once with the queue. */
export function registerAccountJobs(ctx: AppContext): void {
  ctx.jobs.register(PURGE_JOB, (payload) => purgeAccount(ctx, (payload as { userId: number }).userId));
}

// ---- Password reset ----

/**
 * Mails a single-use reset link ('E-mail address not found' when no account has the address;
 * 'Too many password reset emails sent, please try again tomorrow.' after 3 in a day). The spec's
 * 'not found' tells whether an address has an account, so every request for an address counts
 * toward a limit of its own (`passwordResetPerEmail`), found or not, besides the pipeline's limit
 * per visitor address: spread over many addresses, asking still meets it.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  request: FastifyRequest,
  address: string,
): Promise<{ ok: true }> {
  const site = await ctx.sites.forHost(request.host);
  const email = address.trim().toLowerCase();
  // Keyed by the address's hash: the counters keep no address anyone typed.
  await ctx.rateLimiter.hitAll([
    { key: `passwordReset:email:${hashToken(email)}`, limit: ctx.limits.passwordResetPerEmail },
  ]);
  const user = await repo.findUserByEmail(ctx.db, site.id, email);
  if (!user || user.status === 'deleted')
    throw new ApiError(404, 'email_not_found', 'E-mail address not found');
  const now = ctx.now();
  const sent = await repo.tokensSince(ctx.db, user.id, 'password_reset', new Date(now.getTime() - DAY));
  if (sent >= ctx.limits.resetMailsPerDay)
    throw new ApiError(
      429,
      'reset_limit_reached',
      'Too many password reset emails sent, please try again tomorrow.',
    );
  const profile = await repo.profileOfUser(ctx.db, user.id);
  await ctx.db.transaction((tx) =>
    mailLink(ctx, tx, {
      user,
      to: user.email,
      name: profile?.name ?? null,
      kind: 'password_reset',
      validMs: RESET_LINK_HOURS * HOUR,
      path: (token) => `/reset-password/do?token=${token}`,
      origin: requestOrigin(request),
    }),
  );
  return { ok: true };
}

/** Whether a reset link still works, so the page can say so before a new password is typed. */
export async function checkPasswordReset(ctx: AppContext, token: string): Promise<{ ok: true }> {
  if (!(await repo.findUsableToken(ctx.db, hashToken(token), 'password_reset', ctx.now())))
    throw linkInvalid();
  return { ok: true };
}

/**
 * Sets a new password with a reset token, which works once: the account's lockout ends (a
 * success is recorded for its address) and every session ends.
 */
export async function resetPassword(
  ctx: AppContext,
  body: { token: string; password: string },
): Promise<{ ok: true }> {
  const now = ctx.now();
  const hash = hashToken(body.token);
  const usable = await repo.findUsableToken(ctx.db, hash, 'password_reset', now);
  if (!usable) throw linkInvalid();
  const user = await repo.findUser(ctx.db, usable.userId);
  if (!user || user.status === 'deleted') throw linkInvalid();
  const profile = await repo.profileOfUser(ctx.db, user.id);
  const problem = passwordProblem(body.password, { email: user.email, name: profile?.name });
  if (problem) throw passwordError(problem);
  const passwordHash = await hashPassword(body.password);
  const done = await ctx.db.transaction(async (tx) => {
    if (!(await repo.consumeToken(tx, hash, 'password_reset', now))) return false;
    await repo.setPassword(tx, user.id, passwordHash);
    await repo.recordLoginSuccess(tx, user.email, user.id, now);
    return true;
  });
  if (!done) throw linkInvalid();
  await ctx.sessions.endAll(user.id);
  return { ok: true };
}

// ---- Password and e-mail address ----

/** Changes the password ('Please check your old password.', 'The entered passwords are not the same.'). */
export async function changePassword(
  ctx: AppContext,
  request: FastifyRequest,
  member: Member,
  body: { old_password: string; password: string; password_repeat: string },
): Promise<{ ok: true }> {
  if (!(await verifyPassword(member.user.passwordHash, body.old_password))) throw oldPasswordWrong();
  if (body.password !== body.password_repeat)
    throw new ApiError(400, 'passwords_differ', 'The entered passwords are not the same.');
  const problem = passwordProblem(body.password, { email: member.user.email, name: member.profile?.name });
  if (problem) throw passwordError(problem);
  await repo.setPassword(ctx.db, member.user.id, await hashPassword(body.password));
  await ctx.sessions.endAll(member.user.id, request);
  return { ok: true };
}

/**
 * Mails a confirmation link to a new address ('New email adress is invalid.', 'This email
 * address already owns an account on this website.'); the address changes when it is confirmed.
 */
export async function requestMailChange(
  ctx: AppContext,
  member: Member,
  body: { email: string; password: string },
  origin: string,
): Promise<{ ok: true }> {
  const email = body.email.trim().toLowerCase();
  if (!emailValid(email) || email === member.user.email)
    throw new ApiError(400, 'email_invalid', 'New email adress is invalid.');
  if (!(await verifyPassword(member.user.passwordHash, body.password))) throw oldPasswordWrong();
  if (await repo.findUserByEmail(ctx.db, member.user.siteId, email)) throw emailTaken();
  await ctx.db.transaction((tx) =>
    mailLink(ctx, tx, {
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
export async function confirmMailChange(
  ctx: AppContext,
  token: string,
): Promise<{ ok: true; email: string }> {
  const now = ctx.now();
  let changed: { userId: number; email: string } | undefined;
  try {
    changed = await ctx.db.transaction(async (tx) => {
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
  await ctx.sessions.userChanged(changed.userId);
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

export async function accountSettings(ctx: AppContext, userId: number): Promise<AccountSettings> {
  const user = await repo.findUser(ctx.db, userId);
  if (!user) throw notFound();
  const prefs = await repo.preferences(ctx.db, userId);
  return {
    email: user.email,
    pending_email: await repo.pendingMailChange(ctx.db, userId, ctx.now()),
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
export async function updateAccountSettings(
  ctx: AppContext,
  member: Member,
  body: {
    notifications?: Partial<Record<NotificationPreference, boolean>> | undefined;
    invisible?: boolean | undefined;
    discreet?: boolean | undefined;
    reenable?: true | undefined;
  },
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
  if (Object.keys(values).length > 0) await repo.savePreferences(ctx.db, userId, values);
  const changes = {
    ...(body.invisible !== undefined ? { invisible: body.invisible } : {}),
    ...(body.reenable ? { notificationsDisabled: [] } : {}),
  };
  if (Object.keys(changes).length > 0) {
    await repo.updateUser(ctx.db, userId, changes);
    await ctx.sessions.userChanged(userId);
  }
  return accountSettings(ctx, userId);
}

// ---- Sessions ----

export async function listSessions(ctx: AppContext, request: FastifyRequest, member: Member) {
  const current = ctx.sessions.tokenHashOf(request);
  const rows = await repo.sessionsOf(ctx.db, member.user.id);
  return {
    sessions: rows.map((s) => ({
      id: s.id,
      created_at: s.createdAt.toISOString(),
      ip: s.ip,
      user_agent: s.userAgent,
      current: s.tokenHash === current,
    })),
  };
}

/** Ends one other session, or all others ("log out everywhere else"). */
export async function endSessions(
  ctx: AppContext,
  request: FastifyRequest,
  member: Member,
  session: number | undefined,
): Promise<{ ok: true; ended: number }> {
  if (session === undefined) return { ok: true, ended: await ctx.sessions.endAll(member.user.id, request) };
  const ended = await repo.endSession(ctx.db, member.user.id, session, ctx.sessions.tokenHashOf(request));
  if (!ended) throw notFound('Session not found');
  await ctx.sessions.userChanged(member.user.id);
  return { ok: true, ended: 1 };
}

// ---- Deletion, reactivation, purge ----

const RETENTION_VALID_DAYS = 30;

/**
 * The offer to stay: a personal code of the company's `delete_discount`, valid 30 days, made once
 * (asked again, the same code while it is valid).
 */
export async function retentionOffer(
  ctx: AppContext,
  request: FastifyRequest,
  member: Member,
): Promise<DiscountCode> {
  const site = await ctx.sites.forHost(request.host);
  const company = await repo.companyOf(ctx.db, site.companyId);
  const percentage = company?.deleteDiscount ?? 0;
  if (percentage <= 0) throw notFound('No offer');
  const now = ctx.now();
  const code = `STAY-${member.user.id}`;
  const existing = await repo.findCode(ctx.db, code);
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
  const row = await repo.insertCode(ctx.db, fresh);
  return toDiscountCode(row ?? fresh, now);
}

/**
 * Deletes the account (its password confirms it): logged out everywhere, the profile hidden, a
 * reactivation link mailed (valid 14 days), and the purge scheduled for the 14th day.
 */
export async function deleteAccount(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  member: Member,
  password: string,
): Promise<{ ok: true }> {
  if (!(await verifyPassword(member.user.passwordHash, password))) throw oldPasswordWrong();
  const now = ctx.now();
  const userId = member.user.id;
  await ctx.db.transaction(async (tx) => {
    await repo.markDeleted(tx, userId, now);
    await mailLink(ctx, tx, {
      user: member.user,
      to: member.user.email,
      name: member.profile?.name ?? null,
      kind: 'reactivation',
      validMs: REACTIVATION_DAYS * DAY,
      path: (token) => `/account-deleted?token=${token}`,
      origin: requestOrigin(request),
    });
    await ctx.jobs.enqueue(
      PURGE_JOB,
      { userId },
      {
        db: tx,
        runAt: new Date(now.getTime() + REACTIVATION_DAYS * DAY),
        uniqueKey: `purge:${userId}:${now.getTime()}`,
      },
    );
  });
  await ctx.sessions.end(request, reply);
  await ctx.sessions.endAll(userId);
  return { ok: true };
}

/** Restores a deleted account with the mailed token, within 14 days: everything as it was. */
export async function reactivate(ctx: AppContext, token: string): Promise<{ ok: true }> {
  const now = ctx.now();
  const userId = await ctx.db.transaction(async (tx) => {
    const used = await repo.consumeToken(tx, hashToken(token), 'reactivation', now);
    if (!used) return undefined;
    const user = await repo.findUser(tx, used.userId);
    if (!user?.deletedAt || now.getTime() - user.deletedAt.getTime() > REACTIVATION_DAYS * DAY)
      return undefined;
    if (!(await repo.restore(tx, user.id))) return undefined;
    await ctx.jobs.cancel(`purge:${user.id}:${user.deletedAt.getTime()}`, tx);
    return user.id;
  });
  if (userId === undefined) throw linkInvalid();
  await ctx.sessions.userChanged(userId);
  return { ok: true };
}

/**
 * The purge, 14 days after a deletion: the photos' files and the personal data go; the account
 * row stays anonymised, so the ledger and orders keep their rows. A reactivated account is left.
 */
export async function purgeAccount(ctx: AppContext, userId: number): Promise<void> {
  const user = await repo.findUser(ctx.db, userId);
  if (!user || user.status !== 'deleted' || user.purgedAt || !user.deletedAt) return;
  if (ctx.now().getTime() - user.deletedAt.getTime() < REACTIVATION_DAYS * DAY) return;
  const profile = await repo.profileOfUser(ctx.db, userId);
  const files = profile ? await repo.photoKeysOf(ctx.db, profile.id) : [];
  await ctx.db.transaction((tx) => repo.purge(tx, userId, ctx.now()));
  // Files after the rows: a retried purge finds no rows, and a file left behind names no one.
  for (const photo of files) {
    for (const key of [photo.filename, photo.thumb, photo.match]) await ctx.storage.delete(key);
  }
  await ctx.sessions.userChanged(userId);
}

// ---- Export ----

/** Everything kept about the member, as JSON (GDPR art. 20): account, profile, activity, money. */
export async function exportData(ctx: AppContext, member: Member) {
  const user = (await repo.findUser(ctx.db, member.user.id))!;
  const profile = await repo.profileOfUser(ctx.db, user.id);
  const rows = await repo.exportRows(ctx.db, user.id, profile?.id ?? null);
  const { passwordHash: _hidden, ...account } = user;
  return {
    exported_at: ctx.now().toISOString(),
    account,
    profile: profile ?? null,
    ...rows,
    photos: rows.photos.map((p) => ({ ...p, url: ctx.storage.url(p.filename) })),
  };
}
