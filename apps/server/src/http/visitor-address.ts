import type { FastifyRequest, onRequestHookHandler } from 'fastify';

/** Proxies whose X-Forwarded-For is believed (Fastify's trustProxy): the site's own loaders, over loopback. */
export const TRUSTED_PROXIES = ['127.0.0.1', '::1'];

/**
 * The visitor's address (rate limits, logs, records, GeoIP): the socket's, or, through a trusted
 * proxy (the site's own server-side loaders, over loopback), the one X-Forwarded-For names. The
 * same as Fastify's `request.ip`, which runs proxy-addr over the header at every read even when
 * there is none: without the header the answer is the socket's address, taken from there
 * (settings.php, asked on every page).
 */
export function visitorAddress(request: FastifyRequest): string {
  if (request.headers['x-forwarded-for'] !== undefined) return request.ip;
  return request.socket.remoteAddress ?? request.ip;
}

/**
 * Before a page is rendered: its X-Forwarded-For becomes the visitor's address as this server
 * sees it. The site's server-side loaders forward that header to the API over loopback, where it
 * is believed; left as the visitor sent it, anyone could pick the address the API's limits and
 * GeoIP see, and without one every visitor would be the loopback address.
 */
export const forwardVisitorAddress: onRequestHookHandler = (request, _reply, done) => {
  request.headers['x-forwarded-for'] = visitorAddress(request);
  done();
};
