import { getHealth } from '@amori/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import type { Api } from '../../plugins/api';

export function healthRoutes(api: Api, db: Database): void {
  api.call(getHealth, async () => {
    try {
      await db.execute(sql`select 1`);
    } catch {
      throw new ApiError(503, 'service_unavailable', 'Database unreachable');
    }
    return { status: 'ok', database: 'ok' } as const;
  });
}
