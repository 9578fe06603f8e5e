import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite } from './db-template';

/**
 * Makes the run's migrated PGlite template once (see db-template.ts) and removes it at the end.
 * On PostgreSQL (DATABASE_URL set) every test file migrates a schema of its own instead.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', undefined);
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'amori-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  const dump = await dumpMigratedPglite();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
