import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';

/** Methods that never change state: no CSRF check, no write limit. */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** GET calls that change state (the spec's GET /api/logout.php) get the same check as writes. */
const STATE_CHANGING_GETS = ['/api/logout.php'];

/** Whether a request URL (with or without a query) is that path; no string is made or hashed. */
function isPath(url: string, path: string): boolean {
  return url.startsWith(path) && (url.length === path.length || url[path.length] === '?');
}

/**
 * Whether a request may change state (CSRF defence):
 * - a browser's Sec-Fetch-Site must be same-origin, same-site or none (typed by the person);
 * - otherwise an Origin header must name this host;
 * - a request with neither (curl, the site's server-side loaders) must carry
 *   `X-Request-Type: client`, a header a cross-site page cannot send without a CORS preflight
 *   this server never grants.
 */
export function isSameSiteRequest(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') {
    return fetchSite === 'same-origin' || fetchSite === 'same-site' || fetchSite === 'none';
  }
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    try {
      return new URL(origin).host.toLowerCase() === request.host.toLowerCase();
    } catch {
      return false;
    }
  }
  return request.headers['x-request-type'] === 'client';
}

export function registerSecurity(app: FastifyInstance): void {
  // A callback hook rather than an async one: it runs on every API request, and no promise is needed.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cache-control', 'no-store');
    const stateChanging =
      !SAFE_METHODS.has(request.method) || STATE_CHANGING_GETS.some((path) => isPath(request.url, path));
    if (stateChanging && !isSameSiteRequest(request)) {
      return done(new ApiError(403, 'csrf_rejected', 'Cross-site request refused'));
    }
    done();
  });
}
