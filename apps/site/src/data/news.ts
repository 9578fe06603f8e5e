import type { CallById, ResponseOf } from '@amori/contract';
import { homeMembersOf, type MemberNews } from '@amori/screens';

type Chats = ResponseOf<CallById['getChats']>;
type Likes = ResponseOf<CallById['getLikes']>;

/** How many unread conversations and new likers the home page lists (the rest are a link away). */
const LISTED = 3;

/**
 * What is new for a member, from the chats and likes the site polls: unread messages, new likes,
 * new matches (a new like from a member they like too), the conversations with unread messages
 * and who liked them lately. Loading until both are there; an error when either failed.
 */
export function memberNewsOf(
  chats: { data?: Chats; error?: unknown },
  likes: { data?: Likes; error?: unknown },
): MemberNews {
  if (!chats.data || !likes.data) {
    return {
      status: chats.error || likes.error ? 'error' : 'loading',
      unreadMessages: 0,
      newLikes: 0,
      newMatches: 0,
      unreadChats: [],
      newLikers: [],
    };
  }
  const sent = new Set((likes.data.liked ?? []).map((l) => l.id));
  const fresh = (likes.data.liked_by ?? []).filter((l) => l.like_new);
  const cards = new Map(likes.data.profiles.map((p) => [p.id, p]));
  return {
    status: 'ready',
    unreadMessages: chats.data.total_unread_messages,
    newLikes: likes.data.total_new_likes ?? fresh.length,
    newMatches: fresh.filter((l) => sent.has(l.id)).length,
    unreadChats: chats.data.chats.filter((c) => c.num_unread_messages > 0).slice(0, LISTED),
    newLikers: homeMembersOf(
      fresh.flatMap((l) => cards.get(l.id) ?? []),
      LISTED,
    ),
  };
}
