import { chat } from '../ChatsScreen/ChatsScreen.fixtures';
import { card, cards, REGIONS } from '../shared/members.fixtures';
import type { IndexScreenProps } from './IndexScreen';
import { homeMembersOf, type MemberHomeData, type MemberNews } from './types';

/** The visitor's home page: twelve recently active members, and a search in the Netherlands. */
export const indexFixture = {
  siteName: 'Amori',
  siteCopy: null,
  members: homeMembersOf(cards(12), 12),
  search: {
    action: '/members',
    values: { gender: 'female', country: 'NL', countryregion: null, min_age: 18, max_age: 99 },
    regions: REGIONS.filter((r) => r.country === 'NL'),
    regionLabel: 'province',
  },
  memberHref: (id: number) => `/members/${id}`,
  membersHref: '/members',
  signupHref: '/signup',
  loginHref: '/login',
} satisfies IndexScreenProps;

export const newsFixture: MemberNews = {
  status: 'ready',
  unreadMessages: 3,
  newLikes: 2,
  newMatches: 1,
  unreadChats: [chat(0, 2), chat(2, 1)],
  newLikers: homeMembersOf([card(5), card(6)], 3),
};

export const nothingNewFixture: MemberNews = {
  status: 'ready',
  unreadMessages: 0,
  newLikes: 0,
  newMatches: 0,
  unreadChats: [],
  newLikers: [],
};

/** A member's home page: what is new for Anna, and members near her. */
export const memberFixture: MemberHomeData = {
  name: 'Anna',
  news: newsFixture,
  nearby: homeMembersOf(cards(12, 3), 12),
  nearbyHref: '/members?countryregion=2',
  chatsHref: '/chats',
  chatHref: (id) => `/chats/${id}`,
  likesHref: '/likes',
  matchesHref: '/likes/matches',
  likerHref: (id) => `/likes/m/${id}`,
};
