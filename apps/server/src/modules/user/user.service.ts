import type { User } from '@amori/contract';
import type { Locale } from '@amori/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Storage } from '../../adapters/storage';
import type { AppContext } from '../../app-context';
import { memberChanged } from '../../lib/events';
import { ApiError } from '../../http/errors';
import { visitorAddress } from '../../http/visitor-address';
import { verifyPassword } from '../../lib/hashing';
import { findMember, type Member } from '../../plugins/session';
import { imageOf } from '../members/members.service';
import * as repo from './user.repository';

/** The logged-in user as the API answers it (spec point 3). */
export function toUser({ user, profile, mainPhoto }: Member, storage: Storage): User {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    status: user.status,
    credits: user.credits,
    paid_user: user.paidUser,
    signup_date: user.signupDate.toISOString(),
    language: user.language,
    notifications_disabled: user.notificationsDisabled,
    invisible: user.invisible,
    profile: {
      id: profile?.id ?? 0,
      name: profile?.name ?? '',
      country: profile?.country ?? '',
      status: profile?.status ?? 'disabled',
      main_image: imageOf(storage, mainPhoto),
    },
  };
}

function lockedError(minutes: number) {
  return new ApiError(
    429,
    'account_locked',
    `Too many incorrect attempts, account blocked for ${minutes} min.`,
    {
      minutes,
    },
  );
}

/**
 * Minutes an e-mail address stays locked for unknown devices, or a known device for its account,
 * or 0: locked after N wrong passwords within the window. An address is locked whether or not an
 * account has it, so the answers do not tell which do; a password reset records a success for the
 * address, which ends its lock. A device that logged in to the account before (its signed device
 * cookie) is counted on its own, so a stranger's wrong guesses for the address do not lock the
 * owner's browser out, and guesses from that device lock only it (OWASP device cookies).
 */
async function lockedMinutes(ctx: AppContext, email: string, device: string | null): Promise<number> {
  const { attempts, windowMs, lockMs } = ctx.limits.lockout;
  const latest = await repo.latestLoginAttempts(ctx.db, { email, device }, attempts);
  if (latest.length < attempts || latest.some((a) => a.success)) return 0;
  const newest = latest[0]!.at.getTime();
  const oldest = latest[latest.length - 1]!.at.getTime();
  if (newest - oldest > windowMs) return 0;
  const left = newest + lockMs - ctx.now().getTime();
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}

/**
 * Logs in with e-mail and password on the site of the request: a session and its cookie, and a
 * new device cookie.
 */
export async function login(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  credentials: { email: string; password: string },
): Promise<{ user: User }> {
  const site = await ctx.sites.forHost(request.host);
  const email = credentials.email.trim().toLowerCase();
  const account = await repo.findUserByEmail(ctx.db, site.id, email);
  const usable = account && account.status !== 'deleted' ? account : undefined;
  // A device cookie counts only for the account it was made for: without an account, none does.
  const device = ctx.devices.deviceOf(request, usable?.id);
  const locked = await lockedMinutes(ctx, email, device);
  if (locked > 0) throw lockedError(locked);
  // Checked against a real hash even without an account: both take as long.
  const ok = await verifyPassword(usable?.passwordHash ?? null, credentials.password);
  await repo.recordLoginAttempt(ctx.db, {
    email,
    userId: account?.id ?? null,
    ip: visitorAddress(request),
    device,
    success: ok,
    at: ctx.now(),
  });
  if (!ok || !usable) {
    const nowLocked = await lockedMinutes(ctx, email, device);
    if (nowLocked > 0) throw lockedError(nowLocked);
    throw new ApiError(401, 'login_failed', 'Login failed, please try again.');
  }
  await ctx.sessions.start(request, reply, usable.id);
  ctx.devices.issue(request, reply, usable.id, ctx.now());
  await repo.touchProfile(ctx.db, usable.id, ctx.now());
  return { user: toUser((await findMember(ctx.db, usable.id))!, ctx.storage) };
}

/** Ends the request's session (if any) and clears its cookie. */
export async function logout(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  await ctx.sessions.end(request, reply);
  return { ok: true } as const;
}

/** Saves the language a member chose. */
export async function setLanguage(ctx: AppContext, member: Member, language: Locale): Promise<User> {
  await repo.updateLanguage(ctx.db, member.user.id, language);
  await ctx.events.emit(memberChanged(member.user.id));
  // Read again: a write's kept session may be older than what user.php shows (credits).
  return toUser((await findMember(ctx.db, member.user.id))!, ctx.storage);
}
