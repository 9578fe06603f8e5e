import { randomBytes } from 'node:crypto';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { photos, profiles, sessions, users, type UserRow } from '../db/schema';
import { clearCookie, readCookie, setCookie } from '../http/cookies';
import { visitorAddress } from '../http/visitor-address';
import type { Clock } from '../lib/clock';
import { hashToken } from '../lib/hashing';
import type { PubSub } from '../lib/pubsub';
import { SessionCache } from '../lib/session-cache';

export const SESSION_COOKIE = 'auth.session';
export const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;
/** Every process drops its cached sessions of a user named on this channel (LISTEN/NOTIFY). */
export const USER_CHANGED_CHANNEL = 'amori_user_changed';

/**
 * How long a kept session lookup serves a write (a call that changes state), when it is longer
 * than the reads' `cacheMs` (2 s). A read shows what it holds, and a member's credits change
 * without an announcement (every send, in any process): user.php shows them at most 2 s old. A
 * write shows none of it; it needs the session to be still good, and whatever ends a session or
 * changes what it may do (logout, password, e-mail, deletion, premium) drops it in every process
 * at once (`userChanged`). The 30 s bound only what goes unannounced: a change by hand in the
 * database, or an announcement lost with the listening connection.
 * Why: bench/chat (QUALITY.md "Chat", 1,000 charged messages/s from 1,000 members): every member's
 * session was looked up again every 2 s, 440 lookups a second, and a send that met one waited
 * for it. With writes taking a kept session for 30 s, p50 / p99 went from 5.3-7.6 / 26.4-54.0 ms
 * to 4.6-5.5 / 22.0-29.3, alternating (docs/performance.md).
 */
const WRITE_CACHE_MS = 30_000;

/** A logged-in member, as every call that needs one is handed it: the account, profile and main photo. */
export interface Member {
  user: UserRow;
  profile: { id: number; name: string; country: string; status: 'active' | 'disabled' } | null;
  mainPhoto: { filename: string; thumbFilename: string; matchFilename: string } | null;
}

/** The request's session token, when it carries one that could be one. */
function tokenOf(request: FastifyRequest): string | null {
  const token = readCookie(request, SESSION_COOKIE);
  return token && token.length <= 200 ? token : null;
}

function memberQuery(db: Database) {
  return db
    .select({
      user: users,
      profile: { id: profiles.id, name: profiles.name, country: profiles.country, status: profiles.status },
      mainPhoto: {
        filename: photos.filename,
        thumbFilename: photos.thumbFilename,
        matchFilename: photos.matchFilename,
      },
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(photos, and(eq(photos.profileId, profiles.id), eq(photos.isMain, true)));
}

/**
 * The member of a session token's hash, unexpired: a prepared statement, built and planned once.
 * A kept session lasts seconds; in bench/chat (QUALITY.md "Chat"), where each of 1,000 members
 * writes every second, building this query anew took about a tenth of the server's time.
 */
function sessionLookup(db: Database) {
  return memberQuery(db)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('hash')), gt(sessions.expiresAt, sql.placeholder('now'))),
    )
    .limit(1)
    .prepare('session_member');
}

/** A member by user id. */
export async function findMember(db: Database, userId: number): Promise<Member | undefined> {
  const [row] = await memberQuery(db).where(eq(users.id, userId)).limit(1);
  return row;
}

export interface SessionDeps {
  db: Database;
  now: Clock;
  /** How long a session lookup serves reads in this process, in ms (0: not kept). */
  cacheMs: number;
  /** Messages between processes: every process hears which users changed. */
  pubsub: PubSub;
}

/**
 * Sessions: a random token in an httpOnly cookie, only its SHA-256 in the database. Lookups are
 * kept for a few seconds, so a logged-in poll costs no database round trip (QUALITY.md: user.php
 * at half a bare server's rate); a user's kept sessions are dropped in every process when that
 * user changes or logs out (`userChanged`).
 */
export class Sessions {
  private readonly cache: SessionCache<Member>;

  private readonly lookup: ReturnType<typeof sessionLookup>;

