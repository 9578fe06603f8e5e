import type { LanderDefinition } from '@amori/contract';

/** /members/{id}/signup: signup featuring that member (the first message goes to them). */
export const memberSignup: LanderDefinition = {
  name: 'Member signup',
  title: 'member.signupPageTitle',
  featureMember: true,
  members: { count: 0 },
  blocks: [
    { type: 'hero', title: 'member.title', cta: 'member.cta' },
    { type: 'signup', title: 'member.signupTitle' },
  ],
};
