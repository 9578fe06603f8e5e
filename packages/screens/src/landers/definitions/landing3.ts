import type { LanderDefinition } from '@amori/contract';

/** /members/{id}/landing3/{slug?}: the member over a collage, reasons to join, and signup. */
export const landing3: LanderDefinition = {
  name: 'Member landing 3',
  title: 'member.pageTitle',
  featureMember: true,
  members: { count: 6 },
  blocks: [
    { type: 'hero', title: 'member.title3', cta: 'member.cta' },
    { type: 'collage', title: 'member.moreTitle', count: 5 },
    {
      type: 'icons',
      items: [
        { icon: 'heart', text: 'icons.free' },
        { icon: 'lock', text: 'icons.discreet' },
        { icon: 'chat', text: 'icons.chat' },
      ],
    },
    { type: 'signup', title: 'member.signupTitle' },
  ],
  variants: { mature: { members: { count: 6, min_age: 40, max_age: 99 } } },
};
