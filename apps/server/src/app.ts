import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyServerOptions,
  type onRequestHookHandler,
} from 'fastify';
import { ensureVapidKeys, webPushSender } from './adapters/push';
import { memoryStorage, type Storage } from './adapters/storage';
import type { AppContext } from './app-context';
import type { Database } from './db/client';
import { ApiError } from './http/errors';
import { createLogger, requestLogOf } from './http/logging';
import { methodsOf, prependOnRequest } from './http/route-hooks';
import { systemClock, type Clock } from './lib/clock';
import { defaultLimits, type Limits } from './lib/limits';
import { RateLimiter } from './lib/rate-limiter';
import { docsRoutes } from './modules/docs/docs.routes';
import { healthRoutes } from './modules/health/health.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { forgetSites, SITE_CHANGED_CHANNEL } from './modules/settings/settings.repository';
import { settingsRoutes } from './modules/settings/settings.routes';
import { socialRoutes } from './modules/social/social.routes';
import { userRoutes } from './modules/user/user.routes';
import { AuthService, USER_CHANGED_CHANNEL } from './modules/user/user.service';
import type { PubSub } from './lib/pubsub';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurity, SAFE_METHODS } from './plugins/security';
import { registerSite, type SiteOptions } from './plugins/site';
import { TRUSTED_PROXIES, visitorAddress } from './http/visitor-address';

export interface AppDeps {
  db: Database;
  bodyLimit?: number;
  logger?: FastifyServerOptions['logger'];
  /** Serve the site for every non-API request; tests of the API leave it out. */
  site?: SiteOptions;
  /** The clock; tests pass a fake one. */
  now?: Clock;
  /** Rate limits and lockout; defaults from decisions.md. */
  limits?: Partial<Limits>;
  /** Where photos are kept; in memory when not given. */
  storage?: Storage;
  /** Messages between processes (LISTEN/NOTIFY); without it, cached sessions are only dropped here. */
  pubsub?: PubSub;
  /** How long session lookups are cached, in ms (default 2000; 0 turns the cache off). */
  sessionCacheMs?: number;
}

/** Whether a logger configuration writes info lines (pino's default level is info). */
function logsRequests(logger: AppDeps['logger']): boolean {
  if (!logger) return false;
  const level = typeof logger === 'object' && 'level' in logger ? logger.level : undefined;
  return ['trace', 'debug', 'info'].includes(level ?? 'info');
}

/** Builds the whole server; tests build it too. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const requestLogging = logsRequests(deps.logger);
  // With request logging off (above info), Fastify gets no logger of its own and no child
  // logger factory: it then skips the response listeners and timing it sets up on every request
  // for its "request completed" line, and makes no logger per request (a custom factory also
  // costs a validation of the logger it returns, on every request). Together about a tenth of a
  // cached API request's CPU (bench/api, settings.php). Our own lines about a request go to the
  // server's logger with the request id (requestLog); Fastify's own warnings about a request
  // (a reply sent twice, say: a programming error) are written only at info and below.
  const serverLogger =
    deps.logger && !requestLogging
      ? createLogger(typeof deps.logger === 'object' ? deps.logger : {})
      : undefined;
  const requestLog = requestLogOf(serverLogger);
  const app = Fastify({
    logger: requestLogging ? deps.logger : false,
    // Fastify's "incoming request" and "request completed" lines are info level. When the level
    // is higher they are never written, so their per-request bookkeeping is skipped.
    logController: new LogController({ disableRequestLogging: !requestLogging }),
    bodyLimit: deps.bodyLimit ?? 64 * 1024,
    // The site's server-side loaders call the API over loopback, forwarding the visitor's address.
    trustProxy: TRUSTED_PROXIES,
    // Odd URLs (bad percent-encoding, very long ones) are answered by the error handler, not a crash.
    routerOptions: { maxParamLength: 500 },
  });
  registerErrorHandling(app, requestLog);
  // Beacons (navigator.sendBeacon with a string) arrive as text/plain: read them as JSON when they are.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(null, text);
    }
  });

  const now = deps.now ?? systemClock;
  const limits: Limits = { ...defaultLimits, ...deps.limits };
  const rateLimiter = new RateLimiter(deps.db, now);
  const storage = deps.storage ?? memoryStorage();
  const vapid = await ensureVapidKeys(deps.db);
  const ctx: AppContext = {
    db: deps.db,
    now,
    limits,
    rateLimiter,
    storage,
    auth: new AuthService({
      db: deps.db,
      now,
      limits,
      rateLimiter,
      storage,
      sessionCacheMs: deps.sessionCacheMs ?? 2000,
      publishUserChanged: deps.pubsub
        ? (userId) => deps.pubsub!.publish(USER_CHANGED_CHANNEL, String(userId))
        : undefined,
    }),
    requestLog,
    pushPublicKey: vapid.publicKey,
    push: webPushSender(deps.db, vapid, 'mailto:push@amori.example'),
  };
  await deps.pubsub?.subscribe(SITE_CHANGED_CHANNEL, () => forgetSites(deps.db));
  await deps.pubsub?.subscribe(USER_CHANGED_CHANNEL, (payload) => {
    const userId = Number(payload);
    if (Number.isInteger(userId)) ctx.auth.forgetUser(userId);
  });

  await app.register(async (api) => {
    const known = new Map<string, Set<string>>();
    api.addHook('onRoute', (route) => {
      const set = known.get(route.url) ?? new Set<string>();
      for (const m of methodsOf(route)) set.add(m);
      known.set(route.url, set);
    });
    // Every write counts toward the per-IP limit, in Postgres so every process shares it. Only
    // routes that take writes get the hook: reads (most requests) do not run it at all.
    const countWrite: onRequestHookHandler = (request, _reply, done) => {
      if (SAFE_METHODS.has(request.method)) return done();
      rateLimiter.hit(`write:ip:${visitorAddress(request)}`, limits.writePerIp).then(() => done(), done);
    };
    api.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || methodsOf(route).every((m) => SAFE_METHODS.has(m))) return;
      prependOnRequest(route, countWrite);
    });
    // After the write limit's onRoute hook, so that the CSRF check goes before it: a refused
    // cross-site request counts toward nothing.
    registerSecurity(api);
    healthRoutes(api, deps.db);
    settingsRoutes(api, ctx);
    userRoutes(api, ctx);
    socialRoutes(api, ctx);
    referenceRoutes(api, ctx);
    docsRoutes(api);
    mediaRoutes(api, storage);
    // Unknown API paths must not fall through to the site; a known path with another method is a 405.
    api.all('/api/*', async (request) => {
      const path = request.url.split('?')[0] ?? '';
      if (known.has(path)) throw new ApiError(405, 'method_not_allowed', 'Method not allowed');
      throw new ApiError(404, 'not_found', 'Not found');
    });
  });

  if (deps.site) await registerSite(app, deps.site);
  return app;
}
