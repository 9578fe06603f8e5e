import type { IndexScreenProps } from './IndexScreen';

export const indexFixture = {
  siteName: 'Amori',
  indexTitle: 'Meet singles near you',
  description: 'Chat, like and match with adults who are looking for the same thing as you.',
  signupHref: '/signup',
  loginHref: '/login',
  searchHref: '/members',
  messagesHref: '/chats',
} satisfies Partial<IndexScreenProps>;

export const loggedInFixture = {
  ...indexFixture,
  member: { name: 'Anna' },
} satisfies Partial<IndexScreenProps>;
