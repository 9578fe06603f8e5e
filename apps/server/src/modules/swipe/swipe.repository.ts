import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, swipes } from '../../db/schema';

/** Likes a profile gave in the swipe game since an instant. */
export async function likesSince(db: Database, profileId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(swipes)
    .where(and(eq(swipes.profileId, profileId), eq(swipes.liked, true), gte(swipes.at, since)));
  return row?.n ?? 0;
}

/** Locks the swiping profile's row: its swipes are counted and added one at a time. */
export async function lockProfile(tx: Database, profileId: number): Promise<void> {
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).for('update');
}

/** Records a decision; false when this profile was swiped before (the first decision stands). */
export async function insertSwipe(db: Database, values: typeof swipes.$inferInsert): Promise<boolean> {
  const rows = await db.insert(swipes).values(values).onConflictDoNothing().returning({ at: swipes.at });
  return rows.length > 0;
}
