import type { LanderDefinition } from '@amori/contract';

/** /landers/iconslanding/{slug?}: the reasons to join, as a row of icons. */
export const iconslanding: LanderDefinition = {
  name: 'Icons',
  title: 'icons.pageTitle',
  members: { count: 1 },
  blocks: [
    { type: 'hero', title: 'icons.heroTitle', subtitle: 'icons.subtitle', cta: 'common.ctaFree' },
    {
      type: 'icons',
      title: 'icons.title',
      items: [
        { icon: 'heart', text: 'icons.free' },
        { icon: 'shield', text: 'icons.verified' },
        { icon: 'lock', text: 'icons.discreet' },
        { icon: 'location', text: 'icons.nearby' },
      ],
    },
    { type: 'footer', text: 'common.closing', cta: 'common.ctaFree' },
  ],
};
