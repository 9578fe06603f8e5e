import {
  and,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  not,
  or,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  conversations,
  messages,
  notificationPreferences,
  photos,
  profiles,
  sites,
  users,
} from '../../db/schema';

/**
 * A profile's conversations it has not deleted, newest first, each with the credits the profile
 * spent in it (fair charging), summed in this same query: one round trip for the list.
 */
export function listConversations(db: Database, profileId: number) {
  return db
    .select({
      ...getTableColumns(conversations),
      // Written out: drizzle leaves columns unqualified in a one-table select, so a correlated
      // subquery built from its columns would compare messages' ids with themselves.
      creditsSpent: sql<number>`(select coalesce(sum(m.credits_charged), 0) from messages m
        where m.conversation_id = conversations.id and m.sender_profile_id = ${profileId})`.mapWith(Number),
    })
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
  kind: 'text' | 'gift' | 'photo';
  sent_at: string;
};

/** The last message of each conversation. */
export async function lastMessages(db: Database, conversationIds: number[]): Promise<LastMessage[]> {
  if (conversationIds.length === 0) return [];
  const result = await db.execute<LastMessage>(
    sql`select distinct on (conversation_id) conversation_id, sender_profile_id, body, kind, sent_at
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

/** Deletes every conversation between two profiles (their messages go with them). */
export async function deleteBetween(db: Database, a: number, b: number): Promise<void> {
  const [low, high] = a < b ? [a, b] : [b, a];
  await db
    .delete(conversations)
    .where(and(eq(conversations.profileA, low), eq(conversations.profileB, high)));
}

// ---------------------------------------------------------------------------------------------
// Messages (issue 22)

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** The prices and message length of a site (its settings). */
export async function sitePrices(db: Database, siteId: number) {
  const [row] = await db
    .select({
      message_credits: sites.messageCredits,
      gift_credits: sites.giftCredits,
      photo_credits: sites.photoCredits,
      messageLength: sites.messageLength,
    })
    .from(sites)
    .where(eq(sites.id, siteId))
    .limit(1);
  return row!;
}

export async function findConversation(db: Database, id: number): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  return row;
}

export async function findConversationBetween(
  db: Database,
  a: number,
  b: number,
): Promise<ConversationRow | undefined> {
  const [low, high] = a < b ? [a, b] : [b, a];
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.profileA, low), eq(conversations.profileB, high)))
    .limit(1);
  return row;
}

/** The conversation between two profiles, made when there is none. */
export async function ensureConversation(tx: Database, a: number, b: number, now: Date): Promise<number> {
  const [low, high] = a < b ? [a, b] : [b, a];
  const [made] = await tx
    .insert(conversations)
    .values({ profileA: low, profileB: high, lastMessageAt: now, createdAt: now })
    .onConflictDoNothing({ target: [conversations.profileA, conversations.profileB] })
    .returning({ id: conversations.id });
  if (made) return made.id;
  return (await findConversationBetween(tx, low, high))!.id;
}

/** The account behind a profile (null for a fictional profile without one). */
export async function accountOfProfile(db: Database, profileId: number) {
  const [row] = await db
    .select({ userId: users.id, status: users.status })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, profileId))
    .limit(1);
  return row ?? null;
}

/**
 * What a notice of a new message needs of its recipient: where and in which language to write,
 * whether mail may go to them, and their new_messages and discreet preferences (defaults when
 * they never saved any).
 */
export async function noticeRecipient(db: Database, userId: number) {
  const [row] = await db
    .select({
      siteId: users.siteId,
      email: users.email,
      status: users.status,
      language: users.language,
      notificationsDisabled: users.notificationsDisabled,
      name: profiles.name,
      newMessages: notificationPreferences.newMessages,
      discreet: notificationPreferences.discreet,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return { ...row, newMessages: row.newMessages ?? true, discreet: row.discreet ?? false };
}

/** The storage key of a profile's main photo's thumbnail (null: none). */
export async function mainThumbOf(db: Database, profileId: number): Promise<string | null> {
  const [row] = await db
    .select({ key: photos.thumbFilename })
    .from(photos)
    .where(eq(photos.profileId, profileId))
    .orderBy(desc(photos.isMain), photos.position, photos.id)
    .limit(1);
  return row?.key ?? null;
}

/** Locks a user's row for the rest of the transaction: one member's sends run one after the other. */
export async function lockUser(tx: Database, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * Locks the accounts of these profiles, in id order (two blocks between the same members never
 * wait on each other crosswise). A send holds its sender's lock while it checks and charges.
 */
export async function lockUsersOfProfiles(tx: Database, profileIds: number[]): Promise<void> {
  await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(profiles.id, profileIds))
    .orderBy(users.id)
    .for('update', { of: users });
}

export async function findByClientId(
  db: Database,
  senderProfileId: number,
  clientId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderProfileId, senderProfileId), eq(messages.clientId, clientId)))
    .limit(1);
  return row;
}

/** The conversations a profile has written in (decisions.md: a conversation counts once they have). */
export async function conversationsWrittenIn(db: Database, profileId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: messages.conversationId })
    .from(messages)
    .where(eq(messages.senderProfileId, profileId));
  return rows.map((r) => r.id);
}

export async function insertMessage(tx: Database, values: typeof messages.$inferInsert): Promise<MessageRow> {
  const [row] = await tx.insert(messages).values(values).returning();
  return row!;
}

/** A new message: the recipient's unread count grows, neither side has it deleted, it is the newest. */
export async function bumpConversation(
  tx: Database,
  conversation: ConversationRow,
  senderProfileId: number,
  at: Date,
): Promise<void> {
  const toB = conversation.profileA === senderProfileId;
  await tx
    .update(conversations)
    .set({
      ...(toB
        ? { unreadB: sql`${conversations.unreadB} + 1` }
        : { unreadA: sql`${conversations.unreadA} + 1` }),
      deletedByA: false,
      deletedByB: false,
      lastMessageAt: at,
    })
    .where(eq(conversations.id, conversation.id));
}

/** The last `limit` messages of a conversation (before an id), oldest first; one more tells there are more. */
export async function listMessages(
  db: Database,
  conversationId: number,
  before: number | undefined,
  limit: number,
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  const rows = await db
    .select()
    .from(messages)
    .where(
      before === undefined
        ? eq(messages.conversationId, conversationId)
        : and(eq(messages.conversationId, conversationId), lt(messages.id, before)),
    )
    .orderBy(desc(messages.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
}

/** Marks the messages of the other side read up to an id (unread ones only), and recounts the reader's unread. */
export async function markRead(
  tx: Database,
  conversation: ConversationRow,
  readerProfileId: number,
  upTo: number | undefined,
  at: Date,
): Promise<{ marked: number; unread: number }> {
  const fromOther = and(
    eq(messages.conversationId, conversation.id),
    ne(messages.senderProfileId, readerProfileId),
    isNull(messages.readAt),
  );
  const marked = await tx
    .update(messages)
    .set({ readAt: at })
    .where(upTo === undefined ? fromOther : and(fromOther, lte(messages.id, upTo)))
    .returning({ id: messages.id });
  const [left] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .where(fromOther);
  const unread = left?.count ?? 0;
  const isA = conversation.profileA === readerProfileId;
  await tx
    .update(conversations)
    .set(isA ? { unreadA: unread } : { unreadB: unread })
    .where(eq(conversations.id, conversation.id));
  return { marked: Math.max(0, ...marked.map((m) => m.id)), unread };
}

/** The id of the last of a sender's messages in a conversation the other has read (0: none). */
export async function readUpTo(
  db: Database,
  conversationId: number,
  senderProfileId: number,
): Promise<number> {
  const [row] = await db
    .select({ id: sql<string | null>`max(${messages.id})` })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.senderProfileId, senderProfileId),
        isNotNull(messages.readAt),
      ),
    );
  return Number(row?.id ?? 0);
}

/** Credits a profile spent in each of some conversations. */
export async function creditsSpent(
  db: Database,
  profileId: number,
  conversationIds: number[],
): Promise<Map<number, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .select({ id: messages.conversationId, sum: sql<string>`sum(${messages.creditsCharged})` })
    .from(messages)
    .where(and(eq(messages.senderProfileId, profileId), inArray(messages.conversationId, conversationIds)))
    .groupBy(messages.conversationId);
  return new Map(rows.map((r) => [r.id, Number(r.sum)]));
}

/**
 * The messages of a profile's conversations after an id, in order (a live connection resuming).
 * Also those stored up to 10 s before the message `after` was: a message whose id was taken
 * before another's but committed after it is not missed (the client drops ids it has).
 */
export async function messagesAfter(db: Database, profileId: number, after: number, limit: number) {
  const mine = sql`${messages.conversationId} in (select id from conversations where profile_a = ${profileId} or profile_b = ${profileId})`;
  return db
    .select()
    .from(messages)
    .where(
      and(
        mine,
        or(
          gt(messages.id, after),
          sql`${messages.sentAt} >= (select sent_at - interval '10 seconds' from messages where id = ${after})`,
        ),
      ),
    )
    .orderBy(messages.id)
    .limit(limit);
}

export async function findMessage(db: Database, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return row;
}

/** Total unread messages of a profile over the conversations it has not deleted. */
export async function totalUnread(db: Database, profileId: number): Promise<number> {
  const [row] = await db
    .select({
      sum: sql<
        string | null
      >`sum(case when ${conversations.profileA} = ${profileId} then ${conversations.unreadA} else ${conversations.unreadB} end)`,
    })
    .from(conversations)
    .where(
      or(
        and(eq(conversations.profileA, profileId), not(conversations.deletedByA)),
        and(eq(conversations.profileB, profileId), not(conversations.deletedByB)),
      ),
    );
  return Number(row?.sum ?? 0);
}

/** The conversation of a sender's photo message with this token (media access), if there is one. */
export async function photoMessageConversation(
  db: Database,
  senderProfileId: number,
  token: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select({ conversation: conversations })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.senderProfileId, senderProfileId),
        eq(messages.kind, 'photo'),
        sql`${messages.body} like ${`%"token":"${token}"%`}`,
      ),
    )
    .limit(1);
  return row?.conversation;
}

export async function balanceOf(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.credits ?? 0;
}

/** Whether a profile has written in a conversation after a message. */
export async function repliedSince(db: Database, conversationId: number, profileId: number, after: number) {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.senderProfileId, profileId),
        gt(messages.id, after),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function demoRepliesOn(db: Database, siteId: number): Promise<boolean> {
  const [row] = await db.select({ on: sites.demoReplies }).from(sites).where(eq(sites.id, siteId)).limit(1);
  return row?.on ?? false;
}
