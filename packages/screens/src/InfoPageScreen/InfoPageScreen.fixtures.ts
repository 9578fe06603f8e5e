import type { InfoPageScreenProps } from './InfoPageScreen';

export const infoPageFixture = {
  page: 'terms',
  siteName: 'Amori',
  supportEmail: 'support@amori.example',
  supportPhone: '+31 20-123 45 67',
  refundDays: 14,
  company: {
    name: 'Amori Media B.V.',
    address: 'Herengracht 100',
    city: 'Amsterdam',
    country: 'Netherlands',
    kvk: '12345678',
    added: '2022-01-01T00:00:00Z',
    tradenames: ['Amori', 'Amori Chat'],
    vat_numbers: ['NL123456789B01'],
  },
} satisfies InfoPageScreenProps;

/** A company added after the default terms date: the terms version follows it. */
export const laterCompanyFixture = {
  ...infoPageFixture,
  company: { ...infoPageFixture.company, added: '2025-03-15T09:00:00Z' },
} satisfies InfoPageScreenProps;
