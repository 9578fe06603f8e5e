import type { LanderDefinition } from '@amori/contract';

/** /landers/collagelanding/{slug?}: a photo collage under the hero. */
export const collagelanding: LanderDefinition = {
  name: 'Collage',
  title: 'collage.pageTitle',
  members: { count: 9 },
  blocks: [
    {
      type: 'hero',
      title: 'collage.title',
      subtitle: 'collage.subtitle',
      cta: 'common.ctaFree',
      image: 'none',
    },
    { type: 'collage', count: 7 },
    {
      type: 'testimonials',
      title: 'testimonials.title',
      items: [
        { quote: 'testimonials.q1', name: 'Sanne, 34' },
        { quote: 'testimonials.q2', name: 'Mark, 41' },
      ],
    },
    { type: 'footer', text: 'common.closing', cta: 'common.ctaFree' },
  ],
  variants: {
    mature: {
      members: { count: 9, min_age: 40, max_age: 99 },
      copy: { 'collage.title': 'collage.titleMature' },
    },
  },
};
