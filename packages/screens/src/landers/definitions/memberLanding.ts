import type { LanderDefinition } from '@amori/contract';

/** /members/{id}/landing: that member first, then others like them, and signup to write to them. */
export const memberLanding: LanderDefinition = {
  name: 'Member landing',
  title: 'member.pageTitle',
  featureMember: true,
  members: { count: 6 },
  blocks: [
    { type: 'hero', title: 'member.title', subtitle: 'member.subtitle', cta: 'member.cta' },
    { type: 'signup', title: 'member.signupTitle' },
    { type: 'gallery', title: 'member.moreTitle', columns: 3 },
  ],
};
