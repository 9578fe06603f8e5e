import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blocks, photos, profiles, regions } from '../../db/schema';

/** Profiles with their region and main photo, for member cards. */
export async function findCards(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      profile: profiles,
      region: regions.name,
      photo: {
        filename: photos.filename,
        thumbFilename: photos.thumbFilename,
        matchFilename: photos.matchFilename,
      },
    })
    .from(profiles)
    .leftJoin(regions, eq(regions.id, profiles.regionId))
    .leftJoin(photos, and(eq(photos.profileId, profiles.id), eq(photos.isMain, true)))
    .where(inArray(profiles.id, ids));
}
export type CardRow = Awaited<ReturnType<typeof findCards>>[number];

/** Profiles blocked by or blocking a profile. */
export async function blockedWith(db: Database, profileId: number): Promise<Set<number>> {
  const rows = await db
    .select({ a: blocks.blockerProfileId, b: blocks.blockedProfileId })
    .from(blocks)
    .where(or(eq(blocks.blockerProfileId, profileId), eq(blocks.blockedProfileId, profileId)));
  return new Set(rows.map((r) => (r.a === profileId ? r.b : r.a)));
}
