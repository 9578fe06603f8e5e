import type { ChatEntry } from '@amori/contract';
import type { Database } from '../../db/client';
import type { SiteRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Region } from '../../lib/cache';
import type { Events } from '../../lib/events';
import { JsonText } from '../../plugins/api';
import type { Member } from '../../plugins/session';
import { profileIdOf, type Directory } from '../directory/directory.service';
import type { Likes } from '../likes/likes.service';
import * as messages from './chats.messages';
import { registerNotices, type NoticesDeps } from './chats.notify';
import * as repo from './chats.repository';

/** What the conversations list needs besides the database. */
interface ListDeps {
  db: Database;
  events: Events;
  directory: Directory;
  /** The received likes the chat state carries (chats.php). */
  likes: Likes;
  /** A member's conversations list (chats.php) as JSON, by profile id. */
  answers: Region<number, string>;
}

export type ChatsDeps = ListDeps & messages.MessagesDeps & NoticesDeps;

/**
 * Chats: the conversations list, messages (sending charges credits), and what a stored message
 * sets off (chats.notify: the offline notices, heard on the bus, and the demo replies' job; the
 * live hub delivers it to sockets). Deleting the conversations between two members is a block's
 * (members), in its transaction.
 */
export function createChats(deps: ChatsDeps) {
  registerNotices(deps);
  return {
    list: (member: Member) => listChats(deps, member),
    deleteChat: (member: Member, conversationId: number) => deleteChat(deps, member, conversationId),
    deleteConversationsBetween: (tx: Database, a: number, b: number) => deleteConversationsBetween(tx, a, b),
    getMessages: (member: Member, query: messages.MessagesQuery) => messages.getMessages(deps, member, query),
    send: (
      member: Member,
      to: { conversation?: number; member?: number },
      clientId: string,
      content: messages.SendContent,
      socket?: string,
    ) => messages.send(deps, member, to, clientId, content, socket),
    markRead: (member: Member, conversationId: number, upTo?: number) =>
      messages.markRead(deps, member, conversationId, upTo),
    gifts: (site: SiteRow) => messages.gifts(site),
    mediaAccess: (key: string, viewer: () => Promise<Member | null>) =>
      messages.mediaAccess(deps, key, viewer),
  };
}

export type Chats = ReturnType<typeof createChats>;

/**
 * A member's conversations, newest first, with the other member, unread counts and the last
 * message, and the likes they received. Kept (chats.php is polled): the events that change it
 * drop it (caches.ts).
 */
async function listChats(deps: ListDeps, member: Member): Promise<JsonText> {
  const me = profileIdOf(member);
  return new JsonText(await deps.answers.load(me, async () => JSON.stringify(await readChats(deps, me))));
}

async function readChats(deps: ListDeps, me: number) {
  const blocked = await deps.directory.blockedWith(me);
  const list = (await repo.listChats(deps.db, me)).filter((c) => !blocked.has(c.other));
  const cards = await deps.directory.cardsById(list.map((c) => c.other));
  const chats = list.flatMap((c): ChatEntry[] => {
    const profile = cards.get(c.other);
    if (!profile) return [];
    return [
      {
        conversation: { id: c.id },
        profile,
        num_unread_messages: c.unread,
        last_message: c.last
          ? {
              text: c.last.kind === 'photo' ? '' : c.last.body,
              sent_at: c.last.sentAt.toISOString(),
              from_me: c.last.senderProfileId === me,
              kind: c.last.kind,
            }
          : null,
        credits_spent: c.spent,
      },
    ];
  });
  const likes = await deps.likes.receivedLikes(me, blocked);
  return {
    chats,
    likes: likes.liked_by,
    total_unread_messages: chats.reduce((sum, c) => sum + c.num_unread_messages, 0),
    total_new_likes: likes.total_new_likes,
  };
}

/** Deletes a conversation for this member; 404 when it is not theirs (or already deleted). */
async function deleteChat(deps: ListDeps, member: Member, conversationId: number) {
  const me = profileIdOf(member);
  if (!(await repo.hideConversation(deps.db, conversationId, me))) {
    throw notFound('Conversation not found');
  }
  await deps.events.emit({ type: 'chatsChanged', profiles: [me] });
  return { ok: true } as const;
}

/**
 * Deletes the conversation between two profiles, for both of them (blocking does, spec point 6),
 * in the block's transaction: waits for a send between the two that is charging now, and holds
 * later ones until the block is committed, when they see it (chats.messages `send`).
 */
async function deleteConversationsBetween(tx: Database, a: number, b: number): Promise<void> {
  await repo.lockUsersOfProfiles(tx, [a, b]);
  await repo.deleteBetween(tx, a, b);
}
