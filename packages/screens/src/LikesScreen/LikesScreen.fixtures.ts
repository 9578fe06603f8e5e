import { cards } from '../shared/members.fixtures';
import type { LikesScreenProps } from './LikesScreen';

export const likesFixture = {
  status: 'ready',
  tab: 'received',
  members: cards(6),
  newIds: [100, 101],
  counts: { received: 6, sent: 3, matches: 1 },
  tabHref: (tab) => `/likes/${tab}`,
  profileHref: (id) => `/likes/m/${id}`,
  searchHref: '/members',
} satisfies Partial<LikesScreenProps>;
