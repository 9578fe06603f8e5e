import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

export async function upsertSubscription(db: Database, values: typeof pushSubscriptions.$inferInsert) {
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: values.userId,
        p256dh: values.p256dh,
        auth: values.auth,
        expirationTime: values.expirationTime,
        createdAt: values.createdAt,
      },
    });
}

/** A member's newest subscriptions. */
export function newestSubscriptions(db: Database, userId: number, count: number) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(count);
}

/** Deletes a member's subscriptions but the `keep` newest. */
export async function keepNewestSubscriptions(db: Database, userId: number, keep: number) {
  const newest = await newestSubscriptions(db, userId, keep);
  await db.delete(pushSubscriptions).where(
    and(
      eq(pushSubscriptions.userId, userId),
      notInArray(
        pushSubscriptions.id,
        newest.map((s) => s.id),
      ),
    ),
  );
}

export async function deleteSubscription(db: Database, id: number) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
