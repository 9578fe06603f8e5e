import type { LangConfigScreenProps } from './LangConfigScreen';

export const langConfigFixture = {
  countries: ['NL', 'BE', 'DE', 'CH', 'US', 'GB'],
  country: 'BE',
  locale: 'nl',
  status: 'idle',
} satisfies Partial<LangConfigScreenProps>;
