import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ensureVapidKeys, WebPush, type ResolveHost } from './adapters/push';
import { memoryStorage, type Storage } from './adapters/storage';
import type { AppContext } from './app-context';
import type { Database } from './db/client';
import { createLogger, type RequestLog } from './http/logging';
import { TRUSTED_PROXIES } from './http/visitor-address';
import { systemClock, type Clock } from './lib/clock';
import { defaultLimits, type Limits } from './lib/limits';
import type { PubSub } from './lib/pubsub';
import { RateLimiter } from './lib/rate-limiter';
import { chatsRoutes } from './modules/chats/chats.routes';
import { discountsRoutes } from './modules/discounts/discounts.routes';
import { docsRoutes } from './modules/docs/docs.routes';
import { healthRoutes } from './modules/health/health.routes';
import { likesRoutes } from './modules/likes/likes.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { pushRoutes } from './modules/push/push.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { Sites } from './modules/settings/settings.service';
import { userRoutes } from './modules/user/user.routes';
import { Api } from './plugins/api';
import { limitConnections } from './plugins/connections';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors';
import { Sessions } from './plugins/session';
import { registerSite, type SiteOptions } from './plugins/site';

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
  /** How long session lookups are kept, in ms (default 2000; 0 turns the cache off). */
  sessionCacheMs?: number;
  /** Proxies whose forwarded address and protocol are believed (default: loopback, the site's loaders). */
  trustedProxies?: readonly string[];
  /** Connections one visitor address may hold open (default 64; 0: no cap). */
  maxConnectionsPerAddress?: number;
  /** A request must arrive whole within this many ms (default 20 s). */
  requestTimeoutMs?: number;
  /** Push services allowed besides public https addresses (host:port). */
  pushAllowedHosts?: readonly string[];
  /** How push endpoints' host names are resolved (DNS by default; tests give their own). */
  resolveHost?: ResolveHost;
}

export interface RegisteredRoute {
  methods: string[];
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the server, as registered. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/** Whether a logger configuration writes info lines (pino's default level is info). */
function logsRequests(logger: AppDeps['logger']): boolean {
  if (!logger) return false;
  const level = typeof logger === 'object' && 'level' in logger ? logger.level : undefined;
  return ['trace', 'debug', 'info'].includes(level ?? 'info');
}

/** Builds the whole server; tests build it too. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const trustedProxies = deps.trustedProxies ?? TRUSTED_PROXIES;
  const requestTimeout = deps.requestTimeoutMs ?? 20_000;
  const app = Fastify({
    ...(deps.logger
      ? { loggerInstance: createLogger(typeof deps.logger === 'object' ? deps.logger : {}) }
      : { logger: false }),
    // "incoming request" and "request completed" lines at info level only.
    logController: new LogController({ disableRequestLogging: !logsRequests(deps.logger) }),
    bodyLimit: deps.bodyLimit ?? 64 * 1024,
    trustProxy: [...trustedProxies],
    // A request (headers and body) that has not arrived whole in time is cut with a 408: slow
    // clients cannot hold connections. Node checks every connectionsCheckingInterval.
    requestTimeout,
    http: {
      headersTimeout: requestTimeout,
      connectionsCheckingInterval: Math.min(5_000, Math.max(100, requestTimeout / 4)),
    },
    // Odd URLs (bad percent-encoding, very long ones) are answered in the envelope, not a crash.
    routerOptions: { maxParamLength: 500 },
    frameworkErrors,
    clientErrorHandler,
  });
  // Every route, as registered: the tests that walk the API check each against the contract.
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', ({ method, url }) => {
    routes.push({ methods: [method].flat(), url });
  });
  app.decorate('registeredRoutes', routes);
  const requestLog: RequestLog = (request) => request.log;
  registerErrorHandling(app, requestLog);
  limitConnections(app, { perAddress: deps.maxConnectionsPerAddress ?? 64, trustedProxies });
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
  const sessions = await Sessions.open({
    db: deps.db,
    now,
    cacheMs: deps.sessionCacheMs ?? 2000,
    pubsub: deps.pubsub,
  });
  const ctx: AppContext = {
    db: deps.db,
    now,
    limits,
    rateLimiter,
    storage,
    sessions,
    sites: await Sites.open(deps.db, vapid.publicKey, deps.pubsub),
    requestLog,
    push: new WebPush({
      keys: vapid,
      subject: 'mailto:push@amori.example',
      allowedHosts: deps.pushAllowedHosts ?? [],
      resolveHost: deps.resolveHost,
    }),
  };

  await app.register(async (scope) => {
    const api = new Api(scope, { sessions, rateLimiter, limits });
    healthRoutes(api, ctx);
    settingsRoutes(api, ctx);
    userRoutes(api, ctx);
    pushRoutes(api, ctx);
    chatsRoutes(api, ctx);
    likesRoutes(api, ctx);
    discountsRoutes(api, ctx);
    referenceRoutes(api, ctx);
    docsRoutes(scope);
    api.register();
  });
  mediaRoutes(app, storage);

  if (deps.site) await registerSite(app, deps.site);
  return app;
}
