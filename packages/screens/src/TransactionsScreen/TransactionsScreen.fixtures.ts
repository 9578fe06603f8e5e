import type { Order, Transactions } from '@amori/contract';
import type { TransactionsScreenProps } from './TransactionsScreen';

export const orderFixture: Order = {
  id: 42,
  status: 'completed',
  package_id: 2,
  credits: 250,
  amount: '41.24',
  original_amount: '54.99',
  currency: 'EUR',
  payment_method: 'ideal',
  discount_code: 'WELCOME25',
  discount_percentage: 25,
  vat_percentage: 21,
  vat_amount: '7.16',
  created: '2026-05-04T10:12:00.000Z',
  completed: '2026-05-04T10:13:00.000Z',
};

export const transactionsFixture: Transactions = {
  balance: 280,
  orders: [
    orderFixture,
    { ...orderFixture, id: 41, status: 'failed', payment_method: 'credit_card', completed: null },
  ],
  ledger: [
    { id: 3, delta: 250, balance_after: 280, reason: 'purchase', created: '2026-05-04T10:13:00.000Z' },
    { id: 2, delta: -10, balance_after: 30, reason: 'message', created: '2026-05-04T09:00:00.000Z' },
    { id: 1, delta: 40, balance_after: 40, reason: 'signup', created: '2026-05-04T08:00:00.000Z' },
  ],
};

export const transactionsScreenFixture: TransactionsScreenProps = {
  status: 'ready',
  order: orderFixture,
  transactions: null,
  retryHref: '/credits/2',
  creditsHref: '/credits',
  continueHref: '/members',
  orderHref: (id) => `/transactions/${id}`,
  ordersHref: '/transactions',
};
