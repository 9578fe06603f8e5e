import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, not, or, sql } from 'drizzle-orm';
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

/** A conversation as a profile's list shows it. */
export interface ListedConversation {
  id: number;
  other: number;
  unread: number;
  /** What the profile has spent in it (credits of their messages). */
  spent: number;
  last: { senderProfileId: number; body: string; kind: 'text' | 'gift' | 'photo'; sentAt: Date } | null;
}

/**
 * A profile's conversations it has not deleted, newest first (at most 200), each with the other
 * profile, its unread count, its last message and what the profile spent in it: one statement
 * (chats.php is polled by every member; bench/api). Each side comes from its own index
 * (conversations_a_idx, conversations_b_idx); the last message is one step back along
 * messages_conversation_idx.
 */
export async function listChats(db: Database, profileId: number): Promise<ListedConversation[]> {
  const result = await db.execute(sql`
    select c.id, c.other, c.unread, m.sender_profile_id, m.body, m.kind, m.sent_at,
           (select coalesce(sum(credits_charged), 0)::int from messages
            where conversation_id = c.id and sender_profile_id = ${profileId}) as spent
    from (
      (select id, profile_b as other, unread_a as unread, last_message_at from conversations
       where profile_a = ${profileId} and not deleted_by_a order by last_message_at desc limit 200)
      union all
      (select id, profile_a, unread_b, last_message_at from conversations
       where profile_b = ${profileId} and not deleted_by_b order by last_message_at desc limit 200)
      order by last_message_at desc limit 200
    ) c
    left join lateral (
      select sender_profile_id, body, kind, sent_at from messages
      where conversation_id = c.id order by id desc limit 1
    ) m on true
    order by c.last_message_at desc`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    id: Number(r.id),
    other: Number(r.other),
    unread: Number(r.unread),
    spent: Number(r.spent),
    last:
      r.sender_profile_id === null
        ? null
        : {
            senderProfileId: Number(r.sender_profile_id),
            body: r.body as string,
            kind: r.kind as 'text' | 'gift' | 'photo',
            sentAt: new Date(r.sent_at as string | Date),
          },
  }));
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

/**
 * Locks the sender's row for the rest of the transaction (one member's sends run one after the
 * other from here), with their balance and their site's prices, in one statement.
 */
export async function lockSender(tx: Database, userId: number) {
  const [row] = await tx
    .select({
      credits: users.credits,
      message_credits: sites.messageCredits,
      gift_credits: sites.giftCredits,
      photo_credits: sites.photoCredits,
      messageLength: sites.messageLength,
    })
    .from(users)
    .innerJoin(sites, eq(sites.id, users.siteId))
    .where(eq(users.id, userId))
    .for('update', { of: users });
  return row!;
}

/** What a send's rules look at, read in one statement (see `sendState`). */
export interface SendState {
  /** The conversation (null: none yet, or not the sender's when asked by id). */
  conversation: number | null;
  /** The other member's profile (null: a conversation asked by id that is not the sender's). */
  other: number | null;
  /** The other profile's site and status, and their account's status (null: no such profile; a fictional one has no account). */
  siteId: number | null;
  profileStatus: string | null;
  userId: number | null;
  accountStatus: string | null;
  blocked: boolean;
  /** The sender's message with this client id, sent before. */
  earlier: number | null;
  /** Conversations the sender has written in, up to 3, and whether this is one (free members only). */
  written: number;
  writtenHere: boolean;
}

/**
 * Everything a send checks, in one round trip: the conversation (by id, the sender's only; or
 * between the two), the other profile and account, a block either way, an earlier message with
 * the same client id, and (for free members) the conversations written in. Run after `lockSender`
 * in the send's transaction, its snapshot sees every earlier send of the member's and any block
 * committed before (a block takes both members' locks).
 */
export async function sendState(
  db: Database,
  input: { me: number; clientId: string; conversation?: number; member?: number; countWritten: boolean },
): Promise<SendState> {
  const { me } = input;
  const conversation =
    input.conversation !== undefined
      ? sql`select id, case when profile_a = ${me} then profile_b else profile_a end as other
            from conversations where id = ${input.conversation} and ${me} in (profile_a, profile_b)`
      : sql`select id, ${input.member}::int as other from conversations
            where profile_a = least(${me}::int, ${input.member}::int)
              and profile_b = greatest(${me}::int, ${input.member}::int)`;
  const written = input.countWritten
    ? sql`(select count(*)::int from (select distinct conversation_id from messages
            where sender_profile_id = ${me} limit 3) w) as written,
          exists (select 1 from messages where sender_profile_id = ${me} and conversation_id = t.conversation)
            as written_here`
    : sql`0 as written, false as written_here`;
  const result = await db.execute(sql`
    with c as (${conversation}),
    t as (select (select id from c) as conversation,
                 coalesce((select other from c), ${input.member ?? null}::int) as other)
    select t.conversation, t.other, p.site_id, p.status as profile_status, u.id as user_id,
           u.status as account_status,
           exists (select 1 from blocks
                   where (blocker_profile_id = ${me} and blocked_profile_id = t.other)
                      or (blocker_profile_id = t.other and blocked_profile_id = ${me})) as blocked,
           (select id from messages where sender_profile_id = ${me} and client_id = ${input.clientId}) as earlier,
           ${written}
    from t left join profiles p on p.id = t.other left join users u on u.id = p.user_id`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
  const id = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    conversation: id(row.conversation),
    other: id(row.other),
    siteId: id(row.site_id),
    profileStatus: (row.profile_status as string | null) ?? null,
    userId: id(row.user_id),
    accountStatus: (row.account_status as string | null) ?? null,
    blocked: Boolean(row.blocked),
    earlier: id(row.earlier),
    written: Number(row.written),
    writtenHere: Boolean(row.written_here),
  };
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

/** The conversations a profile has written in (decisions.md: a conversation counts once they have). */
export async function conversationsWrittenIn(db: Database, profileId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: messages.conversationId })
    .from(messages)
    .where(eq(messages.senderProfileId, profileId));
  return rows.map((r) => r.id);
}

/**
 * Stores a message and, in the same statement, bumps its conversation: the recipient's unread
 * count grows, neither side has it deleted, it is the newest.
 */
export async function storeMessage(
  tx: Database,
  values: typeof messages.$inferInsert & { sentAt: Date },
): Promise<MessageRow> {
  const sender = values.senderProfileId;
  const bump = tx.$with('bump').as(
    tx
      .update(conversations)
      .set({
        // profile_a < profile_b: the side that did not send gets the unread message.
        unreadA: sql`${conversations.unreadA} + (case when ${conversations.profileA} = ${sender} then 0 else 1 end)`,
        unreadB: sql`${conversations.unreadB} + (case when ${conversations.profileB} = ${sender} then 0 else 1 end)`,
        deletedByA: false,
        deletedByB: false,
        lastMessageAt: values.sentAt,
      })
      .where(eq(conversations.id, values.conversationId))
      .returning({ id: conversations.id }),
  );
  const [row] = await tx.with(bump).insert(messages).values(values).returning();
  return row!;
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
