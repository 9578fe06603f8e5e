import type { LandersScreenProps, LanderSummary } from './LandersScreen';

export const landerSummariesFixture: LanderSummary[] = [
  {
    slug: 'spring-offer',
    name: 'Spring offer',
    state: 'published',
    changedAt: '2026-05-04T10:13:00.000Z',
    url: '/landers/custom/spring-offer',
  },
  {
    slug: 'mature-singles',
    name: 'Mature singles, with a longer name that wraps on a phone',
    state: 'changed',
    changedAt: '2026-05-06T08:30:00.000Z',
    url: '/landers/custom/mature-singles',
  },
  {
    slug: 'video-test',
    name: 'Video test',
    state: 'draft',
    changedAt: '2026-05-07T16:45:00.000Z',
    url: null,
  },
];

export const landersScreenFixture: LandersScreenProps = {
  status: 'ready',
  landers: landerSummariesFixture,
  editHref: (slug) => `/admin/landers/${slug}`,
  onCreate: () => undefined,
};
