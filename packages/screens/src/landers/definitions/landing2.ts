import type { LanderDefinition } from '@amori/contract';

/** /members/{id}/landing2/{slug?}: the member, a swipe teaser, then signup. */
export const landing2: LanderDefinition = {
  name: 'Member landing 2',
  title: 'member.pageTitle',
  featureMember: true,
  members: { count: 6 },
  blocks: [
    { type: 'hero', title: 'member.title2', subtitle: 'member.subtitle', cta: 'member.cta' },
    { type: 'swipe', title: 'swipe.teaserTitle', swipes: 3, cta: 'member.cta' },
    { type: 'signup', title: 'member.signupTitle' },
  ],
  variants: {
    women: { members: { count: 6, gender: 'female' } },
    men: { members: { count: 6, gender: 'male' } },
  },
};
