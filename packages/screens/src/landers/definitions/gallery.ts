import type { LanderDefinition } from '@amori/contract';

/** /landers/gallery/{slug?}: a grid of members and inline signup. */
export const gallery: LanderDefinition = {
  name: 'Gallery',
  title: 'gallery.pageTitle',
  members: { count: 12 },
  blocks: [
    {
      type: 'hero',
      title: 'gallery.title',
      subtitle: 'gallery.subtitle',
      cta: 'common.ctaFree',
      image: 'none',
    },
    { type: 'gallery', title: 'gallery.galleryTitle', columns: 4, cta: 'gallery.cta' },
    { type: 'signup', title: 'common.signupTitle' },
    {
      type: 'faq',
      title: 'faq.title',
      items: [
        { question: 'faq.q1', answer: 'faq.a1' },
        { question: 'faq.q2', answer: 'faq.a2' },
        { question: 'faq.q3', answer: 'faq.a3' },
      ],
    },
  ],
  variants: {
    women: { members: { count: 12, gender: 'female' } },
    men: { members: { count: 12, gender: 'male' } },
    mature: {
      members: { count: 12, min_age: 40, max_age: 99 },
      copy: { 'gallery.title': 'gallery.titleMature' },
    },
  },
};
