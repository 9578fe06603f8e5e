import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, setCookie } from './cookies';

/**
 * The device cookie (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that logged in to an account carries it, and that account's login attempts from it are counted
 * apart from the address's, so a stranger's wrong guesses for an address do not lock its owner
 * out. Not an `auth.` cookie: it opens nothing, and it outlives the session (a year).
 */
export const DEVICE_COOKIE = 'amori_device';
export const DEVICE_COOKIE_DAYS = 365;
const DAY_MS = 86_400_000;

/** `<user id>.<nonce>.<HMAC-SHA256 of both>`, the nonce 16 random bytes, all base64url. */
const FORMAT = /^(\d{1,10})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** Makes and checks device cookies with a server secret (`ensureSecret`, 'device_cookie_secret'). */
export class DeviceCookies {
  constructor(private readonly secret: string) {}

  private sign(userId: number, nonce: string): string {
    return createHmac('sha256', this.secret).update(`device:${userId}.${nonce}`).digest('base64url');
  }

  /** The request's device cookie as it came (`deviceOf` checks it). */
  cookieOf(request: FastifyRequest): string | null {
    return readCookie(request, DEVICE_COOKIE) ?? null;
  }

  /**
   * The device of a device cookie (its nonce) when this server made it for this account; null
   * without one, for a forged or altered one, or one made for another account (or when no
   * account has the address: `userId` undefined). The signature is checked whatever the account,
   * so the time taken does not depend on it.
   */
  deviceOf(cookie: string | null, userId: number | undefined): string | null {
    const match = FORMAT.exec(cookie ?? '');
    if (!match) return null;
    const [, owner, nonce, signature] = match as unknown as [string, string, string, string];
    const expected = Buffer.from(this.sign(Number(owner), nonce));
    const signed = timingSafeEqual(expected, Buffer.from(signature));
    return signed && userId !== undefined && Number(owner) === userId ? nonce : null;
  }

  /** Gives the browser a new device cookie for an account (httpOnly, Lax, Secure over HTTPS, a year). */
  issue(request: FastifyRequest, reply: FastifyReply, userId: number, now: Date): void {
    const nonce = randomBytes(16).toString('base64url');
    setCookie(reply, {
      name: DEVICE_COOKIE,
      value: `${userId}.${nonce}.${this.sign(userId, nonce)}`,
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      expires: new Date(now.getTime() + DEVICE_COOKIE_DAYS * DAY_MS),
    });
  }
}
