import { COUNTRIES, INTERESTS, ownProfile, REGION_LABELS, REGIONS } from '../shared/members.fixtures';
import type { MyProfileScreenProps } from './MyProfileScreen';

export const myProfileFixture = {
  status: 'ready',
  profile: ownProfile(),
  interests: INTERESTS,
  countries: COUNTRIES,
  regions: REGIONS,
  regionLabels: REGION_LABELS,
  uploads: [],
  uploadError: null,
  saveState: 'idle',
  locationPermission: 'prompt',
  locating: 'idle',
  located: null,
  premiumHref: '/premium',
  profileHref: '/members/7',
} satisfies Partial<MyProfileScreenProps>;
