import { and, desc, eq, not, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversations } from '../../db/schema';

/** A profile's conversations it has not deleted, newest first. */
export function listConversations(db: Database, profileId: number) {
  return db
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
}

type LastMessage = {
  conversation_id: number;
  sender_profile_id: number;
  body: string;
  sent_at: string;
};

/** The last message of each conversation. */
export async function lastMessages(db: Database, conversationIds: number[]): Promise<LastMessage[]> {
  if (conversationIds.length === 0) return [];
  const result = await db.execute<LastMessage>(
    sql`select distinct on (conversation_id) conversation_id, sender_profile_id, body, sent_at
        from messages where conversation_id in (${sql.join(
          conversationIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by conversation_id, id desc`,
  );
  return (result as unknown as { rows: LastMessage[] }).rows;
}

/** Hides a conversation for one side; false when it is not this profile's (or already hidden). */
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
