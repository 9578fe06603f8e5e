import type { FastifyInstance } from 'fastify';

// A year; without includeSubDomains, which would bind every subdomain of a site's domain to HTTPS.
export const HSTS = 'max-age=31536000';

/**
 * Strict-Transport-Security on every answer to a request that came over HTTPS: pages, files, the
 * API, media, errors. Only when the visitor's own connection was HTTPS (a trusted proxy's
 * X-Forwarded-Proto): anyone can send that header, and a server reached over plain HTTP must stay
 * reachable.
 */
export function registerHsts(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
