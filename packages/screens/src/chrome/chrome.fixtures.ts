import type { HeaderSession, SiteHeaderProps } from './SiteHeader';
import type { SiteFooterProps } from './SiteFooter';

export const visitorHeaderFixture = {
  siteName: 'Amori',
  session: null,
  locales: ['nl', 'fr', 'de'],
  locale: 'nl',
} satisfies Partial<SiteHeaderProps>;

export const freeSession: HeaderSession = {
  name: 'Anna',
  unreadMessages: 3,
  newLikes: 120,
  paidUser: false,
  credits: 0,
};
export const premiumSession: HeaderSession = {
  name: 'Anna',
  unreadMessages: 0,
  newLikes: 2,
  paidUser: true,
  credits: 7,
};

export const footerFixture = {
  siteName: 'Amori',
  showUsNotice: false,
  company: {
    name: 'Amori Media B.V.',
    address: 'Herengracht 100',
    city: 'Amsterdam',
    country: 'Netherlands',
    kvk: '12345678',
    vat_numbers: ['NL123456789B01'],
  },
} satisfies SiteFooterProps;

/** A placeholder portrait (an SVG data URI: no network, no real person). */
const portraitSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320"><rect width="320" height="320" fill="#f3d9c4"/><path d="M26 320C32 224 288 224 294 320Z" fill="#a0245f"/><ellipse cx="160" cy="136" rx="56" ry="60" fill="#eac3a0"/><path d="M100 130C100 60 220 60 220 130C210 96 110 96 100 130Z" fill="#3b2a1a"/></svg>`;

/** The member who liked, in the like popup (auto-like.php's profile with its match crop). */
export const likedByFixture = {
  id: 7,
  name: 'Sophie',
  photoUrl: `data:image/svg+xml,${encodeURIComponent(portraitSvg)}`,
};
