import path from 'node:path';
import { z } from 'zod';
import { isLoopbackOrPrivate } from './lib/addresses';
import { hostOf } from './lib/host';
import { defaultLimits, type Limits } from './lib/limits';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** A comma-separated list (spaces allowed); empty entries dropped. */
const list = z.string().transform((value) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean),
);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /**
   * The port of the Prometheus metrics (`/metrics`), apart from the site's so the proxy never
   * exposes it (0: any free port).
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /** Where the metrics listen: loopback unless a scraper elsewhere must reach them (`0.0.0.0`). */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** PGlite data folder, used when DATABASE_URL is not set. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; switches the database from PGlite to PostgreSQL. */
  DATABASE_URL: z.string().optional(),
  /** Seed the demo site (and later demo members) on an empty database. */
  SEED_DEMO: bool.optional(),
  /** Serve the site's pages and files; off, the process answers the API only (a separate web tier). */
  SERVE_SITE: bool.default(true),
  /** Serve the site with Vite in middleware mode and hot reload. */
  AMORI_DEV: bool.default(false),
  /** Where the built site lives (react-router build output). */
  SITE_BUILD_DIR: z.string().default(path.resolve(import.meta.dirname, '../../site/build')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Largest request body accepted, in bytes. */
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  /** Demo members generated on first start (besides the three demo logins). */
  SEED_MEMBERS: z.coerce.number().int().min(0).max(1_000_000).default(500),
  /**
   * The seeded demo site's site_entry_popup_countries, comma-separated ISO codes (default:
   * unset, every country). The browser tests seed a list to check the restriction.
   */
  SEED_SITE_ENTRY_POPUP_COUNTRIES: z
    .string()
    .regex(/^[A-Za-z]{2}(,[A-Za-z]{2})*$/)
    .transform((list) => list.toUpperCase().split(','))
    .optional(),
  /** Where photos are stored (local folder); defaults to <DATA_DIR>/media. */
  MEDIA_DIR: z.string().optional(),
  /**
   * Photos in S3-compatible storage instead of a folder, when a bucket is named. S3_ENDPOINT for a
   * service other than AWS (path-style URLs then, unless S3_FORCE_PATH_STYLE=0); the keys, or the
   * SDK's default credentials (environment, instance role) when absent; S3_PREFIX before every key.
   */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^[a-z0-9][a-z0-9/_-]*\/$/)
    .optional(),
  /** Rate limits (decisions.md defaults). */
  RATE_LOGIN_PER_MINUTE: z.coerce.number().int().positive().default(10),
  LOCKOUT_ATTEMPTS: z.coerce.number().int().positive().default(5),
  LOCKOUT_MINUTES: z.coerce.number().positive().default(15),
  RATE_WRITES_PER_MINUTE_IP: z.coerce.number().int().positive().default(120),
  RATE_WRITES_PER_MINUTE_ACCOUNT: z.coerce.number().int().positive().default(60),
  RATE_SIGNUP_PER_HOUR: z.coerce.number().int().positive().default(5),
  /** Chat messages one member may send a minute (decisions.md: 60). */
  RATE_MESSAGES_PER_MINUTE: z.coerce.number().int().positive().default(60),
  RESET_MAILS_PER_DAY: z.coerce.number().int().positive().default(3),
  /** Password-reset requests for one e-mail address an hour, from anyone, found or not. */
  RATE_RESET_PER_HOUR_EMAIL: z.coerce.number().int().positive().default(10),
  /**
   * Proxies in front of the server whose X-Forwarded-For and X-Forwarded-Proto are believed
   * (addresses or CIDR ranges, comma-separated). Loopback is the site's own server-side loaders.
   */
  TRUSTED_PROXIES: list.default(['127.0.0.1', '::1']),
  /** Connections one visitor address may hold open at once (0: no cap). */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(64),
  /** A request must arrive whole, headers and body, within this many ms. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /**
   * Push services reachable besides public https addresses, as host:port (comma-separated),
   * e.g. a local push service for tests. Empty unless set; a production start refuses loopback
   * or private hosts here.
   */
  PUSH_ALLOWED_HOSTS: list.default([]),
  /**
   * Where mail goes: an SMTP server (`smtp://user:pass@host:587`, `smtps://...`). Unset: the
   * embedded outbox (in the database), which only the dev mailbox shows.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The sender's address (default `no-reply@<the site's domain>`); its name is the site's mail_name. */
  MAIL_FROM: z.email().optional(),
  /** Serve the dev mailbox (/dev/mailbox) over the outbox: on for the demo and the browser tests. */
  DEV_MAILBOX: bool.default(false),
  /** Serve the dev SMS page (/dev/sms) over the SMS outbox (direct debit codes): on for the demo and the browser tests. */
  DEV_SMS: bool.default(false),
  /** The shared secret of the mail provider's bounce and complaint callback; unset: the callback is off. */
  MAIL_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** The site's public origin for links in mails (`https://amori.example`); default: the server's own. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The payment provider: `sandbox` (built in: its own checkout page, where anyone may mark a
   * payment paid) or `mollie` (MOLLIE_API_KEY). Unset: the sandbox when demo data is seeded;
   * a deployment without demo data refuses to start until it names one.
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'mollie']).optional(),
  /**
   * With NODE_ENV=production, the sandbox provider (where anyone may mark a payment paid) only
   * when this is set: a public demo (`pnpm start` sets it).
   */
  ALLOW_SANDBOX_PAYMENTS: bool.default(false),
  /** Mollie's API key (`test_...` or `live_...`, from Mollie's dashboard); required with PAYMENT_PROVIDER=mollie. */
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_[A-Za-z0-9]{20,}$/, 'a Mollie API key (test_... or live_...)')
    .optional(),
  /** Mollie's API root (default `https://api.mollie.com:443/v2/`), e.g. a proxy in between. */
  MOLLIE_API_ENDPOINT: z.url({ protocol: /^https$/ }).optional(),
  /** A JSON file of the operator's own scam rules, read along with the built-in ones (docs/scam-warnings.md). */
  SCAM_RULES_FILE: z.string().optional(),
  /** How often the job queue's worker looks for due jobs (mail, purges), in ms. */
  JOBS_POLL_MS: z.coerce.number().int().min(50).default(1000),
});

