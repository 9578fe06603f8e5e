import type { LanderDefinition } from '@amori/contract';

/** /landers/maplanding/{slug?}: members near the visitor on a drawn map of their country. */
export const maplanding: LanderDefinition = {
  name: 'Map',
  title: 'map.pageTitle',
  members: { count: 10 },
  blocks: [
    { type: 'hero', title: 'map.heroTitle', subtitle: 'map.subtitle', cta: 'common.ctaFree', image: 'none' },
    { type: 'map', title: 'map.title' },
    { type: 'signup', title: 'common.signupTitle' },
  ],
};
