import type { User } from '@amori/contract';
import { isBan, isSuspended, type Locale } from '@amori/core';
import type { Storage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import type { SiteRow } from '../../db/schema';
import type { DeviceCookies } from '../../http/device-cookie';
import { ApiError } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { memberChanged, type Events } from '../../lib/events';
import { verifyPassword } from '../../lib/hashing';
import type { Limits } from '../../lib/limits';
import { findMember, type Member } from '../../plugins/session';
import { imageOf } from '../directory/directory.service';
import * as repo from './user.repository';

export interface UserDeps {
  db: Database;
  now: Clock;
  storage: Storage;
  events: Events;
  limits: Pick<Limits, 'lockout'>;
  /** Checks the device cookie a login comes with. */
  devices: DeviceCookies;
}

/**
 * The logged-in user (user.php): logging in (with the lockout), and the language. The session
 * and device cookies are the routes' (plugins/session.ts, http/device-cookie.ts).
 */
export function createUsers(deps: UserDeps) {
  return {
    login: (site: SiteRow, credentials: Credentials, from: LoginOrigin) =>
      login(deps, site, credentials, from),
    toUser: (member: Member) => toUser(member, deps.storage),
    setLanguage: (member: Member, language: Locale) => setLanguage(deps, member, language),
  };
}

export type Users = ReturnType<typeof createUsers>;

interface Credentials {
  email: string;
  password: string;
}

/** Where a login comes from: the visitor's address, and the device cookie it carries. */
export interface LoginOrigin {
  address: string;
  deviceCookie: string | null;
}

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
async function lockedMinutes(deps: UserDeps, email: string, device: string | null): Promise<number> {
  const { attempts, windowMs, lockMs } = deps.limits.lockout;
  const latest = await repo.latestLoginAttempts(deps.db, { email, device }, attempts);
  if (latest.length < attempts || latest.some((a) => a.success)) return 0;
  const newest = latest[0]!.at.getTime();
  const oldest = latest[latest.length - 1]!.at.getTime();
  if (newest - oldest > windowMs) return 0;
  const left = newest + lockMs - deps.now().getTime();
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}

/**
 * Logs in with e-mail and password on a site: answers the user, whose session (and a new device
 * cookie) the route then starts.
 */
async function login(
  deps: UserDeps,
  site: SiteRow,
  credentials: Credentials,
  from: LoginOrigin,
): Promise<{ user: User }> {
  const email = credentials.email.trim().toLowerCase();
  const account = await repo.findUserByEmail(deps.db, site.id, email);
  const usable = account && account.status !== 'deleted' ? account : undefined;
  // A device cookie counts only for the account it was made for: without an account, none does.
  const device = deps.devices.deviceOf(from.deviceCookie, usable?.id);
  const locked = await lockedMinutes(deps, email, device);
  if (locked > 0) throw lockedError(locked);
  // Checked against a real hash even without an account: both take as long.
  const ok = await verifyPassword(usable?.passwordHash ?? null, credentials.password);
  await repo.recordLoginAttempt(deps.db, {
    email,
    userId: account?.id ?? null,
    ip: from.address,
    device,
    success: ok,
    at: deps.now(),
  });
  if (!ok || !usable) {
    const nowLocked = await lockedMinutes(deps, email, device);
    if (nowLocked > 0) throw lockedError(nowLocked);
    throw new ApiError(401, 'login_failed', 'Login failed, please try again.');
  }
  // Told only to whoever knows the password: the member learns until when, and why by mail.
  if (isSuspended(usable.suspendedUntil, deps.now()))
    throw new ApiError(403, 'account_suspended', 'This account is suspended.', {
      until: isBan(usable.suspendedUntil!) ? null : usable.suspendedUntil!.toISOString(),
    });
  await repo.touchProfile(deps.db, usable.id, deps.now());
  return { user: toUser((await findMember(deps.db, usable.id))!, deps.storage) };
}

/** Saves the language a member chose. */
async function setLanguage(deps: UserDeps, member: Member, language: Locale): Promise<User> {
  await repo.updateLanguage(deps.db, member.user.id, language);
  await deps.events.emit(memberChanged(member.user.id));
  // Read again: a write's kept session may be older than what user.php shows (credits).
  return toUser((await findMember(deps.db, member.user.id))!, deps.storage);
}
