import type { Database } from '../db/client';

/**
 * Records the SQL statements a database runs while `run` runs (drizzle's query logger, on the
 * session and on the transactions it opens). BEGIN/COMMIT/ROLLBACK are left out: PGlite runs
 * them itself, PostgreSQL through drizzle, so the list reads the same on both.
 */
export async function statementsDuring(db: Database, run: () => Promise<unknown>): Promise<string[]> {
  const session = (db as unknown as { session: { logger: unknown; options: { logger?: unknown } } }).session;
  const before = { logger: session.logger, options: session.options };
  const statements: string[] = [];
  const logger = {
    logQuery(query: string) {
      if (!/^\s*(begin|commit|rollback)\b/i.test(query)) statements.push(query);
    },
  };
  session.logger = logger;
  session.options = { ...session.options, logger };
  try {
    await run();
  } finally {
    session.logger = before.logger;
    session.options = before.options;
  }
  return statements;
}
