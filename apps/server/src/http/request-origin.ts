import type { FastifyRequest } from 'fastify';

/**
 * The origin a visitor's request came to (`https://amori.example`), as a trusted proxy forwards
 * it: where the links of a mail the request causes may point (mail.service `siteUrl` keeps it only
 * when it is the site's own domain).
 */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
