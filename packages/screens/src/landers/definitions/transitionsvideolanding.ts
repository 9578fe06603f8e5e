import type { LanderDefinition } from '@amori/contract';

/** /landers/transitionsvideolanding/{slug?}: members' photos fading over a looping video. */
export const transitionsvideolanding: LanderDefinition = {
  name: 'Transitions video',
  title: 'transitions.pageTitle',
  members: { count: 3 },
  blocks: [
    { type: 'hero', title: 'transitions.heroTitle', cta: 'common.ctaFree', image: 'none' },
    {
      type: 'transitions',
      title: 'transitions.title',
      video: { src: '/landers/intro.mp4', poster: '/landers/intro-poster.webp' },
    },
    { type: 'signup', title: 'common.signupTitle' },
  ],
};
