import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, not, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement, rowReader } from '../../db/prepared';
import { reachJson, type ReachRow } from '../directory/directory.service';
import type { MessageOnTheWire } from '../../lib/events';
import { conversations, messages, notificationPreferences, photos, profiles, users } from '../../db/schema';

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
 * (chats.php is polled by every member). Each side comes from its own index
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
// Messages

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** A message row as events carry it (its times as ISO text). */
export const toWire = (row: MessageRow): MessageOnTheWire => ({
  ...row,
  sentAt: row.sentAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

export const fromWire = (wire: MessageOnTheWire): MessageRow => ({
  ...wire,
  sentAt: new Date(wire.sentAt),
  readAt: wire.readAt === null ? null : new Date(wire.readAt),
});

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
    .where(and(eq(photos.profileId, profileId), eq(photos.moderation, 'shown')))
    .orderBy(desc(photos.isMain), photos.position, photos.id)
    .limit(1);
  return row?.key ?? null;
}

const param = sql.placeholder;
const readConversation = rowReader(conversations);
const readMessage = rowReader(messages);

const lockStatement = preparedStatement<{ credits: number }>(
  'lock_account',
  sql`select credits from users where id = ${param('userId')} for update`,
);

/**
 * Locks a member's account row for the rest of the transaction, and answers their balance: a
 * member's sends run one after the other (the free conversations and a resend are counted under
 * it), and a block between two members waits for a send of either that is under way. A statement
 * of its own: a statement reads the database as it was when the statement began, so what is to be
 * read under the lock is read by the statements after this one.
 */
export async function lockAccount(tx: Database, userId: number): Promise<number> {
  const [row] = await lockStatement(tx, { userId });
  if (!row) throw new Error(`no account ${userId}`);
  return row.credits;
}

/** What the rules of writing in a conversation read (`conversationFacts`). */
export interface ConversationFacts {
  /**
   * The conversation asked for, by its id (whosever it is: the caller checks it is the member's),
   * or between the member and another profile; undefined when there is none.
   */
  conversation: ConversationRow | undefined;
  /**
   * What decides whether the member may reach the other profile (the directory's `reachable`):
   * the other of the conversation, or the profile asked for; undefined when there is none.
   */
  reach: ReachRow | undefined;
  /** The member's message sent with the client id asked about (a resend answers it). */
  earlier: MessageRow | undefined;
  /**
   * How many conversations the member has written in (decisions.md: a conversation counts once
   * they have), from the conversations' flags (`storeMessage` sets them); null when not asked.
   */
  writtenIn: number | null;
}

const factsStatement = preparedStatement<{
  conversation: Record<string, unknown> | null;
  reach: ReachRow | null;
  earlier: Record<string, unknown> | null;
  written_in: number | null;
}>(
  'conversation_facts',
  sql`
  with c as (
    select * from conversations
    where id = coalesce(${param('conversation')}::int,
      (select id from conversations
        where profile_a = least(${param('me')}::int, ${param('other')}::int)
          and profile_b = greatest(${param('me')}::int, ${param('other')}::int)))
  )
  select
    (select to_json(c) from c) as conversation,
    ${reachJson(
      param('me'),
      sql`coalesce(
        (select case when profile_a = ${param('me')} then profile_b else profile_a end from c),
        ${param('other')}::int)`,
    )} as reach,
    (select to_json(m) from messages m
      where m.sender_profile_id = ${param('me')} and m.client_id = ${param('clientId')}) as earlier,
    case when ${param('countWritten')} then
      (select count(*)::int from conversations w
        where (w.profile_a = ${param('me')} and w.wrote_a) or (w.profile_b = ${param('me')} and w.wrote_b))
    end as written_in`,
);

/**
 * What the rules of writing in a conversation read, in one statement (a send asks it every time):
 * the conversation, by its id or by the other profile, the other profile's reach, the member's
 * message with a client id, and (`countWritten`) the conversations they wrote in.
 */
export async function conversationFacts(
  db: Database,
  ask: { me: number; conversation?: number; other?: number; clientId?: string; countWritten: boolean },
): Promise<ConversationFacts> {
  const [row] = await factsStatement(db, {
    me: ask.me,
    conversation: ask.conversation ?? null,
    other: ask.other ?? null,
    clientId: ask.clientId ?? null,
    countWritten: ask.countWritten,
  });
  const { conversation, reach, earlier, written_in } = row!;
  return {
    conversation: conversation ? readConversation(conversation) : undefined,
    reach: reach ?? undefined,
    earlier: earlier ? readMessage(earlier) : undefined,
    writtenIn: written_in,
  };
}

/** The conversation between two profiles, made when there is none yet; answers its id. */
export async function openConversation(tx: Database, a: number, b: number, at: Date): Promise<number> {
  const [low, high] = a < b ? [a, b] : [b, a];
  const [made] = await tx
    .insert(conversations)
    .values({ profileA: low, profileB: high, lastMessageAt: at, createdAt: at })
    .onConflictDoNothing({ target: [conversations.profileA, conversations.profileB] })
    .returning({ id: conversations.id });
  if (made) return made.id;
  const found = await findConversationBetween(tx, low, high);
  if (!found) throw new Error(`no conversation between ${low} and ${high}`);
  return found.id;
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

const storeMessageStatement = preparedStatement<Record<string, unknown>>(
  'store_message',
  sql`
  with bump as (
    update conversations set
      unread_a = unread_a + case when profile_a = ${param('sender')} then 0 else 1 end,
      unread_b = unread_b + case when profile_b = ${param('sender')} then 0 else 1 end,
      wrote_a = wrote_a or profile_a = ${param('sender')},
      wrote_b = wrote_b or profile_b = ${param('sender')},
      deleted_by_a = false,
      deleted_by_b = false,
      last_message_at = ${param('sentAt')}
    where id = ${param('conversation')}
  )
  insert into messages (conversation_id, sender_profile_id, kind, body, client_id, credits_charged, sent_at)
  values (${param('conversation')}, ${param('sender')}, ${param('kind')}, ${param('body')}, ${param('clientId')},
    ${param('creditsCharged')}, ${param('sentAt')})
  returning *`,
);

/**
 * Stores a message in a conversation, with its bump: one more unread for the other side, the
 * sender's side marked as having written (the free conversations count it), shown again to a side
 * that had deleted it, last message now. One statement.
 */
export async function storeMessage(
  db: Database,
  values: {
    conversationId: number;
    senderProfileId: number;
    kind: MessageRow['kind'];
    body: string;
    clientId?: string | null;
    creditsCharged: number;
    sentAt: Date;
  },
): Promise<MessageRow> {
  const [row] = await storeMessageStatement(db, {
    conversation: values.conversationId,
    sender: values.senderProfileId,
    kind: values.kind,
    body: values.body,
    clientId: values.clientId ?? null,
    creditsCharged: values.creditsCharged,
    sentAt: values.sentAt,
  });
  return readMessage(row!);
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
 * Ids before a resume's `after` that it looks at again. The ids taken before it but committed
 * after it belong to sends under way at the same time, one per database connection of each
 * process: 1,000 covers many processes.
 */
const RESUME_OVERLAP_IDS = 1000;

/**
 * The messages of a profile's conversations after an id, in order (a live connection resuming).
 * Also those stored up to 10 s before the message `after` was, among the RESUME_OVERLAP_IDS ids
 * before it: a message whose id was taken before another's but committed after it is not missed
 * (the client drops ids it has). Each conversation is read through its (conversation, id) index
 * from that bound. Why: the condition as one filter over all messages read every message of the
 * site for each resume: a full scan each time, when all clients come back at once.
 */
export async function messagesAfter(db: Database, profileId: number, after: number, limit: number) {
  const graceStart = sql`(select sent_at - interval '10 seconds' from messages where id = ${after})`;
  const recent = db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversations.id),
        gt(messages.id, after - RESUME_OVERLAP_IDS),
        or(gt(messages.id, after), sql`${messages.sentAt} >= ${graceStart}`),
      ),
    )
    .orderBy(messages.id)
    .limit(limit)
    .as('recent');
  const rows = await db
    .select()
    .from(conversations)
    .crossJoinLateral(recent)
    .where(or(eq(conversations.profileA, profileId), eq(conversations.profileB, profileId)))
    .orderBy(recent.id)
    .limit(limit);
  return rows.map((r) => r.recent);
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
