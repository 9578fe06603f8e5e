import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { outboxTransport, type MailTransport } from './adapters/mail';
import { SandboxProvider, type PaymentProvider } from './adapters/payments';
import { outboxSms, type SmsSender } from './adapters/sms';
import { ensureVapidKeys, WebPush, type ResolveHost } from './adapters/push';
import { memoryStorage, type Storage } from './adapters/storage';
import type { AppContext } from './app-context';
import type { Database } from './db/client';
import { DeviceCookies } from './http/device-cookie';
import { registerHsts } from './http/hsts';
import { createLogger, type RequestLog } from './http/logging';
import { TRUSTED_PROXIES } from './http/visitor-address';
import { systemClock, type Clock } from './lib/clock';
import { listenOrigin } from './lib/host';
import { JobQueue } from './lib/jobs';
import { defaultLimits, type Limits } from './lib/limits';
import { Events } from './lib/events';
import { localPubSub, type PubSub } from './lib/pubsub';
import { openCaches } from './caches';
import websocket from '@fastify/websocket';
import { LIVE_PATH } from '@amori/contract';
import { RateLimiter } from './lib/rate-limiter';
import { ensureSecret } from './lib/secrets';
import { accountRoutes } from './modules/account/account.routes';
import { LiveHub, liveRoutes } from './modules/chats/chats.live';
import { registerChatJobs } from './modules/chats/chats.notify';
import { chatsRoutes } from './modules/chats/chats.routes';
import { discountsRoutes } from './modules/discounts/discounts.routes';
import { docsRoutes } from './modules/docs/docs.routes';
import { healthRoutes } from './modules/health/health.routes';
import { likesRoutes } from './modules/likes/likes.routes';
import { mailRoutes } from './modules/mail/mail.routes';
import { registerMailJobs } from './modules/mail/mail.service';
import { mailboxRoutes, smsOutboxRoutes } from './modules/mail/mailbox.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { membersRoutes } from './modules/members/members.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { registerOrderJobs } from './modules/payments/payments.service';
import { registerReceiptJobs } from './modules/payments/receipt';
import { sandboxRoutes } from './modules/payments/sandbox.routes';
import { photosRoutes } from './modules/photos/photos.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { swipeRoutes } from './modules/swipe/swipe.routes';
import { landersRoutes } from './modules/landers/landers.routes';
import { pushRoutes } from './modules/push/push.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { Sites } from './modules/settings/settings.service';
import { userRoutes } from './modules/user/user.routes';
import { Api } from './plugins/api';
import { limitConnections } from './plugins/connections';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors';
import { Sessions } from './plugins/session';
import { upgradesTo } from './plugins/upgrades';
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
  /** Messages between processes (LISTEN/NOTIFY); without it, announcements stay in this process. */
  pubsub?: PubSub;
  /** How long the cache keeps what it keeps (caches.ts), in ms (default 2000; 0 turns it off). */
  cacheMs?: number;
  /**
   * How often the rate-limit hits counted in this process go to the shared counters, in ms
   * (default RateLimiter's SYNC_MS; 0: only when the app closes. One process counts exactly
   * without it, and tests count their statements).
   */
  rateLimitSyncMs?: number;
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
  /** Mail: where it goes (default: the outbox in the database) and how it is addressed. */
  mail?: {
    transport?: MailTransport;
    fromAddress?: string;
    publicUrl?: string;
    webhookSecret?: string;
    /** Serve the dev mailbox (/dev/mailbox) over the outbox. */
    devMailbox?: boolean;
  };
  /** Serve the dev SMS page (/dev/sms) over the SMS outbox. */
  devSms?: boolean;
  /**
   * The payment provider (default: the built-in sandbox, with its hosted checkout page). main.ts
   * refuses the sandbox unless it may be used (config.ts `paymentProviderOf`).
   */
  payments?: PaymentProvider;
  /** Text messages (direct debit codes); default: the sms_outbox table. */
  sms?: SmsSender;
  /** The job queue's worker runs when `run` (the server does; tests run due jobs themselves). */
  jobs?: { run?: boolean; pollMs?: number };
}

