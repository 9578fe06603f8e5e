import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Cookies are read on demand rather than parsed for every request by a hook: most API requests
// (settings, reference data) carry none that matters, and this path is the hottest there is.
const parsed = new WeakMap<FastifyRequest, Record<string, string | undefined>>();

/** A cookie of the request, or undefined. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  let cookies = parsed.get(request);
  if (!cookies) parsed.set(request, (cookies = parseCookie(header)));
  return cookies[name];
}

/** Adds a Set-Cookie header to the reply (SameSite=Lax unless said otherwise; Fastify appends). */
export function setCookie(reply: FastifyReply, cookie: SetCookie): void {
  reply.header('set-cookie', stringifySetCookie({ sameSite: 'lax', ...cookie }));
}

/** Tells the browser to drop a cookie. */
export function clearCookie(reply: FastifyReply, name: string, path = '/'): void {
  setCookie(reply, { name, value: '', path, expires: new Date(0), maxAge: 0 });
}
