import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

const journalPath = path.resolve(import.meta.dirname, 'migrations/meta/_journal.json');
let newest: number | undefined;

/** The time stamp of the newest migration this build carries (drizzle-kit's journal). */
function newestMigration(): number {
  if (newest === undefined) {
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { when: number }[] };
    newest = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return newest;
}

/**
 * Whether the database has every migration this build carries: drizzle's migrator records each
 * applied one with its journal time stamp. A process of a newer build on a database not yet
 * migrated (an upgrade halfway) is then not ready.
 */
export async function migrationsApplied(db: Database, schema = 'drizzle'): Promise<boolean> {
  try {
    const result = await db.execute<{ newest: string | null }>(
      sql`select max(created_at)::text as newest from ${sql.identifier(schema)}.__drizzle_migrations`,
    );
    const { rows } = result as unknown as { rows: { newest: string | null }[] };
    const applied = Number(rows[0]?.newest ?? 0);
    return applied >= newestMigration();
  } catch {
    return false;
  }
}