export interface RegisteredRoute {
  methods: string[];
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the server, as registered. */
    registeredRoutes: readonly RegisteredRoute[];
    /** The server's own log lines (Fastify's `log` is silent above info, see `buildApp`). */
    serverLog: FastifyBaseLogger;
    /** The durable job queue (mail, purges); tests run its due jobs with `jobs.runDue()`. */
    jobs: JobQueue;
    /** The payment provider (tests drive the sandbox's payments through it). */
    payments: PaymentProvider;
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
  const requestLines = logsRequests(deps.logger);
  const log = deps.logger ? createLogger(typeof deps.logger === 'object' ? deps.logger : {}) : null;
  const app = Fastify({
    // Fastify gets the logger only when it writes request lines (info and below). With a logger it
    // makes a child logger and sets up response listeners for every request, a cost the most
    // frequent calls (settings.php) feel; above info a request logs only when something fails,
    // through `requestLog`, and the server's own lines go to `serverLog`.
    ...(log && requestLines ? { loggerInstance: log } : { logger: false }),
    logController: new LogController({ disableRequestLogging: !requestLines }),
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
  const serverLog = log ?? app.log;
  app.decorate('serverLog', serverLog);
  const requestLog: RequestLog =
    requestLines || !log ? (request) => request.log : (request) => log.child({ reqId: request.id });
  registerErrorHandling(app, requestLog);
  registerHsts(app);
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

  // One-click unsubscribe (RFC 8058) is posted as a form: `List-Unsubscribe=One-Click`.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const now = deps.now ?? systemClock;
  const limits: Limits = { ...defaultLimits, ...deps.limits };
  const rateLimiter = new RateLimiter(deps.db, now);
  const storage = deps.storage ?? memoryStorage();
  const vapid = await ensureVapidKeys(deps.db);
  // The one bus of domain events, across processes (in this process alone without PostgreSQL),
  // and the one cache its events keep fresh.
  const events = await Events.open(deps.pubsub ?? localPubSub(), (error, event) =>
    serverLog.warn({ err: error, event: event.type }, 'an event handler failed'),
  );
  const caches = openCaches(events, { keepMs: deps.cacheMs ?? 2000, now: () => now().getTime() });
  const sessions = new Sessions({ db: deps.db, now, cache: caches.sessions, events });
  const jobs = new JobQueue(deps.db, now, { pollMs: deps.jobs?.pollMs, log: serverLog });
  const mailTransport = deps.mail?.transport ?? outboxTransport(deps.db, now);
  const live = new LiveHub({ db: deps.db, storage, events, now, log: serverLog });
  const payments =
    deps.payments ?? new SandboxProvider(deps.db, now, await ensureSecret(deps.db, 'sandbox_payment_secret'));
  const ctx: AppContext = {
    db: deps.db,
    jobs,
    payments,
    sms: deps.sms ?? outboxSms(deps.db, now),
    mail: {
      transport: mailTransport,
      fromAddress: deps.mail?.fromAddress,
      publicUrl: deps.mail?.publicUrl,
      serverOrigin: () => listenOrigin(app.server.address()),
      webhookSecret: deps.mail?.webhookSecret,
      signingSecret: await ensureSecret(deps.db, 'mail_signing_secret'),
      devMailbox: deps.mail?.devMailbox ?? false,
    },
    now,
    limits,
    rateLimiter,
    storage,
    sessions,
    devices: new DeviceCookies(await ensureSecret(deps.db, 'device_cookie_secret')),
    live,
    events,
    caches,
    sites: new Sites({
      db: deps.db,
      pushPublicKey: vapid.publicKey,
      byDomain: caches.sitesByDomain,
      byId: caches.sitesById,
      events,
    }),
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
    mailRoutes(api, ctx);
    accountRoutes(api, ctx);
    membersRoutes(api, ctx);
    profileRoutes(api, ctx);
    photosRoutes(api, ctx);
    swipeRoutes(api, ctx);
    paymentsRoutes(api, ctx);
    landersRoutes(api, ctx);
    docsRoutes(scope);
    api.register();
  });
  // WebSockets in the live route's scope only (plugins/upgrades.ts says why).
  await app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: 4096, server: upgradesTo(app, LIVE_PATH) } });
    liveRoutes(scope, ctx);
  });
  mediaRoutes(app, ctx);
  if (ctx.mail.devMailbox) mailboxRoutes(app, deps.db);
  if (deps.devSms) smsOutboxRoutes(app, deps.db);
  registerMailJobs(ctx);
  registerChatJobs(ctx, (error) => serverLog.warn({ err: error }, 'chat push failed'));
  live.start();
  if (deps.rateLimitSyncMs !== 0) {
    rateLimiter.start(
      (error) => serverLog.warn({ err: error }, 'rate limit sync failed'),
      deps.rateLimitSyncMs,
    );
  }
  registerReceiptJobs(ctx);
  registerOrderJobs(ctx);
  if (payments instanceof SandboxProvider) sandboxRoutes(app, payments);
  app.decorate('jobs', jobs);
  app.decorate('payments', payments);
  if (deps.jobs?.run) app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => {
    await live.stop();
    await rateLimiter
      .stop()
      .catch((error: unknown) => serverLog.warn({ err: error }, 'rate limit sync failed'));
    await jobs.stop();
    await mailTransport.close();
  });

  if (deps.site) await registerSite(app, { ...deps.site, log: serverLog });
  return app;
}
