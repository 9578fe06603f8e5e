import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serverSettings } from '../db/schema';

/**
 * A random secret of the server (32 bytes, base64url), made on first use and kept in
 * `server_settings`, so every process and every restart signs with the same one.
 */
export async function ensureSecret(db: Database, key: string): Promise<string> {
  const read = async () => {
    const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, key));
    return typeof row?.value === 'string' ? row.value : undefined;
  };
  const existing = await read();
  if (existing) return existing;
  const secret = randomBytes(32).toString('base64url');
  // Another process may make one at the same time: the first one written wins.
  await db.insert(serverSettings).values({ key, value: secret }).onConflictDoNothing();
  return (await read()) ?? secret;
}
