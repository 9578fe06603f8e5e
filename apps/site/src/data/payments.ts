import type { DiscountCode, Order, User } from '@amori/contract';
import { endpoints } from '@amori/contract/browser';
import { activeDiscount, type PaymentMethod } from '@amori/core';
import { useState } from 'react';
import useSWR from 'swr';
import { callApi } from './client';
import { swrKeys } from './keys';

// Orders are placed once (a retried order would be a second one).
const once = { retries: 0 } as const;

export const payments = {
  order: (body: { package_id: number; payment_method: PaymentMethod; discount_code?: string }) =>
    callApi(endpoints.createOrder, { body, ...once }),
  repeat: (paymentMethod?: PaymentMethod) =>
    callApi(endpoints.repeatOrder, { body: paymentMethod ? { payment_method: paymentMethod } : {}, ...once }),
};

/** The bundles, methods and VAT of the payment country (a visitor's `?country=` passed on). */
export function useCredits(country?: string | null) {
  const query = country ? { country } : undefined;
  return useSWR(
    country ? `${swrKeys.credits}?country=${country}` : swrKeys.credits,
    () => callApi(endpoints.getCredits, query ? { query } : {}),
    { revalidateOnFocus: false },
  );
}

/**
 * Whether the member may have a discount of their own: the time bonus or the welcome discount,
 * for a member who has not bought yet, within the welcome days of signup (core's activeDiscount).
 * Otherwise the answer is known (none), and not asked: a premium member's page logged the 404.
 */
export function mayHaveOwnDiscount(
  user: Pick<User, 'paid_user' | 'signup_date'> | null | undefined,
  now: number,
): boolean {
  if (!user) return false;
  return (
    activeDiscount({ loggedIn: true, paidUser: user.paid_user, signupDate: user.signup_date, now }) !== null
  );
}

/**
 * The member's own discount now (the time bonus, else the welcome discount): `null` when there
 * is none. Its failures are ignored (spec point 7): the packages show without one.
 */
export function useWelcomeDiscount(user: Pick<User, 'paid_user' | 'signup_date'> | null | undefined) {
  // The page's opening time: the welcome days are counted in days, a page is open minutes.
  const [openedAt] = useState(() => Date.now());
  return useSWR<DiscountCode | null>(
    mayHaveOwnDiscount(user, openedAt) ? swrKeys.welcomeDiscount : null,
    () =>
      callApi(endpoints.getDiscountCode, { query: { welcome: 'true' }, retries: 0, silentAuth: true }).catch(
        () => null,
      ),
    { revalidateOnFocus: false },
  );
}

/** The member's balance, orders and credit changes; nothing is asked while `enabled` is false (a visitor). */
export function useTransactions(enabled = true) {
  return useSWR(enabled ? swrKeys.transactions : null, () => callApi(endpoints.getTransactions));
}

const PENDING: ReadonlySet<Order['status']> = new Set(['pending', 'processing']);

/** One order; polled every 2 s while the provider has not decided it (pending, processing). */
export function useOrder(id: number | null) {
  return useSWR(
    id ? swrKeys.order(id) : null,
    () => callApi(endpoints.getOrder, { query: { id: String(id) } }),
    {
      refreshInterval: (order) => (order && PENDING.has(order.status) ? 2000 : 0),
    },
  );
}
