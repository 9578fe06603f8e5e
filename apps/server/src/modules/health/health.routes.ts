import { getHealth, getLiveness, getReadiness } from '@amori/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { migrationsApplied } from '../../db/migration-state';
import { ApiError } from '../../http/errors';
import type { Api } from '../../plugins/api';

export interface HealthDeps {
  db: Database;
  /** drizzle's migration journal schema (tests give each file its own). */
  migrationsSchema?: string;
  /** Whether the process is shutting down: then it is no longer ready for new traffic. */
  closing: () => boolean;
}

export function healthRoutes(api: Api, deps: HealthDeps): void {
  const { db } = deps;
  const reachable = async () => {
    try {
      await db.execute(sql`select 1`);
    } catch {
      throw new ApiError(503, 'service_unavailable', 'Database unreachable');
    }
  };
  api.call(getHealth, async () => {
    await reachable();
    return { status: 'ok', database: 'ok' } as const;
  });
  api.call(getLiveness, () => ({ status: 'ok' }) as const);
  // Once all migrations are seen applied they stay so for this build: asked until then only.
  let migrated = false;
  api.call(getReadiness, async () => {
    if (deps.closing()) throw new ApiError(503, 'service_unavailable', 'Shutting down');
    await reachable();
    migrated ||= await migrationsApplied(db, deps.migrationsSchema);
    if (!migrated) throw new ApiError(503, 'service_unavailable', 'Migrations not applied');
    return { status: 'ok', database: 'ok', migrations: 'ok' } as const;
  });
}
