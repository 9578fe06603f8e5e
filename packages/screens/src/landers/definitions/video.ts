import type { LanderDefinition } from '@amori/contract';

/** /landers/video/{slug?}: the video landing (a video the site serves, with its poster). */
export const video: LanderDefinition = {
  name: 'Video',
  title: 'video.pageTitle',
  members: { count: 4 },
  blocks: [
    {
      type: 'hero',
      title: 'video.heroTitle',
      subtitle: 'video.subtitle',
      cta: 'common.ctaFree',
      image: 'none',
    },
    {
      type: 'video',
      title: 'video.title',
      src: '/landers/intro.mp4',
      poster: '/landers/intro-poster.webp',
      caption: 'video.caption',
    },
    { type: 'gallery', title: 'gallery.galleryTitle', columns: 4 },
    { type: 'footer', text: 'common.closing', cta: 'common.ctaFree' },
  ],
};
