import type { FastifyRequest } from 'fastify';

/**
 * Whether a request comes from the site itself, so it may change state (CSRF defence):
 * - a browser's Sec-Fetch-Site must be same-origin or none (typed by the person); not same-site,
 *   which a sibling subdomain's page sends (another tenant's `other.example.com`);
 * - otherwise an Origin header must name this host;
 * - a request with neither (curl, the site's server-side loaders) must carry
 *   `X-Request-Type: client`, a header a cross-site page cannot send without a CORS preflight
 *   this server never grants.
 */
export function isSameSiteRequest(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') {
    return fetchSite === 'same-origin' || fetchSite === 'none';
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
