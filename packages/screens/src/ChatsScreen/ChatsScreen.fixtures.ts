import type { ChatEntry } from '@amori/contract';
import { formatChatListTime } from '@amori/core';
import { card } from '../shared/members.fixtures';
import type { ChatsScreenProps } from './ChatsScreen';

const LAST: ChatEntry['last_message'][] = [
  { text: 'See you on Saturday then!', sent_at: '2026-06-03T18:04:00Z', from_me: false, kind: 'text' },
  { text: 'rose', sent_at: '2026-06-03T09:30:00Z', from_me: true, kind: 'gift' },
  { text: '', sent_at: '2026-06-02T21:12:00Z', from_me: false, kind: 'photo' },
  {
    text: 'I have been thinking about what you said about travelling through the whole of Scandinavia by train in the summer, and honestly it sounds like the best plan I have heard in years.',
    sent_at: '2026-06-01T12:00:00Z',
    from_me: true,
    kind: 'text',
  },
  null,
];

/** A conversation list entry as GET /api/chats.php answers it. */
export function chat(i: number, unread = 0): ChatEntry {
  return {
    conversation: { id: 1 + i },
    profile: card(i),
    num_unread_messages: unread,
    last_message: LAST[i % LAST.length] ?? null,
    credits_spent: i * 5,
  };
}

export const chatsFixture = {
  status: 'ready',
  chats: [chat(0, 2), chat(1), chat(2, 1), chat(3)],
  totalUnread: 3,
  chatHref: (id) => `/chats/${id}`,
  searchHref: '/members',
  // As the site shows them, on the evening of the newest message: today's time, then weekdays.
  formatTime: (iso) => formatChatListTime(new Date(iso), new Date('2026-06-03T20:00:00Z'), 'en-GB', 'UTC'),
} satisfies Partial<ChatsScreenProps>;
