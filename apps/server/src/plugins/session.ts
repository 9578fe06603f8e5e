import { randomBytes } from 'node:crypto';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSuspended } from '@amori/core';
import type { Database } from '../db/client';
import { photos, profiles, sessions, users, type UserRow } from '../db/schema';
import { clearCookie, readCookie, setCookie } from '../http/cookies';
import { visitorAddress } from '../http/visitor-address';
import type { Clock } from '../lib/clock';
import { hashToken } from '../lib/hashing';
import type { Region } from '../lib/cache';
import type { Events } from '../lib/events';

export const SESSION_COOKIE = 'auth.session';
export const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;

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
 * A kept session lasts seconds, so under many writing members this lookup runs all the time, and
 * building the query anew each time was a large share of the server's work.
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
  /** Where lookups are kept for seconds (caches.ts drops a member's on their events). */
  cache: Region<string, Member | null>;
  events: Events;
}

/**
 * Sessions: a random token in an httpOnly cookie, only its SHA-256 in the database. A lookup is
 * kept for a few seconds, so a logged-in poll costs no database round trip (QUALITY.md: user.php
 * at half a bare server's rate); whatever ends a session or changes its member tells every
 * process (`sessionEnded`, `memberChanged`), and the kept lookups go.
 */
export class Sessions {
  private readonly lookup: ReturnType<typeof sessionLookup>;

  constructor(private readonly deps: SessionDeps) {
    this.lookup = sessionLookup(deps.db);
  }

  /**
   * The request's member when that needs no lookup: null without a session cookie, the member
   * when their session is kept; undefined when `current` has to look it up.
   */
  kept(request: FastifyRequest): Member | null | undefined {
    const token = tokenOf(request);
    return token ? this.deps.cache.peek(token)?.value : null;
  }

  /** The member of the request's session, or null. */
  current(request: FastifyRequest): Promise<Member | null> {
    const token = tokenOf(request);
    if (!token) return Promise.resolve(null);
    // Kept by the token itself: this memory is the process's own, and a kept session then costs
    // no hashing. The database only ever sees the token's hash.
    return this.deps.cache.load(token, async () => {
      const [row] = await this.lookup.execute({ hash: hashToken(token), now: this.deps.now().toISOString() });
      // A suspended member's sessions are ended when the suspension starts; this holds the line
      // for a lookup that raced it.
      return row && row.user.status !== 'deleted' && !isSuspended(row.user.suspendedUntil, this.deps.now())
        ? row
        : null;
    });
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
      this.deps.cache.forget([token]);
      const [row] = await this.deps.db
        .delete(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)))
        .returning({ userId: sessions.userId });
      if (row) await this.ended(row.userId);
    }
    clearCookie(reply, SESSION_COOKIE);
  }

  /** The token hash of the request's session cookie (to tell the current session among a user's). */
  tokenHashOf(request: FastifyRequest): string | null {
    const token = readCookie(request, SESSION_COOKIE);
    return token && token.length <= 200 ? hashToken(token) : null;
  }

  /**
   * Ends sessions of a user: every one, or every one but the session whose token hash is `keep`
   * (the caller's own: `tokenHashOf`); answers how many ended.
   */
  async endAll(userId: number, keep?: string | null): Promise<number> {
    const ended = await this.deps.db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), keep ? ne(sessions.tokenHash, keep) : undefined))
      .returning({ id: sessions.id });
    await this.ended(userId);
    return ended.length;
  }

  /**
   * Ends one session of a user by its id, never the one whose token hash is `keep` (the caller's
   * own); answers whether one ended.
   */
  async endOne(userId: number, sessionId: number, keep: string | null): Promise<boolean> {
    const ended = await this.deps.db
      .delete(sessions)
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.userId, userId),
          keep ? ne(sessions.tokenHash, keep) : undefined,
        ),
      )
      .returning({ id: sessions.id });
    if (ended.length > 0) await this.ended(userId);
    return ended.length > 0;
  }

  /** Every process hears it: kept lookups go, and the sessions' live sockets close. */
  private ended(userId: number): Promise<void> {
    return this.deps.events.emit({ type: 'sessionEnded', userId });
  }
}
