import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A cookie of the request, or undefined. Read on demand rather than parsed for every request by a
 * hook: most API requests (settings, reference data) need none. Parsed again at each call (a
 * request reads one or two): a memo keyed by request, a WeakMap, made every garbage-collector
 * scavenge under logged-in load much dearer (its ephemeron table).
 */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  return header ? parseCookie(header)[name] : undefined;
}

/** Adds a Set-Cookie header to the reply (SameSite=Lax unless said otherwise; Fastify appends). */
export function setCookie(reply: FastifyReply, cookie: SetCookie): void {
  reply.header('set-cookie', stringifySetCookie({ sameSite: 'lax', ...cookie }));
}

/** Tells the browser to drop a cookie. */
export function clearCookie(reply: FastifyReply, name: string, path = '/'): void {
  setCookie(reply, { name, value: '', path, expires: new Date(0), maxAge: 0 });
}
