import type { LanderDefinition } from '@amori/contract';

/** /landers/socialnetwork/{slug?}: what members are posting, like a social network's feed. */
export const socialnetwork: LanderDefinition = {
  name: 'Social network',
  title: 'social.pageTitle',
  members: { count: 6 },
  blocks: [
    {
      type: 'hero',
      title: 'social.title',
      subtitle: 'social.subtitle',
      cta: 'common.ctaFree',
      image: 'none',
    },
    { type: 'socialFeed', title: 'social.feedTitle' },
    {
      type: 'icons',
      items: [
        { icon: 'users', text: 'icons.community' },
        { icon: 'chat', text: 'icons.chat' },
        { icon: 'camera', text: 'icons.photos' },
      ],
    },
    { type: 'footer', text: 'common.closing', cta: 'common.ctaFree' },
  ],
};
