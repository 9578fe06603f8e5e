import type { FastifyRequest } from 'fastify';

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
