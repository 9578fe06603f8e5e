import { getHealth } from '@amori/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import { registerCall } from '../../http/contract-route';

export function healthRoutes(app: FastifyInstance, db: Database): void {
  registerCall(app, getHealth, async () => {
    try {
      await db.execute(sql`select 1`);
    } catch {
      throw new ApiError(503, 'service_unavailable', 'Database unreachable');
    }
    return { status: 'ok', database: 'ok' } as const;
  });
}
