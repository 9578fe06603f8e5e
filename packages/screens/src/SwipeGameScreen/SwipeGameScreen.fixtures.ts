import { cards } from '../shared/members.fixtures';
import type { SwipeGameScreenProps } from './SwipeGameScreen';

export const swipeFixture = {
  status: 'ready',
  profiles: cards(6),
  likesLeft: 4,
  likesPerDay: 4,
  resetsAt: '2026-07-01T22:00:00.000Z',
  match: null,
  searchHref: '/members',
} satisfies Partial<SwipeGameScreenProps>;
