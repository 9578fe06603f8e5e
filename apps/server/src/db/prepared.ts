import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

const dialect = new PgDialect();

/**
 * Runs a raw query as a named prepared statement: PostgreSQL parses and plans it once per
 * connection instead of on every call. Why: a profile's query (subqueries for photos and
 * interests) took several times longer to plan than to run, so planning was most of the cost of
 * member.php (docs/performance.md). The statement's text must be
 * the same on every call under one name (values go in as parameters); PGlite runs it as any query.
 * Answers what `db.execute` answers (`rowsOf` reads its rows).
 */
export function executePrepared(db: Database, name: string, query: SQL): Promise<unknown> {
  return db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
}
