import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { localPubSub, postgresPubSub, type PubSub } from '../lib/pubsub';

/**
 * Drizzle without the schema: nothing uses its relational queries (`db.query`), and with the
 * schema every transaction made a query builder for each table.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The connection pool (PostgreSQL), whose use the metrics show. */
  pool?: pg.Pool;
  /** Messages between server processes sharing this database. */
  pubsub: PubSub;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export interface OpenOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` for a throwaway database. */
  dataDir?: string;
  /** A PGlite instance to use as is (tests load them from a template). */
  pglite?: PGlite;
  /** Schema for drizzle's migration journal (tests give each file a schema of its own). */
  migrationsSchema?: string;
}

/** Whether the options open a database only this process can reach (PGlite in memory). */
export function isInMemory(options: OpenOptions): boolean {
  return !options.databaseUrl && !options.pglite && (options.dataDir ?? '').startsWith('memory://');
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool) as unknown as Database;
    const pubsub = postgresPubSub(pool, options.databaseUrl);
    return {
      db,
      kind: 'postgres',
      pool,
      pubsub,
      migrate: () =>
        migratePg(drizzlePg(pool), {
          migrationsFolder,
          migrationsSchema: options.migrationsSchema,
        }),
      close: async () => {
        await pubsub.close();
        await pool.end();
      },
    };
  }
  let client = options.pglite;
  if (!client) {
    const dataDir = options.dataDir ?? './data';
    if (!isInMemory({ dataDir })) await mkdir(dataDir, { recursive: true });
    client = await PGlite.create(dataDir);
  }
  const pglite = client;
  const db = drizzlePglite(pglite);
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    pubsub: localPubSub(),
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => pglite.close(),
  };
}
