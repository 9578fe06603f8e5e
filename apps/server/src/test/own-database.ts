import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * A PostgreSQL database of a test file's own, beside DATABASE_URL's on the same server, for
 * tests that run several servers (processes) on one database and must hear no other file's
 * NOTIFY. `url` reaches it once `create` has made it; `drop` removes it.
 */
export function ownDatabase(prefix: string) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    throw new Error('The postgres tests need DATABASE_URL (a PostgreSQL database they may use)');
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = '/postgres';
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    url: url.toString(),
    create: () => admin(`create database ${name}`),
    /**
     * Drops it once the connections closed by the test have gone (up to 5 s): a pool's `end`
     * resolves while its connections are still closing, and one that the forced drop terminated
     * then reported an unhandled error (FATAL 57P01) to the test run.
     */
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl.toString() });
      await client.connect();
      try {
        for (let tries = 0; tries < 50; tries++) {
          const { rows } = await client.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0]!.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
