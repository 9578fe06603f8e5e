import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's dump of a migrated PGlite database (made by the server project's global setup). */
    pgliteTemplate: string | undefined;
  }
}

/**
 * A dump of a freshly migrated PGlite database. Making a PGlite database from nothing (initdb)
 * is the slow part of a test database — seconds, against well under one for loading a dump — so
 * the global setup does it once per run and every test file loads the dump.
 */
export async function dumpMigratedPglite(): Promise<Blob> {
  const pglite = await PGlite.create('memory://');
  const handle = await openDatabase({ pglite });
  await handle.migrate();
  const dump = await pglite.dumpDataDir('none');
  await handle.close();
  return dump;
}

let template: Promise<Blob> | undefined;

function migratedDump(): Promise<Blob> {
  template ??= (async () => {
    const file = inject('pgliteTemplate');
    // Without the global setup (a single file run through another config), make one here.
    return file ? new Blob([await readFile(file)]) : dumpMigratedPglite();
  })();
  return template;
}

/** A fresh in-memory PGlite database, migrated, loaded from the run's template. */
export async function migratedPglite(): Promise<PGlite> {
  return PGlite.create('memory://', { loadDataDir: await migratedDump() });
}