  private readonly writeCacheMs: number;

  private constructor(private readonly deps: SessionDeps) {
    // Not kept at all (0) stays so; a longer read time holds for writes too.
    this.writeCacheMs = deps.cacheMs > 0 ? Math.max(deps.cacheMs, WRITE_CACHE_MS) : 0;
    this.cache = new SessionCache(this.writeCacheMs);
    this.lookup = sessionLookup(deps.db);
  }

  /** Sessions that hear, from every process, which users changed. */
  static async open(deps: SessionDeps): Promise<Sessions> {
    const sessions = new Sessions(deps);
    await deps.pubsub.subscribe(USER_CHANGED_CHANNEL, (payload) => {
      const userId = Number(payload);
      if (Number.isInteger(userId)) sessions.cache.deleteUser(userId);
    });
    deps.pubsub.onMissed(() => sessions.cache.clear());
    return sessions;
  }

  /**
   * The request's member when that needs no lookup: null without a session cookie, the member
   * when their session is kept; undefined when `current` has to look it up.
   */
  kept(request: FastifyRequest): Member | null | undefined {
    const token = tokenOf(request);
    return token ? this.cache.get(token, this.deps.now().getTime(), this.deps.cacheMs) : null;
  }

  /**
   * The member of the request's session, or null. A write takes a session kept for longer than a
   * read (`WRITE_CACHE_MS`).
   */
  current(request: FastifyRequest, use: 'read' | 'write' = 'read'): Promise<Member | null> {
    const token = tokenOf(request);
    if (!token) return Promise.resolve(null);
    const now = this.deps.now();
    // Kept by the token itself: this memory is the process's own, and a kept session then costs
    // no hashing. The database only ever sees the token's hash.
    return this.cache.load(
      token,
      now.getTime(),
      async () => {
        const [row] = await this.lookup.execute({ hash: hashToken(token), now: now.toISOString() });
        return row && row.user.status !== 'deleted' ? row : null;
      },
      use === 'read' ? this.deps.cacheMs : this.writeCacheMs,
    );
  }

  /** Starts a session for a user: a row and the cookie (30 days, httpOnly, Secure over HTTPS). */
  async start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const now = this.deps.now();
    const expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
    await this.deps.db.insert(sessions).values({
      tokenHash: hashToken(token),
      userId,
      createdAt: now,
      expiresAt,
      ip: visitorAddress(request),
      userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    });
    setCookie(reply, {
      name: SESSION_COOKIE,
      value: token,
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      expires: expiresAt,
    });
  }

  /** Ends the request's session, if any, and clears the cookie. */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = readCookie(request, SESSION_COOKIE);
    if (token) {
      this.cache.deleteKey(token);
      const [row] = await this.deps.db
        .delete(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)))
        .returning({ userId: sessions.userId });
      if (row) await this.userChanged(row.userId);
    }
    clearCookie(reply, SESSION_COOKIE);
  }

  /** The token hash of the request's session cookie (to tell the current session among a user's). */
  tokenHashOf(request: FastifyRequest): string | null {
    const token = readCookie(request, SESSION_COOKIE);
    return token && token.length <= 200 ? hashToken(token) : null;
  }

  /**
   * Ends sessions of a user: every one, or every one but the request's own (`keep`); answers how
   * many ended. Every process forgets them at once.
   */
  async endAll(userId: number, keep?: FastifyRequest): Promise<number> {
    const own = keep ? this.tokenHashOf(keep) : null;
    const ended = await this.deps.db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), own ? ne(sessions.tokenHash, own) : undefined))
      .returning({ id: sessions.id });
    await this.userChanged(userId);
    return ended.length;
  }

  /**
   * A user changed (or a session of theirs ended): every process drops its kept sessions of that
   * user, and closes the live sockets of sessions that no longer hold (LiveHub).
   */
  async userChanged(userId: number): Promise<void> {
    this.cache.deleteUser(userId);
    await this.deps.pubsub.publish(USER_CHANGED_CHANNEL, String(userId));
  }
}
