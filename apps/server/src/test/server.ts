import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppDeps } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedDemo } from '../db/seed';

export interface TestServer {
  app: FastifyInstance;
  handle: DatabaseHandle;
  url: string;
  /** fetch against the running server, with the headers the site sends. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * A real server over real HTTP on a fresh database: in-memory PGlite by default, or a
 * schema of its own on PostgreSQL when DATABASE_URL is set (so test files never share data).
 */
export async function startTestServer(overrides: Partial<AppDeps> = {}): Promise<TestServer> {
  const databaseUrl = process.env.DATABASE_URL;
  let dropSchema: (() => Promise<void>) | undefined;
  let handle: DatabaseHandle;
  if (databaseUrl) {
    const schema = `test_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    handle = await openDatabase({ databaseUrl: url.toString(), migrationsSchema: schema });
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    };
  } else {
    handle = await openDatabase({ dataDir: 'memory://' });
  }
  await handle.migrate();
  await seedDemo(handle.db);
  const app = await buildApp({ db: handle.db, ...overrides });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    app,
    handle,
    url,
    request: (path, init) =>
      fetch(`${url}${path}`, { ...init, headers: { 'x-request-type': 'client', ...init?.headers } }),
    async close() {
      await app.close();
      await handle.close();
      await dropSchema?.();
    },
  };
}
