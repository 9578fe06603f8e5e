import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { photos, profiles } from '../../db/schema';

export type PhotoRow = typeof photos.$inferSelect;

/** A profile's photos in the order viewers get them: the main photo first, then by position. */
export function listPhotos(db: Database, profileId: number): Promise<PhotoRow[]> {
  return db
    .select()
    .from(photos)
    .where(eq(photos.profileId, profileId))
    .orderBy(desc(photos.isMain), asc(photos.position), asc(photos.id));
}

/** A photo by the random token of its storage keys. */
export async function findByToken(db: Database, token: string) {
  const [row] = await db
    .select({ id: photos.id, profileId: photos.profileId, isMain: photos.isMain })
    .from(photos)
    .where(eq(photos.token, token))
    .limit(1);
  return row;
}

/** Locks a profile's row for the rest of the transaction: its photo changes happen one at a time. */
export async function lockProfile(tx: Database, profileId: number): Promise<void> {
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).for('update');
}

export async function insertPhoto(tx: Database, values: typeof photos.$inferInsert) {
  const [row] = await tx.insert(photos).values(values).returning();
  return row!;
}

export async function deletePhoto(tx: Database, profileId: number, photoId: number) {
  const [row] = await tx
    .delete(photos)
    .where(and(eq(photos.id, photoId), eq(photos.profileId, profileId)))
    .returning();
  return row;
}

/** Makes one photo the main one (and no other); false when the profile has no such photo. */
export async function setMain(tx: Database, profileId: number, photoId: number): Promise<boolean> {
  const [found] = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.profileId, profileId)));
  if (!found) return false;
  await tx
    .update(photos)
    .set({ isMain: sql`${photos.id} = ${photoId}` })
    .where(eq(photos.profileId, profileId));
  return true;
}

/** Keeps the profile's photo count (shown on profiles and cards) equal to its photos. */
export async function updatePhotoCount(tx: Database, profileId: number): Promise<void> {
  await tx
    .update(profiles)
    .set({ photoCount: sql`(select count(*)::int from ${photos} where ${photos.profileId} = ${profileId})` })
    .where(eq(profiles.id, profileId));
}
