import type { LanderDefinition } from '@amori/contract';

/** /landers/alonetonight/{slug?}: "nobody should be alone tonight", a gallery and inline signup. */
export const alonetonight: LanderDefinition = {
  name: 'Alone tonight',
  title: 'alone.pageTitle',
  members: { count: 6 },
  blocks: [
    { type: 'hero', title: 'alone.title', subtitle: 'alone.subtitle', cta: 'common.ctaFree' },
    { type: 'gallery', title: 'alone.galleryTitle', columns: 3 },
    { type: 'signup', title: 'common.signupTitle' },
    { type: 'footer', text: 'common.closing' },
  ],
  variants: {
    women: { members: { count: 6, gender: 'female' }, copy: { 'alone.title': 'alone.titleWomen' } },
    men: { members: { count: 6, gender: 'male' }, copy: { 'alone.title': 'alone.titleMen' } },
  },
};
