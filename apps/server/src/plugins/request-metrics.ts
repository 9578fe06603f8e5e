import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../lib/metrics';

/**
 * Counts and times every answered request, labelled by its contract call (a closed set of names):
 * other API paths are `api_other` and everything else (the site's pages and files, the live
 * socket's upgrade) is `site`, so no URL ever becomes a label.
 */
export function measureRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const { callOf } = request.routeOptions.config;
    const call = callOf
      ? callOf(request.query)
      : (request.routeOptions.url ?? request.url).startsWith('/api/')
        ? 'api_other'
        : 'site';
    metrics.answered(call, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
