import { memberProfile } from '../shared/members.fixtures';
import type { MemberProfileScreenProps } from './MemberProfileScreen';

export const profileFixture = {
  status: 'ready',
  viewer: 'free',
  data: {
    profile: memberProfile({}, 5, 3),
    liked: false,
    likes_me: false,
    match: false,
    blocked: false,
    photo_allowance: 3,
  },
  fictionalWarning: 'Some profiles on this site are fictional and operated by the site.',
  fictionalLabel: 'fictional profile',
  loginHref: '/login?redirect=%2Fmembers%2F100',
  premiumHref: '/premium',
  messageHref: '/members/100/chat',
  giftHref: '/members/100/chat?gift=1',
  searchHref: '/members',
} satisfies Partial<MemberProfileScreenProps>;
