import type { PhotoState } from '@amori/core';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { moderationActions, photos, profiles, sites } from '../../db/schema';

export type PhotoRow = typeof photos.$inferSelect;

/** A profile's photos in the order viewers get them: the main photo first, then by position. */
export function listPhotos(db: Database, profileId: number): Promise<PhotoRow[]> {
  return db
    .select()
    .from(photos)
    .where(eq(photos.profileId, profileId))
    .orderBy(desc(photos.isMain), asc(photos.position), asc(photos.id));
}

/** A profile's photos others may see (shown ones), main first. */
export function listShownPhotos(db: Database, profileId: number): Promise<PhotoRow[]> {
  return db
    .select()
    .from(photos)
    .where(and(eq(photos.profileId, profileId), eq(photos.moderation, 'shown')))
    .orderBy(desc(photos.isMain), asc(photos.position), asc(photos.id));
}

/** A photo by the random token of its storage keys. */
export async function findByToken(db: Database, token: string) {
  const [row] = await db
    .select({
      id: photos.id,
      profileId: photos.profileId,
      isMain: photos.isMain,
      moderation: photos.moderation,
    })
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

/**
 * Makes one photo the main one (and no other); false when the profile has no such photo shown:
 * a photo others may not see is never a profile's main picture.
 */
export async function setMain(tx: Database, profileId: number, photoId: number): Promise<boolean> {
  const [found] = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.profileId, profileId), eq(photos.moderation, 'shown')));
  if (!found) return false;
  await tx
    .update(photos)
    .set({ isMain: sql`${photos.id} = ${photoId}` })
    .where(eq(photos.profileId, profileId));
  return true;
}

/** Keeps the profile's photo count (shown on profiles and cards) equal to its shown photos. */
export async function updatePhotoCount(tx: Database, profileId: number): Promise<void> {
  await tx
    .update(profiles)
    .set({
      photoCount: sql`(select count(*)::int from ${photos} where ${photos.profileId} = ${profileId} and ${photos.moderation} = 'shown')`,
    })
    .where(eq(profiles.id, profileId));
}

/**
 * Moves a photo from one of the given states to another; when it leaves `shown` it is no longer
 * main. Answers the photo as it now is, or undefined when the profile has no such photo in one of
 * those states.
 */
export async function setState(
  tx: Database,
  profileId: number,
  photoId: number,
  from: readonly PhotoState[],
  to: PhotoState,
): Promise<PhotoRow | undefined> {
  const [row] = await tx
    .update(photos)
    .set({ moderation: to, ...(to === 'shown' ? {} : { isMain: false }) })
    .where(and(eq(photos.id, photoId), eq(photos.profileId, profileId), inArray(photos.moderation, from)))
    .returning();
  return row;
}

/** Whether the profile has a main photo (else the next shown photo becomes it). */
export async function hasMain(tx: Database, profileId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.profileId, profileId), eq(photos.isMain, true)))
    .limit(1);
  return row !== undefined;
}

/** Whether a site shows new photos only after a moderator approved them. */
export async function approvesPhotosFirst(db: Database, siteId: number): Promise<boolean> {
  const [row] = await db
    .select({ approval: sites.photoApproval })
    .from(sites)
    .where(eq(sites.id, siteId))
    .limit(1);
  return row?.approval ?? false;
}

/**
 * The reason a moderator gave for the latest hiding or rejection of each of these photos (from the
 * action log), for their owner.
 */
export async function moderationReasons(db: Database, photoIds: number[]): Promise<Map<number, string>> {
  if (photoIds.length === 0) return new Map();
  const rows = await db
    .select({ photoId: moderationActions.photoId, reason: moderationActions.reason })
    .from(moderationActions)
    .where(
      and(
        inArray(moderationActions.photoId, photoIds),
        inArray(moderationActions.action, ['hide_photo', 'reject_photo']),
      ),
    )
    .orderBy(asc(moderationActions.createdAt), asc(moderationActions.id));
  // Later rows overwrite earlier ones: the latest reason stands.
  return new Map(rows.map((r) => [r.photoId!, r.reason]));
}

/** The account of a profile (null: a seeded profile without one). */
export async function userOf(db: Database, profileId: number): Promise<number | null> {
  const [row] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  return row?.userId ?? null;
}
