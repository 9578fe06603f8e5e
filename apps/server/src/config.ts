import path from 'node:path';
import { z } from 'zod';
import type { Limits } from './lib/limits';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

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
});

export type Config = z.infer<typeof schema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  return parsed.data;
}

/** Demo data is seeded unless told otherwise, and never in production unless asked for. */
export function shouldSeedDemo(config: Config): boolean {
  return config.SEED_DEMO ?? config.NODE_ENV !== 'production';
}

/** The rate limits and lockout of a configuration. */
export function limitsOf(config: Config): Limits {
  const minute = 60_000;
  return {
    loginPerIp: { max: config.RATE_LOGIN_PER_MINUTE, windowMs: minute },
    lockout: {
      attempts: config.LOCKOUT_ATTEMPTS,
      windowMs: config.LOCKOUT_MINUTES * minute,
      lockMs: config.LOCKOUT_MINUTES * minute,
    },
    writePerIp: { max: config.RATE_WRITES_PER_MINUTE_IP, windowMs: minute },
    writePerAccount: { max: config.RATE_WRITES_PER_MINUTE_ACCOUNT, windowMs: minute },
  };
}
