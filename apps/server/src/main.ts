import { collectDefaultMetrics } from 'prom-client';
import { smtpTransport } from './adapters/mail';
import { MollieProvider } from './adapters/mollie';
import { storageFromConfig } from './adapters/storage-config';
import { loadScamRules } from './lib/scam-rules';
import { limitsOf, loadConfig, paymentProviderOf, shouldSeedDemo, type Config } from './config';
import { isInMemory, openDatabase } from './db/client';
import { DEMO_LOGINS, DEMO_PASSWORD, demoLoginsStillOpen, hasSite, seedDemo } from './db/seed';
import { seedInOwnProcess } from './db/seed/own-process';
import { buildApp } from './app';
import { loggerOptions } from './http/logging';
import { serveMetrics, type MetricsServer } from './http/metrics-server';

/** A start refused for a setting: said in one line, with what to change, and no stack. */
function refuseToStart(reason: unknown): never {
  console.error(`Amori did not start. ${reason instanceof Error ? reason.message : String(reason)}`);
  process.exit(1);
}

let config: Config;
let paymentProvider: ReturnType<typeof paymentProviderOf>;
try {
  config = loadConfig();
  // Refuses to start before anything is opened when no payment provider may be used.
  paymentProvider = paymentProviderOf(config);
} catch (error) {
  refuseToStart(error);
}
const databaseOptions = { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR };
const open = () => openDatabase(databaseOptions);
let handle = await open();
await handle.migrate();
// Photos of an in-memory database are kept in memory too (not in a folder named "memory:").
const storage = await storageFromConfig(config, isInMemory(databaseOptions));
let seeded = false;
if (shouldSeedDemo(config) && !(await hasSite(handle.db))) {
  if (isInMemory(databaseOptions)) {
    // Nothing but this process can reach an in-memory database.
    seeded = await seedDemo(handle.db, {
      members: config.SEED_MEMBERS,
      storage,
      siteEntryPopupCountries: config.SEED_SITE_ENTRY_POPUP_COUNTRIES,
    });
  } else {
    console.log(`Seeding the demo data (${config.SEED_MEMBERS} members), on the first start only…`);
    // PGlite's data folder is one process's at a time.
    await handle.close();
    await seedInOwnProcess();
    handle = await open();
    seeded = true;
  }
}

// A production site without demo data must not keep logins whose password the README prints.
if (config.NODE_ENV === 'production' && !shouldSeedDemo(config)) {
  const open = await demoLoginsStillOpen(handle.db);
  if (open.length > 0) {
    await handle.close();
    refuseToStart(
      `The demo logins ${open.join(', ')} still open with the demo password (${DEMO_PASSWORD}). ` +
        'Change their passwords or delete them, or set SEED_DEMO=1 for a public demo.',
    );
  }
}

const app = await buildApp({
  db: handle.db,
  bodyLimit: config.BODY_LIMIT,
  storage,
  pubsub: handle.pubsub,
  pool: handle.pool,
  limits: limitsOf(config),
  logger: loggerOptions(config.LOG_LEVEL),
  trustedProxies: config.TRUSTED_PROXIES,
  maxConnectionsPerAddress: config.MAX_CONNECTIONS_PER_ADDRESS,
  requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
  pushAllowedHosts: config.PUSH_ALLOWED_HOSTS,
  mail: {
    transport: config.SMTP_URL ? smtpTransport(config.SMTP_URL) : undefined,
    fromAddress: config.MAIL_FROM,
    publicUrl: config.PUBLIC_URL,
    webhookSecret: config.MAIL_WEBHOOK_SECRET,
    devMailbox: config.DEV_MAILBOX,
  },
  devSms: config.DEV_SMS,
  scamRules: config.SCAM_RULES_FILE ? loadScamRules(config.SCAM_RULES_FILE) : undefined,
  jobs: { run: true, pollMs: config.JOBS_POLL_MS },
  // Unset: the built-in sandbox provider (paymentProviderOf made sure Mollie has its key).
  payments:
    paymentProvider === 'mollie' && config.MOLLIE_API_KEY
      ? new MollieProvider({ apiKey: config.MOLLIE_API_KEY, apiEndpoint: config.MOLLIE_API_ENDPOINT })
      : undefined,
  site: config.SERVE_SITE ? { buildDir: config.SITE_BUILD_DIR, dev: config.AMORI_DEV } : undefined,
});

const address = await app.listen({ port: config.PORT, host: config.HOST });
const port = app.server.address();
const actualPort = typeof port === 'object' && port ? port.port : config.PORT;
// The site's server-side loaders reach the API over loopback in this same process.
const loopback =
  ['0.0.0.0', '::', 'localhost'].includes(config.HOST) || config.HOST.startsWith('127.')
    ? '127.0.0.1'
    : config.HOST;
process.env.API_ORIGIN ??= `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${actualPort}`;

const shown = address.replace('127.0.0.1', 'localhost');
console.log(
  `\nAmori is running at ${shown.replace(/\/$/, '')}/  (database: ${handle.kind}${seeded ? ', demo data seeded' : ''})\n`,
);

// Links in mails and the payment provider's return and webhook addresses fall back to this
// server's own address, which is right for a demo and wrong behind a public domain.
if (config.NODE_ENV === 'production' && !config.PUBLIC_URL && !shouldSeedDemo(config)) {
  console.warn(
    `PUBLIC_URL is not set: mails and payments link to ${shown.replace(/\/$/, '')}. ` +
      "Set PUBLIC_URL to the site's public origin (docs/configuration.md).\n",
  );
}

// The process's own figures (memory, event loop lag, open handles) beside the server's.
collectDefaultMetrics({ register: app.metrics.registry });
let metricsServer: MetricsServer | undefined;
try {
  metricsServer = await serveMetrics(app.metrics.registry, {
    port: config.METRICS_PORT,
    host: config.METRICS_HOST,
  });
  console.log(`Metrics at ${metricsServer.url}\n`);
} catch (error) {
  // A second process on one machine finds the default port taken: the site runs on without it.
  console.warn(
    `Metrics not served on ${config.METRICS_HOST}:${config.METRICS_PORT} (${error instanceof Error ? error.message : String(error)}). ` +
      'Give each process its own METRICS_PORT (0: any free port).\n',
  );
}

if (seeded) {
  console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
  for (const login of DEMO_LOGINS) console.log(`  ${login.email.padEnd(22)} ${login.kind}`);
  console.log('');
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.serverLog.info({ signal }, 'shutting down');
  // Stops accepting, tells live sockets to reconnect elsewhere (4004), finishes requests in
  // flight, then stops the jobs' worker.
  await app.close();
  await metricsServer?.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
