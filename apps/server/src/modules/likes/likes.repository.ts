import { and, desc, eq, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blocks, likes, profiles } from '../../db/schema';

/** A profile's sent likes (newest first) and received ones (new ones first, then newest). */
export async function listLikes(db: Database, profileId: number) {
  const sent = await db
    .select({ id: likes.toProfileId, likeNew: likes.likeNew })
    .from(likes)
    .where(eq(likes.fromProfileId, profileId))
    .orderBy(desc(likes.createdAt))
    .limit(500);
  const received = await db
    .select({ id: likes.fromProfileId, likeNew: likes.likeNew })
    .from(likes)
    .where(eq(likes.toProfileId, profileId))
    .orderBy(desc(likes.likeNew), desc(likes.createdAt))
    .limit(500);
  return { sent, received };
}

/** Recently active fictional profiles that have not liked this profile yet, and are not blocked either way. */
export async function autoLikeCandidates(db: Database, profileId: number, siteId: number) {
  return db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.siteId, siteId),
        eq(profiles.fictional, true),
        eq(profiles.status, 'active'),
        not(eq(profiles.id, profileId)),
        sql`not exists (select 1 from ${likes} where ${likes.fromProfileId} = ${profiles.id} and ${likes.toProfileId} = ${profileId})`,
        sql`not exists (select 1 from ${blocks} where (${blocks.blockerProfileId} = ${profiles.id} and ${blocks.blockedProfileId} = ${profileId}) or (${blocks.blockerProfileId} = ${profileId} and ${blocks.blockedProfileId} = ${profiles.id}))`,
      ),
    )
    .orderBy(desc(profiles.lastActivity))
    .limit(50);
}

export async function insertLike(db: Database, from: number, to: number, at: Date) {
  await db
    .insert(likes)
    .values({ fromProfileId: from, toProfileId: to, likeNew: true, createdAt: at })
    .onConflictDoNothing();
}
