import type { LanderDefinition } from '@amori/contract';

/** /landers/tinderswipe: a few swipes, then signup. */
export const tinderswipe: LanderDefinition = {
  name: 'Tinder swipe',
  title: 'swipe.pageTitle',
  members: { count: 8 },
  blocks: [
    { type: 'hero', title: 'swipe.title', subtitle: 'swipe.subtitle', cta: 'common.ctaFree', image: 'none' },
    { type: 'swipe', title: 'swipe.teaserTitle', swipes: 3, cta: 'common.ctaFree' },
    {
      type: 'icons',
      items: [
        { icon: 'heart', text: 'icons.free' },
        { icon: 'lock', text: 'icons.discreet' },
        { icon: 'chat', text: 'icons.chat' },
      ],
    },
    { type: 'footer', text: 'common.closing', cta: 'common.ctaFree' },
  ],
};
