import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import websocket from '@fastify/websocket';
import { LIVE_PATH } from '@amori/contract';
import { SCAM_RULES, type ScamRule } from '@amori/core';
import { outboxTransport, type MailTransport } from './adapters/mail';
import { SandboxProvider, type PaymentProvider } from './adapters/payments';
import { ensureVapidKeys, WebPush, type ResolveHost } from './adapters/push';
import { outboxSms, type SmsSender } from './adapters/sms';
import { memoryStorage, type Storage } from './adapters/storage';
import { openCaches } from './caches';
import type { Database } from './db/client';
import { DeviceCookies } from './http/device-cookie';
import { registerHsts } from './http/hsts';
import { createLogger, type RequestLog } from './http/logging';
import { TRUSTED_PROXIES } from './http/visitor-address';
import { systemClock, type Clock } from './lib/clock';
import { Events } from './lib/events';
import { listenOrigin } from './lib/host';
import { Metrics, type PoolUse } from './lib/metrics';
import { JobQueue } from './lib/jobs';
import { defaultLimits, type Limits } from './lib/limits';
import { localPubSub, type PubSub } from './lib/pubsub';
import { RateLimiter } from './lib/rate-limiter';
import { ensureSecret } from './lib/secrets';
import { accountRoutes } from './modules/account/account.routes';
import { createAccount } from './modules/account/account.service';
import { LiveHub, liveRoutes } from './modules/chats/chats.live';
import { chatsRoutes } from './modules/chats/chats.routes';
import { createChats } from './modules/chats/chats.service';
import { creditsRoutes } from './modules/credits/credits.routes';
import { createCredits } from './modules/credits/credits.service';
import { createDirectory } from './modules/directory/directory.service';
import { discountsRoutes } from './modules/discounts/discounts.routes';
import { createDiscounts } from './modules/discounts/discounts.service';
import { docsRoutes } from './modules/docs/docs.routes';
import { healthRoutes } from './modules/health/health.routes';
import { landersRoutes } from './modules/landers/landers.routes';
import { createLanders } from './modules/landers/landers.service';
import { likesRoutes } from './modules/likes/likes.routes';
import { createLikes } from './modules/likes/likes.service';
import { mailRoutes } from './modules/mail/mail.routes';
import { createMail } from './modules/mail/mail.service';
import { mailboxRoutes, smsOutboxRoutes } from './modules/mail/mailbox.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { membersRoutes } from './modules/members/members.routes';
import { consoleRoutes } from './modules/moderation/console.routes';
import { moderationRoutes } from './modules/moderation/moderation.routes';
import { createModeration } from './modules/moderation/moderation.service';
import { createPhotoQueue } from './modules/moderation/photo-queue.service';
import { createTransparency } from './modules/moderation/transparency.service';
import { createMembers } from './modules/members/members.service';
import { createDirectDebit } from './modules/payments/directdebit.service';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createPayments } from './modules/payments/payments.service';
import { sandboxRoutes } from './modules/payments/sandbox.routes';
import { photosRoutes } from './modules/photos/photos.routes';
import { createPhotos } from './modules/photos/photos.service';
import { profileRoutes } from './modules/profile/profile.routes';
import { createProfile } from './modules/profile/profile.service';
import { pushRoutes } from './modules/push/push.routes';
import { createPush } from './modules/push/push.service';
import { referenceRoutes } from './modules/reference/reference.routes';
import { createReference } from './modules/reference/reference.service';
import { settingsRoutes } from './modules/settings/settings.routes';
import { createSites } from './modules/settings/settings.service';
import { swipeRoutes } from './modules/swipe/swipe.routes';
import { createSwipe } from './modules/swipe/swipe.service';
import { userRoutes } from './modules/user/user.routes';
import { createUsers } from './modules/user/user.service';
import { Api } from './plugins/api';
import { limitConnections } from './plugins/connections';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors';
import { Sessions } from './plugins/session';
import { measureRequests } from './plugins/request-metrics';
import { registerSite, type SiteOptions } from './plugins/site';
import { upgradesTo } from './plugins/upgrades';

