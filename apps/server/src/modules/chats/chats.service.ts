import type { ChatEntry } from '@amori/contract';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/errors';
import type { Member } from '../../plugins/session';
import { blockedWith, cardsById, profileIdOf } from '../members/members.service';
import { receivedLikes } from '../likes/likes.service';
import * as repo from './chats.repository';

/**
 * A member's conversations, newest first, with the other member, unread counts, the last message
 * and what each cost the member.
 */
export async function listChats(ctx: AppContext, member: Member) {
  const me = profileIdOf(member);
  const blocked = await blockedWith(ctx, me);
  const other = (c: { profileA: number; profileB: number }) => (c.profileA === me ? c.profileB : c.profileA);
  const list = (await repo.listConversations(ctx.db, me)).filter((c) => !blocked.has(other(c)));
  const cards = await cardsById(ctx, list.map(other));
  const last = new Map(
    (
      await repo.lastMessages(
        ctx.db,
        list.map((c) => c.id),
      )
    ).map((m) => [m.conversation_id, m]),
  );
  const chats = list.flatMap((c): ChatEntry[] => {
    const profile = cards.get(other(c));
    if (!profile) return [];
    const message = last.get(c.id);
    return [
      {
        conversation: { id: c.id },
        profile,
        num_unread_messages: c.profileA === me ? c.unreadA : c.unreadB,
        last_message: message
          ? {
              text: message.kind === 'photo' ? '' : message.body,
              sent_at: new Date(message.sent_at).toISOString(),
              from_me: message.sender_profile_id === me,
              kind: message.kind,
            }
          : null,
        credits_spent: c.creditsSpent,
      },
    ];
  });
  const likes = await receivedLikes(ctx, me, blocked);
  return {
    chats,
    likes: likes.liked_by,
    total_unread_messages: chats.reduce((sum, c) => sum + c.num_unread_messages, 0),
    total_new_likes: likes.total_new_likes,
  };
}

/** Deletes a conversation for this member; 404 when it is not theirs (or already deleted). */
export async function deleteChat(ctx: AppContext, member: Member, conversationId: number) {
  if (!(await repo.hideConversation(ctx.db, conversationId, profileIdOf(member)))) {
    throw notFound('Conversation not found');
  }
  return { ok: true } as const;
}

/** Deletes the conversation between two profiles, for both of them (blocking does, spec point 6). */
export async function deleteConversationsBetween(ctx: AppContext, a: number, b: number): Promise<void> {
  // In a block's transaction: waits for a send between the two that is charging now, and holds
  // later ones until the block is committed, when they see it (chats.messages `send`).
  await repo.lockUsersOfProfiles(ctx.db, [a, b]);
  await repo.deleteBetween(ctx.db, a, b);
}
