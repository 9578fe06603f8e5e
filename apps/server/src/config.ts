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
  /** Rate limits (decisions.md defaults). */
  RATE_LOGIN_PER_MINUTE: z.coerce.number().int().positive().default(10),
  LOCKOUT_ATTEMPTS: z.coerce.number().int().positive().default(5),
  LOCKOUT_MINUTES: z.coerce.number().positive().default(15),
  RATE_WRITES_PER_MINUTE_IP: z.coerce.number().int().positive().default(120),
  RATE_WRITES_PER_MINUTE_ACCOUNT: z.coerce.number().int().positive().default(60),
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
  };
}
