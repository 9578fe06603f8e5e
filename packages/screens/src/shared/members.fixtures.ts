import type { MemberCard, MemberProfile, OwnProfile, Photo } from '@amori/contract';

/** A portrait placeholder: an SVG data URL in a colour (stories need no network). */
export function portrait(colour: string, label = ''): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500"><rect width="400" height="500" fill="${colour}"/><circle cx="200" cy="200" r="80" fill="#fff" opacity=".55"/><path d="M70 500c0-140 60-190 130-190s130 50 130 190z" fill="#fff" opacity=".45"/><text x="200" y="470" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const COLOURS = ['#c2553a', '#3a7dc2', '#7b4fb0', '#2f8f6b', '#b0842f', '#b03f6f', '#4f6fb0', '#6b8f2f'];
const NAMES = [
  'Anna',
  'Sophie',
  'Lotte',
  'Camille',
  'Giulia',
  'Lucía',
  'Maja',
  'Freja',
  'Aino',
  'Ingrid',
  'Emma',
  'Noor',
];
const PLACES: [string, string][] = [
  ['Amsterdam', 'Noord-Holland'],
  ['Utrecht', 'Utrecht'],
  ['Rotterdam', 'Zuid-Holland'],
  ['Haarlem', 'Noord-Holland'],
];

/** A member card as the API answers it. */
export function card(i: number, overrides: Partial<MemberCard> = {}): MemberCard {
  const image = portrait(COLOURS[i % COLOURS.length]!, NAMES[i % NAMES.length]);
  const [city, region] = PLACES[i % PLACES.length]!;
  return {
    id: 100 + i,
    name: NAMES[i % NAMES.length]!,
    age: 24 + ((i * 7) % 30),
    gender: 'female',
    country: 'NL',
    region,
    city,
    fictional: false,
    kind: 'member',
    online: i % 3 === 0,
    main_image: { filename: image, thumb_filename: image, match: image },
    photo_count: 1 + (i % 5),
    last_activity: '2026-07-01T12:00:00.000Z',
    ...overrides,
  };
}

export const cards = (count: number, from = 0) => Array.from({ length: count }, (_, i) => card(from + i));

export function photo(i: number, locked = false): Photo {
  const src = portrait(COLOURS[i % COLOURS.length]!, locked ? '' : `#${i + 1}`);
  return {
    id: 500 + i,
    main: i === 0,
    locked,
    src,
    thumb: src,
    srcset: locked ? null : { avif: `${src} 480w`, webp: `${src} 480w` },
    width: 400,
    height: 500,
  };
}

export function memberProfile(
  overrides: Partial<MemberProfile> = {},
  photos = 5,
  allowance = 1,
): MemberProfile {
  return {
    ...card(0, { photo_count: photos }),
    about: 'Curious, cheerful and always up for a good conversation. Sundays are for long walks by the sea.',
    notes: 'Someone kind who makes me laugh.',
    attributes: [
      { field: 'gender', value: 'female' },
      { field: 'age', value: '24' },
      { field: 'sexuality', value: 'straight' },
      { field: 'hair_colour', value: 'brown' },
      { field: 'eye_colour', value: 'green' },
      { field: 'relationship_status', value: 'single' },
    ],
    interests: [
      { id: 1, slug: 'travel', name: 'Travel' },
      { id: 2, slug: 'cooking', name: 'Cooking' },
      { id: 3, slug: 'hiking', name: 'Hiking' },
    ],
    photos: Array.from({ length: photos }, (_, i) => photo(i, i >= allowance)),
    external_url: null,
    ...overrides,
  };
}

export const REGIONS = [
  { id: 1, country: 'NL', name: 'Noord-Holland' },
  { id: 2, country: 'NL', name: 'Utrecht' },
  { id: 3, country: 'NL', name: 'Zuid-Holland' },
  { id: 4, country: 'DE', name: 'Bayern' },
  { id: 5, country: 'DE', name: 'Berlin' },
];
export const REGION_LABELS = { NL: 'province', DE: 'state' };
export const COUNTRIES = ['NL', 'DE', 'BE'];
export const INTERESTS = [
  { id: 1, slug: 'travel', name: 'Travel' },
  { id: 2, slug: 'cooking', name: 'Cooking' },
  { id: 3, slug: 'hiking', name: 'Hiking' },
  { id: 4, slug: 'music', name: 'Music' },
  { id: 5, slug: 'yoga', name: 'Yoga' },
];

export function ownProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    id: 7,
    name: 'Free Demo',
    gender: 'male',
    seeking: 'female',
    birth_date: '1990-05-04',
    age: 36,
    kind: 'member',
    country: 'NL',
    region_id: 1,
    city: 'Amsterdam',
    about: 'I like long walks.',
    notes: '',
    sexuality: 'straight',
    hair_colour: 'brown',
    eye_colour: null,
    body_type: null,
    relationship_status: 'single',
    tattoos: null,
    signup_reason: 'dating',
    interests: [1, 4],
    photos: [photo(0), photo(1)].map((p, i) => ({ ...p, main: i === 0 })),
    photo_limit: 3,
    ...overrides,
  };
}
