import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../db/client';
import { serverSettings } from '../db/schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The VAPID keys of this installation: made on first start and kept in the database. */
export async function ensureVapidKeys(db: Database): Promise<VapidKeys> {
  const read = async () => {
    const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, 'vapid'));
    return row?.value as VapidKeys | undefined;
  };
  const existing = await read();
  if (existing) return existing;
  const keys = webpush.generateVAPIDKeys();
  // Another process may have made them at the same time: the first one written wins.
  await db.insert(serverSettings).values({ key: 'vapid', value: keys }).onConflictDoNothing();
  return (await read()) ?? keys;
}
