import { cards, COUNTRIES, REGION_LABELS, REGIONS } from '../shared/members.fixtures';
import type { MembersSearchScreenProps } from './MembersSearchScreen';

export const searchFixture = {
  status: 'ready',
  filters: { gender: 'female', country: 'NL', countryregion: null, min_age: 18, max_age: 99 },
  countries: COUNTRIES,
  regions: REGIONS,
  regionLabels: REGION_LABELS,
  searchFields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
  profiles: cards(20),
  numResults: 347,
  numResultsCapped: false,
  similar: [],
  widened: [],
  hasMore: true,
  action: '/members',
  profileHref: (id: number) => `/members/${id}`,
} satisfies Partial<MembersSearchScreenProps>;
