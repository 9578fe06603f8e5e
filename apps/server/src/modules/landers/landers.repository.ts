import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { landers } from '../../db/schema';

export async function listLanders(db: Database) {
  return db.select().from(landers).orderBy(asc(landers.slug));
}

export async function findLander(db: Database, slug: string) {
  const [row] = await db.select().from(landers).where(eq(landers.slug, slug)).limit(1);
  return row;
}

/** Saves a draft: the lander is made when new, its draft replaced when not. */
export async function upsertDraft(db: Database, slug: string, draft: unknown, userId: number, now: Date) {
  const [row] = await db
    .insert(landers)
    .values({ slug, draft, updatedBy: userId, updatedAt: now })
    .onConflictDoUpdate({ target: landers.slug, set: { draft, updatedBy: userId, updatedAt: now } })
    .returning();
  return row!;
}

export async function publish(db: Database, slug: string, definition: unknown, userId: number, now: Date) {
  const [row] = await db
    .update(landers)
    .set({ published: definition, publishedAt: now, updatedBy: userId })
    .where(eq(landers.slug, slug))
    .returning();
  return row;
}
