import { getTableColumns, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { rowsOf } from './cards';
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

/**
 * A prepared statement (see executePrepared) whose text is made once, here: its values are
 * `sql.placeholder(key)`s, given on each call. Why: on the hottest calls (a chat message's send)
 * making a statement's text from drizzle's builders cost more of the server's time than the
 * statement took in PostgreSQL. Runs on the database or in a transaction; answers the rows.
 */
export function preparedStatement<Row>(name: string, query: SQL) {
  const made = dialect.sqlToQuery(query);
  return async (db: Database, values: Record<string, unknown>): Promise<Row[]> =>
    rowsOf<Row>(await db._.session.prepareQuery(made, undefined, name, false).execute(values));
}

/**
 * Reads a table's row from a raw query's answer (columns by their SQL names, as the driver or
 * `to_json` gives them) the way drizzle reads it: property names, dates, numbers.
 */
export function rowReader<T extends PgTable>(table: T): (raw: Record<string, unknown>) => T['$inferSelect'] {
  const columns = Object.entries(getTableColumns(table));
  return (raw) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = raw[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  };
}
