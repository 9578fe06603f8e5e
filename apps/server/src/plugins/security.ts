import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { setApiHeaders } from '../http/api-headers';
import { ApiError } from '../http/errors';
import { methodsOf, prependOnRequest } from '../http/route-hooks';

/** Methods that never change state: no CSRF check, no write limit. */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** GET calls that change state (the spec's GET /api/logout.php) get the same check as writes. */
const STATE_CHANGING_GETS = new Set(['/api/logout.php']);

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

/**
 * Attached to each API route as it is registered (onRoute), not as hooks on every request: the
 * routes that change state get the CSRF check as their first onRequest hook, and every API
 * route's handler sets the API headers first, unless the route sets them as it answers (contract
 * calls, `setsApiHeaders`; the error handler sets them on errors, which may come before a handler
 * runs). A read, most requests, then runs no hook at all: Fastify's hook runner cost a cached
 * settings.php a few percent of its CPU (bench/api).
 */
export function registerSecurity(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const changesState = (method: string) => !SAFE_METHODS.has(method) || STATE_CHANGING_GETS.has(route.url);
    if (methodsOf(route).some(changesState)) {
      prependOnRequest(route, (request, _reply, done) => {
        if (changesState(request.method) && !isSameSiteRequest(request)) {
          return done(new ApiError(403, 'csrf_rejected', 'Cross-site request refused'));
        }
        done();
      });
    }
    if (route.config?.setsApiHeaders) return;
    const handler = route.handler;
    route.handler = function (this: FastifyInstance, request, reply) {
      setApiHeaders(reply);
      return handler.call(this, request, reply);
    } as RouteHandlerMethod;
  });
}
