import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { User } from '@amori/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Storage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import { clearCookie, readCookie, setCookie } from '../../http/cookies';
import { ApiError } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import type { Limits } from '../../lib/limits';
import type { RateLimiter } from '../../lib/rate-limiter';
import { SessionCache } from '../../lib/session-cache';
import * as repo from './user.repository';
import { visitorAddress } from '../../http/visitor-address';

export const SESSION_COOKIE = 'auth.session';
export const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;

/** argon2id (the library's default algorithm) with its default cost. */
export const hashPassword = (password: string) => hash(password);

// A real hash to verify against when the e-mail is unknown, so both paths take as long.
let dummyHash: Promise<string> | undefined;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function toUser(row: repo.UserWithProfile, storage: Storage): User {
  const { user, profile, mainPhoto } = row;
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
      main_image: mainPhoto
        ? {
            filename: storage.url(mainPhoto.filename),
            thumb_filename: storage.url(mainPhoto.thumbFilename),
            match: storage.url(mainPhoto.matchFilename),
          }
        : null,
    },
  };
}

export const USER_CHANGED_CHANNEL = 'amori_user_changed';

export interface AuthDeps {
  /** Tells every process that a user changed (or logged out), so cached sessions are dropped. */
  publishUserChanged?: (userId: number) => Promise<void>;
  /** How long a session lookup is cached, in ms (0: not cached). */
  sessionCacheMs?: number;
  db: Database;
  now: Clock;
  limits: Limits;
  rateLimiter: RateLimiter;
  storage: Storage;
}

/** Sessions, login with lockout, and the current user. */
export class AuthService {
  private readonly cache: SessionCache<repo.UserWithProfile>;

  constructor(private readonly deps: AuthDeps) {
    this.cache = new SessionCache(deps.sessionCacheMs ?? 0);
  }

  /** Drops the cached sessions of a user in this process (called for messages from others too). */
  forgetUser(userId: number): void {
    this.cache.deleteUser(userId);
  }

  /** The user changed: drop cached sessions here and in every other process. */
  async userChanged(userId: number): Promise<void> {
    this.forgetUser(userId);
    await this.deps.publishUserChanged?.(userId);
  }

  /** Minutes the account stays locked, or 0. Locked after N wrong passwords within the window. */
  async lockedMinutes(userId: number): Promise<number> {
    const { attempts, windowMs, lockMs } = this.deps.limits.lockout;
    const latest = await repo.latestLoginAttempts(this.deps.db, userId, attempts);
    if (latest.length < attempts || latest.some((a) => a.success)) return 0;
    const newest = latest[0]!.at.getTime();
    const oldest = latest[latest.length - 1]!.at.getTime();
    if (newest - oldest > windowMs) return 0;
    const left = newest + lockMs - this.deps.now().getTime();
    return left > 0 ? Math.ceil(left / 60_000) : 0;
  }

  async login(
    siteId: number,
    email: string,
    password: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<User> {
    const { db, limits, rateLimiter } = this.deps;
    await rateLimiter.hit(`login:ip:${visitorAddress(request)}`, limits.loginPerIp);
    const user = await repo.findUserByEmail(db, siteId, email.trim().toLowerCase());
    const locked = user ? await this.lockedMinutes(user.id) : 0;
    if (locked > 0) throw lockedError(locked);
    let ok = false;
    if (user && user.status !== 'deleted') {
      ok = await verify(user.passwordHash, password).catch(() => false);
    } else {
      dummyHash ??= hash('not a password of anyone');
      await verify(await dummyHash, password).catch(() => false);
    }
    const now = this.deps.now();
    if (user)
      await repo.recordLoginAttempt(db, {
        userId: user.id,
        ip: visitorAddress(request),
        success: ok,
        at: now,
      });
    if (!user || !ok) {
      const nowLocked = user ? await this.lockedMinutes(user.id) : 0;
      if (nowLocked > 0) throw lockedError(nowLocked);
      throw new ApiError(401, 'login_failed', 'Login failed, please try again.');
    }
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
    await repo.insertSession(db, {
      tokenHash: hashToken(token),
      userId: user.id,
      createdAt: now,
      expiresAt,
      ip: visitorAddress(request),
      userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    });
    await repo.touchProfile(db, user.id, now);
    setCookie(reply, {
      name: SESSION_COOKIE,
      value: token,
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      expires: expiresAt,
    });
    const full = await repo.findUserById(db, user.id);
    return toUser(full!, this.deps.storage);
  }

  async logout(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = readCookie(request, SESSION_COOKIE);
    if (token) {
      this.cache.deleteKey(token);
      const userId = await repo.deleteSession(this.deps.db, hashToken(token));
      if (userId !== undefined) await this.userChanged(userId);
    }
    clearCookie(reply, SESSION_COOKIE);
  }

  /** The user of the request's session, or null. */
  async currentUser(request: FastifyRequest): Promise<repo.UserWithProfile | null> {
    const token = readCookie(request, SESSION_COOKIE);
    if (!token || token.length > 200) return null;
    const now = this.deps.now();
    // Keyed by the token itself: this memory is the process's own, and a cached request then
    // costs no hashing. The database only ever sees the token's hash.
    return this.cache.load(token, now.getTime(), async () => {
      const row = await repo.findUserBySessionHash(this.deps.db, hashToken(token), now);
      return row && row.user.status !== 'deleted' ? row : null;
    });
  }

  /** The user of the session, or 403 authentication_required. Writes count toward the account's rate limit. */
  async requireUser(request: FastifyRequest): Promise<repo.UserWithProfile> {
    const row = await this.currentUser(request);
    if (!row) throw new ApiError(403, 'authentication_required', 'Authentication required');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      await this.deps.rateLimiter.hit(`write:user:${row.user.id}`, this.deps.limits.writePerAccount);
    }
    return row;
  }
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
