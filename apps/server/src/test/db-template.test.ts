import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedPglite } from './db-template';

describe('PGlite test template', () => {
  it('loads a database with every migration applied', async () => {
    const journal = JSON.parse(
      await readFile(path.resolve(import.meta.dirname, '../db/migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const db = await migratedPglite();
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(rows[0]!.n).toBe(journal.entries.length);
    const tables = await db.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    );
    expect(tables.rows[0]!.n).toBeGreaterThan(20);
    await db.close();
  });

  it('gives every caller a database of its own', async () => {
    const [a, b] = await Promise.all([migratedPglite(), migratedPglite()]);
    await a.query("insert into interests (slug, name) values ('only-in-a', 'A')");
    const inB = await b.query<{ n: number }>(
      "select count(*)::int as n from interests where slug = 'only-in-a'",
    );
    expect(inB.rows[0]!.n).toBe(0);
    await Promise.all([a.close(), b.close()]);
  });
});
