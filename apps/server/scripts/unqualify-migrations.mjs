// drizzle-kit writes `REFERENCES "public"."table"`; the migrations must run in any schema (tests
// give each file a schema of its own on PostgreSQL), so the "public". qualifier is removed.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const folder = path.resolve(import.meta.dirname, '../src/db/migrations');
for (const file of readdirSync(folder).filter((f) => f.endsWith('.sql'))) {
  const full = path.join(folder, file);
  const text = readFileSync(full, 'utf8');
  const fixed = text.replaceAll('"public".', '');
  if (fixed !== text) {
    writeFileSync(full, fixed);
    console.log(`unqualified ${file}`);
  }
}
