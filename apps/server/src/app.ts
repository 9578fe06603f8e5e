import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/client';
import { ApiError } from './http/errors';
import { healthRoutes } from './modules/health/health.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { registerErrorHandling } from './plugins/errors';
import { registerSite, type SiteOptions } from './plugins/site';

export interface AppDeps {
  db: Database;
  bodyLimit?: number;
  logger?: FastifyServerOptions['logger'];
  /** Serve the site for every non-API request; tests of the API leave it out. */
  site?: SiteOptions;
}

const API_METHODS = new Map<string, Set<string>>();

/** Builds the whole server; tests build it too. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: deps.bodyLimit ?? 64 * 1024,
    // The site's server-side loaders call the API over loopback, forwarding the visitor's address.
    trustProxy: ['127.0.0.1', '::1'],
  });
  registerErrorHandling(app);
  await app.register(cookie);

  await app.register(async (api) => {
    api.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const known = API_METHODS.get(route.url) ?? new Set<string>();
      for (const m of methods) known.add(m);
      API_METHODS.set(route.url, known);
    });
    healthRoutes(api, deps.db);
    settingsRoutes(api, deps.db);
    // Unknown API paths must not fall through to the site; a known path with another method is a 405.
    api.all('/api/*', async (request) => {
      const path = request.url.split('?')[0] ?? '';
      if (API_METHODS.has(path)) throw new ApiError(405, 'method_not_allowed', 'Method not allowed');
      throw new ApiError(404, 'not_found', 'Not found');
    });
  });

  if (deps.site) await registerSite(app, deps.site);
  return app;
}
