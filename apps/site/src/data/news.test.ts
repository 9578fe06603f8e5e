import { describe, expect, it } from 'vitest';
import type { CallById, ListCard, ResponseOf } from '@amori/contract';
import { memberNewsOf } from './news';

type Chats = ResponseOf<CallById['getChats']>;
type Likes = ResponseOf<CallById['getLikes']>;

const listCard = (id: number, photo = true): ListCard => ({
  id,
  name: `M${id}`,
  age: 30,
  region: 'Utrecht',
  city: null,
  kind: 'member',
  online: false,
  main_image: photo ? { thumb_filename: `/media/${id}/thumb.webp` } : null,
});

const chats: Chats = {
  chats: [
    {
      conversation: { id: 1 },
      profile: {} as never,
      num_unread_messages: 2,
      last_message: null,
      credits_spent: 0,
    },
    {
      conversation: { id: 2 },
      profile: {} as never,
      num_unread_messages: 0,
      last_message: null,
      credits_spent: 0,
    },
    {
      conversation: { id: 3 },
      profile: {} as never,
      num_unread_messages: 1,
      last_message: null,
      credits_spent: 0,
    },
  ],
  likes: [],
  total_unread_messages: 3,
  total_new_likes: 3,
};

const likes: Likes = {
  // Member 11 and 12 like them and are liked back: matches; 11's like is new, 12's is not.
  liked: [
    { id: 11, like_new: false },
    { id: 12, like_new: false },
  ],
  liked_by: [
    { id: 10, like_new: true },
    { id: 11, like_new: true },
    { id: 13, like_new: true },
    { id: 12, like_new: false },
  ],
  total_new_likes: 3,
  profiles: [listCard(10), listCard(11), listCard(12), listCard(13, false)],
};

describe('memberNewsOf', () => {
  it('counts unread messages, new likes and new matches, and lists what is unread and new', () => {
    const news = memberNewsOf({ data: chats }, { data: likes });
    expect(news.status).toBe('ready');
    expect(news.unreadMessages).toBe(3);
    expect(news.newLikes).toBe(3);
    // A match is new when the like that made it is new: 11, not 12.
    expect(news.newMatches).toBe(1);
    expect(news.unreadChats.map((c) => c.conversation.id)).toEqual([1, 3]);
    // New likers with a photo, in the likes' order (13 has none).
    expect(news.newLikers.map((m) => m.id)).toEqual([10, 11]);
  });

  it('lists three unread conversations at most, the newest first, and counts them all', () => {
    const many: Chats = {
      ...chats,
      chats: [1, 2, 3, 4, 5].map((id) => ({ ...chats.chats[0]!, conversation: { id } })),
      total_unread_messages: 10,
    };
    const news = memberNewsOf({ data: many }, { data: likes });
    expect(news.unreadChats.map((c) => c.conversation.id)).toEqual([1, 2, 3]);
    expect(news.unreadMessages).toBe(10);
  });

  it('is loading until both answered, and an error when either failed', () => {
    expect(memberNewsOf({ data: chats }, {}).status).toBe('loading');
    expect(memberNewsOf({}, { data: likes }).status).toBe('loading');
    expect(memberNewsOf({ data: chats }, { error: new Error('down') }).status).toBe('error');
    expect(memberNewsOf({ error: new Error('down') }, {}).status).toBe('error');
  });
});
