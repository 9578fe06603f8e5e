import { and, desc, eq, inArray, not, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  blocks,
  conversations,
  discountCodes,
  discountRedemptions,
  likes,
  orders,
  photos,
  profiles,
  regions,
} from '../../db/schema';

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

/** Profiles blocked by or blocking this profile. */
async function blockedWith(db: Database, profileId: number): Promise<Set<number>> {
  const rows = await db
    .select({ a: blocks.blockerProfileId, b: blocks.blockedProfileId })
    .from(blocks)
    .where(or(eq(blocks.blockerProfileId, profileId), eq(blocks.blockedProfileId, profileId)));
  return new Set(rows.map((r) => (r.a === profileId ? r.b : r.a)));
}

export async function listLikes(db: Database, profileId: number) {
  const blocked = await blockedWith(db, profileId);
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
  return {
    sent: sent.filter((l) => !blocked.has(l.id)),
    received: received.filter((l) => !blocked.has(l.id)),
  };
}

export async function listConversations(db: Database, profileId: number) {
  const rows = await db
    .select()
    .from(conversations)
    .where(
      or(
        and(eq(conversations.profileA, profileId), not(conversations.deletedByA)),
        and(eq(conversations.profileB, profileId), not(conversations.deletedByB)),
      ),
    )
    .orderBy(desc(conversations.lastMessageAt))
    .limit(200);
  const blocked = await blockedWith(db, profileId);
  return rows.filter((c) => !blocked.has(c.profileA === profileId ? c.profileB : c.profileA));
}

/** The last message of each conversation. */
export async function lastMessages(db: Database, conversationIds: number[]) {
  if (conversationIds.length === 0) return [];
  const result = await db.execute<{
    conversation_id: number;
    sender_profile_id: number;
    body: string;
    sent_at: string;
  }>(
    sql`select distinct on (conversation_id) conversation_id, sender_profile_id, body, sent_at
        from messages where conversation_id in (${sql.join(
          conversationIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by conversation_id, id desc`,
  );
  return (
    result as unknown as {
      rows: { conversation_id: number; sender_profile_id: number; body: string; sent_at: string }[];
    }
  ).rows;
}

/** Hides a conversation for one side; false when it is not this profile's. */
export async function hideConversation(
  db: Database,
  conversationId: number,
  profileId: number,
): Promise<boolean> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, conversationId)).limit(1);
  if (!row) return false;
  if (row.profileA === profileId && !row.deletedByA) {
    await db
      .update(conversations)
      .set({ deletedByA: true, unreadA: 0 })
      .where(eq(conversations.id, conversationId));
    return true;
  }
  if (row.profileB === profileId && !row.deletedByB) {
    await db
      .update(conversations)
      .set({ deletedByB: true, unreadB: 0 })
      .where(eq(conversations.id, conversationId));
    return true;
  }
  return false;
}

/** Recently active fictional profiles that have not liked this profile yet. */
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

export async function findDiscountCode(db: Database, code: string) {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  return row;
}

export async function redemptionCount(db: Database, codeId: number, userId?: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(discountRedemptions)
    .where(
      userId === undefined
        ? eq(discountRedemptions.discountCodeId, codeId)
        : and(eq(discountRedemptions.discountCodeId, codeId), eq(discountRedemptions.userId, userId)),
    );
  return row?.count ?? 0;
}

export async function completedOrderCount(db: Database, userId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'completed')));
  return row?.count ?? 0;
}
