import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppDeps } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { DEMO_PASSWORD, seedDemo } from '../db/seed';
import { migratedPglite } from './db-template';
import { listenOnLoopback } from './listen';
import type { Limits } from '../lib/limits';

export interface TestServer {
  app: FastifyInstance;
  handle: DatabaseHandle;
  url: string;
  /** fetch against the running server, with the headers the site sends. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
  /** Logs in and returns the session cookie (`auth.session=...`). */
  loginAs(email: string, password?: string): Promise<string>;
}

/**
 * A real server over real HTTP on a fresh database: in-memory PGlite loaded from the run's
 * migrated template by default, or a schema of its own on PostgreSQL when
 * DATABASE_URL is set (so test files never share data).
 */
export interface TestServerOptions extends Partial<AppDeps> {
  /** Generated members seeded beside the demo logins (default 12, no photos). */
  members?: number;
}

/** Limits high enough that only tests about limits meet them. */
const plenty = { max: 100_000, windowMs: 60_000 };
export const relaxedLimits: Limits = {
  login: plenty,
  complaint: plenty,
  pushSubscribe: plenty,
  lockout: { attempts: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  writePerIp: plenty,
  writePerAccount: plenty,
  pushSends: plenty,
  signup: plenty,
  passwordReset: plenty,
  passwordResetPerEmail: plenty,
  accountMail: plenty,
  message: plenty,
  smsCode: plenty,
  report: plenty,
  transparencyExport: plenty,
  appeal: plenty,
  resetMailsPerDay: 3,
};

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { members = 12, ...overrides } = options;
  const databaseUrl = process.env.DATABASE_URL;
  let dropSchema: (() => Promise<void>) | undefined;
  let handle: DatabaseHandle;
  let migrationsSchema: string | undefined;
  if (databaseUrl) {
    const schema = `test_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    handle = await openDatabase({ databaseUrl: url.toString(), migrationsSchema: schema });
    migrationsSchema = schema;
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    };
    await handle.migrate();
  } else {
    // Migrated once per run (the global setup's template); each file loads its own copy.
    handle = await openDatabase({ pglite: await migratedPglite() });
  }
  await seedDemo(handle.db, { members, photos: false });
  const app = await buildApp({
    db: handle.db,
    pubsub: handle.pubsub,
    pool: handle.pool,
    migrationsSchema,
    // Tests change rows directly and read them right after: nothing is kept unless a test asks
    // (the cache has tests of its own).
    cacheMs: 0,
    // No background statement in the middle of a test's (one process counts exactly without it).
    rateLimitSyncMs: 0,
    ...overrides,
    limits: { ...relaxedLimits, ...overrides.limits },
  });
  const url = await listenOnLoopback(app);
  return {
    app,
    handle,
    url,
    request: (path, init) =>
      fetch(`${url}${path}`, { ...init, headers: { 'x-request-type': 'client', ...init?.headers } }),
    async loginAs(email, password = DEMO_PASSWORD) {
      const response = await fetch(`${url}/api/user.php`, {
        method: 'POST',
        headers: { 'x-request-type': 'client', 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (response.status !== 200)
        throw new Error(`login failed: ${response.status} ${await response.text()}`);
      const cookie = response.headers.getSetCookie().find((c) => c.startsWith('auth.session='));
      return cookie!.split(';')[0]!;
    },
    async close() {
      await app.close();
      await handle.close();
      await dropSchema?.();
    },
  };
}
