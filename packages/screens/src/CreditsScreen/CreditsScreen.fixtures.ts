import type { CreditPackage } from '@amori/contract';
import type { CreditsScreenProps } from './CreditsScreen';

export const packagesFixture: CreditPackage[] = [
  { id: 1, credits: 100, price: '24.99', currency: 'EUR', price_per_credit: '0.2499', popular: false },
  { id: 2, credits: 250, price: '54.99', currency: 'EUR', price_per_credit: '0.2200', popular: true },
  { id: 3, credits: 500, price: '104.99', currency: 'EUR', price_per_credit: '0.2100', popular: false },
  { id: 4, credits: 1000, price: '199.99', currency: 'EUR', price_per_credit: '0.2000', popular: false },
];

export const creditsFixture: Omit<CreditsScreenProps, 'onSelect'> = {
  status: 'ready',
  variant: 'credits',
  packages: packagesFixture,
  vatPercentage: 21,
  messageCredits: 10,
  discount: null,
  balance: 30,
  ordersHref: '/transactions',
};
