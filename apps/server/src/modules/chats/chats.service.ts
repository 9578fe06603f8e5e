import type { ChatEntry } from '@amori/contract';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/errors';
import type { Member } from '../../plugins/session';
import { blockedWith, cardsById, profileIdOf } from '../members/members.service';
import { receivedLikes } from '../likes/likes.service';
import * as repo from './chats.repository';

/**
 * A member's conversations, newest first, with the other member, unread counts and the last
 * message, and the likes they received.
 */
export async function listChats(ctx: AppContext, member: Member) {
  const me = profileIdOf(member);
  const blocked = await blockedWith(ctx, me);
  const list = (await repo.listChats(ctx.db, me)).filter((c) => !blocked.has(c.other));
  const cards = await cardsById(
    ctx,
    list.map((c) => c.other),
  );
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
  const me = profileIdOf(member);
  if (!(await repo.hideConversation(ctx.db, conversationId, me))) {
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
