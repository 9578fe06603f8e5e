import { GIFTS } from '@amori/core';
import { card } from '../shared/members.fixtures';
import type { ConversationBubble, ConversationScreenProps } from './ConversationScreen';

let n = 0;
/** A bubble: own or theirs, at a time of 3 June 2026. */
export function bubble(overrides: Partial<ConversationBubble> = {}): ConversationBubble {
  n += 1;
  return {
    key: `m${n}`,
    kind: 'text',
    own: false,
    text: 'Hi there!',
    gift: null,
    photoUrl: null,
    sentAt: `2026-06-03T1${n % 10}:0${n % 6}:00Z`,
    ...overrides,
  };
}

export const LONG =
  'This is a long message, the kind someone writes when they finally have the time: about a trip along the coast, the small café where the owner remembered everyone, and the evening the train broke down and the whole carriage ended up singing. '.repeat(
    3,
  );

export const thread: ConversationBubble[] = [
  bubble({ text: 'Hi! I saw you like hiking too.', sentAt: '2026-06-02T18:00:00Z' }),
  bubble({ own: true, state: 'read', text: 'I do! Mostly in the dunes.', sentAt: '2026-06-02T18:05:00Z' }),
  bubble({ kind: 'gift', gift: 'rose', text: '', sentAt: '2026-06-03T09:00:00Z' }),
  bubble({ own: true, state: 'sent', text: 'Thank you for the rose ❤', sentAt: '2026-06-03T09:10:00Z' }),
];

export const conversationFixture = {
  status: 'ready',
  profile: card(0),
  bubbles: thread,
  typing: false,
  maxLength: 500,
  prices: { message: 5, gift: 20, photo: 10 },
  creditsSpent: 25,
  block: null,
  paidUser: false,
  gifts: GIFTS.map((g) => ({ ...g, credits: 20 })),
  balance: 100,
  today: '2026-06-03',
  formatTime: (iso) => iso.slice(11, 16),
  formatDay: (day) => day,
  dayOf: (iso) => iso.slice(0, 10),
  alert: null,
  backHref: '/chats',
  profileHref: (id) => `/members/${id}`,
} satisfies Partial<ConversationScreenProps>;