export type Config = z.infer<typeof schema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production') {
    const unsafe = config.PUSH_ALLOWED_HOSTS.filter((host) => isLocalHost(host));
    if (unsafe.length > 0) {
      throw new Error(
        `Invalid configuration: PUSH_ALLOWED_HOSTS names loopback or private hosts (${unsafe.join(', ')}), ` +
          'which a production server must never be made to call',
      );
    }
  }
  return config;
}

/** Whether a host[:port] names this machine or a private network (by name or address). */
function isLocalHost(hostAndPort: string): boolean {
  const host = hostOf(hostAndPort);
  return host === 'localhost' || host.endsWith('.localhost') || isLoopbackOrPrivate(host);
}

/** Demo data is seeded unless told otherwise, and never in production unless asked for. */
export function shouldSeedDemo(config: Config): boolean {
  return config.SEED_DEMO ?? config.NODE_ENV !== 'production';
}

/**
 * The payment provider to use: the one named, else the sandbox for a demo. The sandbox lets anyone
 * mark a payment paid: in production it needs ALLOW_SANDBOX_PAYMENTS=1, named or not, and a
 * deployment without demo data must name its provider.
 */
export function paymentProviderOf(config: Config): 'sandbox' | 'mollie' {
  if (config.PAYMENT_PROVIDER === 'mollie' && !config.MOLLIE_API_KEY)
    throw new Error('Invalid configuration: PAYMENT_PROVIDER=mollie needs MOLLIE_API_KEY.');
  const production = config.NODE_ENV === 'production';
  if (config.PAYMENT_PROVIDER === 'sandbox' && production && !config.ALLOW_SANDBOX_PAYMENTS) {
    throw new Error(
      'Invalid configuration: PAYMENT_PROVIDER=sandbox with NODE_ENV=production. The sandbox lets anyone ' +
        'mark a payment paid: set PAYMENT_PROVIDER=mollie with MOLLIE_API_KEY, or ALLOW_SANDBOX_PAYMENTS=1 ' +
        'for a public demo.',
    );
  }
  if (config.PAYMENT_PROVIDER) return config.PAYMENT_PROVIDER;
  if (production ? config.ALLOW_SANDBOX_PAYMENTS : shouldSeedDemo(config)) return 'sandbox';
  throw new Error(
    'Invalid configuration: PAYMENT_PROVIDER is not set. Name the payment provider ' +
      '(PAYMENT_PROVIDER=mollie with MOLLIE_API_KEY). The sandbox lets anyone mark a payment paid, so it ' +
      'is never chosen for you here' +
      (production ? ' (ALLOW_SANDBOX_PAYMENTS=1 switches it on for a public demo).' : '.'),
  );
}

/** The rate limits and lockout of a configuration. */
export function limitsOf(config: Config): Limits {
  const minute = 60_000;
  return {
    ...defaultLimits,
    login: { max: config.RATE_LOGIN_PER_MINUTE, windowMs: minute },
    lockout: {
      attempts: config.LOCKOUT_ATTEMPTS,
      windowMs: config.LOCKOUT_MINUTES * minute,
      lockMs: config.LOCKOUT_MINUTES * minute,
    },
    writePerIp: { max: config.RATE_WRITES_PER_MINUTE_IP, windowMs: minute },
    writePerAccount: { max: config.RATE_WRITES_PER_MINUTE_ACCOUNT, windowMs: minute },
    signup: { max: config.RATE_SIGNUP_PER_HOUR, windowMs: 60 * minute },
    message: { max: config.RATE_MESSAGES_PER_MINUTE, windowMs: minute },
    passwordResetPerEmail: { max: config.RATE_RESET_PER_HOUR_EMAIL, windowMs: 60 * minute },
    resetMailsPerDay: config.RESET_MAILS_PER_DAY,
  };
}
