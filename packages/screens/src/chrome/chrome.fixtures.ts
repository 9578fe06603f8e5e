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