export interface AppDeps {
  db: Database;
  /** An operator's scam rules, read along with core's (SCAM_RULES_FILE; docs/scam-warnings.md). */
  scamRules?: readonly ScamRule[];
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
  /** The database pool, whose use the metrics show (PostgreSQL; PGlite has none). */
  pool?: PoolUse;
  /** drizzle's migration journal schema, which readiness reads (default `drizzle`). */
  migrationsSchema?: string;
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
    /** The domain events (tests hear what the services tell). */
    events: Events;
    /** The payment provider (tests drive the sandbox's payments through it). */
    payments: PaymentProvider;
    /** The Prometheus series (served on their own port by main.ts, http/metrics-server.ts). */
    metrics: Metrics;
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

  // The shared parts: the clock, limits, storage, the one bus of domain events (across processes;
  // in this process alone without PostgreSQL) and the one cache its events keep fresh, sessions,
  // jobs, and the outside world's adapters.
  const { db } = deps;
  const now = deps.now ?? systemClock;
  const limits: Limits = { ...defaultLimits, ...deps.limits };
  const rateLimiter = new RateLimiter(db, now);
  const storage = deps.storage ?? memoryStorage();
  const vapid = await ensureVapidKeys(db);
  const events = await Events.open(deps.pubsub ?? localPubSub(), (error, event) =>
    serverLog.warn({ err: error, event: event.type }, 'an event handler failed'),
  );
  const caches = openCaches(events, { keepMs: deps.cacheMs ?? 2000, now: () => now().getTime() });
  const sessions = new Sessions({ db, now, cache: caches.sessions, events });
  const devices = new DeviceCookies(await ensureSecret(db, 'device_cookie_secret'));
  const jobs = new JobQueue(db, now, { pollMs: deps.jobs?.pollMs, log: serverLog });
  const mailTransport = deps.mail?.transport ?? outboxTransport(db, now);
  const provider =
    deps.payments ?? new SandboxProvider(db, now, await ensureSecret(db, 'sandbox_payment_secret'));
  const sms = deps.sms ?? outboxSms(db, now);
  const webPush = new WebPush({
    keys: vapid,
    subject: 'mailto:push@amori.example',
    allowedHosts: deps.pushAllowedHosts ?? [],
    resolveHost: deps.resolveHost,
  });
  const scamRules = [...SCAM_RULES, ...(deps.scamRules ?? [])];
  const live = new LiveHub({ db, storage, events, now, log: serverLog, scamRules });
  const metrics = new Metrics({ db, now, pool: deps.pool, liveSockets: () => live.socketCount });
  measureRequests(app, metrics);
  events.on('messageStored', (_event, heard) => {
    if (heard.here) metrics.messages.inc();
  });
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });

  // The modules, each below those that use it.
  const sites = createSites({
    db,
    events,
    pushPublicKey: vapid.publicKey,
    byDomain: caches.sitesByDomain,
    byId: caches.sitesById,
  });
  const directory = createDirectory({ db, now, storage, profiles: caches.profiles, blocks: caches.blocks });
  const credits = createCredits({
    db,
    now,
    applied: (delta, reason) => metrics.creditsMoved(delta, reason),
  });
  const discounts = createDiscounts({ db, now });
  const mail = createMail({
    db,
    events,
    jobs,
    settings: {
      transport: mailTransport,
      fromAddress: deps.mail?.fromAddress,
      publicUrl: deps.mail?.publicUrl,
      serverOrigin: () => listenOrigin(app.server.address()),
      webhookSecret: deps.mail?.webhookSecret,
      signingSecret: await ensureSecret(db, 'mail_signing_secret'),
      devMailbox: deps.mail?.devMailbox ?? false,
    },
  });
  const push = createPush({ db, now, events, rateLimiter, limits, webPush, log: serverLog });
  const photos = createPhotos({ db, now, storage, events });
  const likes = createLikes({
    db,
    now,
    storage,
    events,
    kept: caches.likes,
    answers: caches.likesAnswers,
    directory,
  });
  const chats = createChats({
    db,
    now,
    storage,
    events,
    jobs,
    sites,
    directory,
    likes,
    answers: caches.chatsAnswers,
    credits,
    live,
    push,
    mail,
    log: serverLog,
    scamRules,
  });
  const members = createMembers({
    db,
    now,
    storage,
    events,
    searches: caches.searches,
    directory,
    likes,
    chats,
  });
  const swipe = createSwipe({ db, now, directory, likes, members });
  const users = createUsers({ db, now, storage, events, limits, devices });
  const account = createAccount({
    db,
    now,
    storage,
    events,
    jobs,
    rateLimiter,
    limits,
    sessions,
    credits,
    mail,
    directory,
  });
  const profile = createProfile({ db, now, events, photos });
  const payments = createPayments({
    db,
    now,
    events,
    jobs,
    provider,
    credits,
    discounts,
    mail,
    log: serverLog,
  });
  const directDebit = createDirectDebit({ db, now, sms, discounts, payments });
  const reference = createReference({ db, now });
  const landers = createLanders({ db });
  const moderation = createModeration({
    db,
    now,
    storage,
    events,
    jobs,
    sessions,
    mail,
    directory,
    members,
    photos,
  });
  const photoQueue = createPhotoQueue({ db, now, storage, events, mail, photos });
  const transparency = createTransparency({ db });

  await app.register(async (scope) => {
    const api = new Api(scope, { sessions, rateLimiter, limits });
    healthRoutes(api, { db, migrationsSchema: deps.migrationsSchema, closing: () => closing });
    settingsRoutes(api, sites);
    userRoutes(api, users, { sites, sessions, devices, now });
    pushRoutes(api, push);
    chatsRoutes(api, chats, { sites });
    likesRoutes(api, likes);
    discountsRoutes(api, discounts);
    referenceRoutes(api, reference, { sites });
    mailRoutes(api, mail);
    accountRoutes(api, account, { sites, sessions });
    membersRoutes(api, members, { sites });
    profileRoutes(api, profile);
    photosRoutes(api, photos);
    swipeRoutes(api, swipe, { sites });
    paymentsRoutes(api, payments, directDebit, { sites });
    creditsRoutes(api, credits);
    landersRoutes(api, landers);
    moderationRoutes(api, moderation, { sites });
    consoleRoutes(api, { photoQueue, transparency });
    docsRoutes(scope);
    api.register();
  });
  // WebSockets in the live route's scope only (plugins/upgrades.ts says why).
  await app.register(async (scope) => {
    await scope.register(websocket, {
      options: { maxPayload: 4096, server: upgradesTo(app, LIVE_PATH) },
      // On shutdown every socket hears 4004 (going away: reconnect elsewhere at once), not the
      // plugin's bare close, which a client cannot tell from a dropped connection.
      preClose(done) {
        live.goAway();
        this.websocketServer.close();
        done();
      },
    });
    liveRoutes(scope, { sessions, live });
  });
  mediaRoutes(app, { storage, sessions, chats, photos, directory });
  if (deps.mail?.devMailbox) mailboxRoutes(app, db);
  if (deps.devSms) smsOutboxRoutes(app, db);
  if (provider instanceof SandboxProvider) sandboxRoutes(app, provider);
  live.start();
  if (deps.rateLimitSyncMs !== 0) {
    rateLimiter.start(
      (error) => serverLog.warn({ err: error }, 'rate limit sync failed'),
      deps.rateLimitSyncMs,
    );
  }
  app.decorate('jobs', jobs);
  app.decorate('events', events);
  app.decorate('payments', provider);
  app.decorate('metrics', metrics);
  if (deps.jobs?.run) app.addHook('onReady', async () => jobs.start());
  // The close ends the connections that are idle when it begins; one whose request is answered
  // after that would be kept alive, and hold the close until its keep-alive ran out (72 s). From
  // the close on, an answered connection is ended at once.
  app.addHook('preClose', async () => {
    app.server.keepAliveTimeout = 1;
  });
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
