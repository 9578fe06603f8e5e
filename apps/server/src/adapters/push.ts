import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../db/client';
import { pushSubscriptions, serverSettings } from '../db/schema';

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

/** What the service worker shows (public/sw.js reads these fields). */
export interface PushMessage {
  title: string;
  body: string;
  /** Where a click goes when the member is logged in, else `openUrl`. */
  checkUrl: string;
  openUrl: string;
  tag?: string;
}

export interface PushSender {
  /** Sends to every subscription of a user; gone subscriptions (404/410) are removed. */
  sendToUser(userId: number, message: PushMessage): Promise<number>;
}

/** How long a push service keeps an undelivered message, in seconds. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * Web push with this installation's VAPID keys: each message is encrypted for its
 * subscription (aes128gcm) and signed with the VAPID key, with a TTL.
 */
export function webPushSender(db: Database, keys: VapidKeys, subject: string): PushSender {
  return {
    async sendToUser(userId, message) {
      const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      let sent = 0;
      for (const row of rows) {
        // web-push builds the request (encrypted body, VAPID Authorization, TTL); fetch sends it.
        let details: ReturnType<typeof webpush.generateRequestDetails>;
        try {
          details = webpush.generateRequestDetails(
            { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
            JSON.stringify(message),
            {
              TTL: PUSH_TTL_SECONDS,
              vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
              contentEncoding: 'aes128gcm',
            },
          );
        } catch {
          continue; // keys a browser would never make: nothing can be sent to it
        }
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ? new Uint8Array(details.body) : undefined,
          signal: AbortSignal.timeout(10_000),
        }).catch(() => null);
        if (response?.ok) sent += 1;
        else if (response?.status === 404 || response?.status === 410)
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.id));
      }
      return sent;
    },
  };
}
