import { TransactionsScreen } from '@amori/screens';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { mutate } from 'swr';
import { ApiRequestError } from '../data/client';
import { swrKeys } from '../data/keys';
import { useOrder, useTransactions } from '../data/payments';
import { RouteErrorBoundary } from '../errors';
import type { Route } from './+types/transactions';
import { LoadingFallback, memberOnly } from './member-only';
import { visitorsToLogin } from './member-only.server';
import { siteMeta } from './meta';

export const meta = siteMeta;

/** A visitor goes to login from the server (see visitorsToLogin). */
export const loader = ({ request }: { request: Request }) => visitorsToLogin(request);

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => memberOnly(request);
clientLoader.hydrate = true as const;
export const HydrateFallback = LoadingFallback;

/** `/transactions/{id?}`: an order's status (polled until the provider decides), or every order. */
export default function TransactionsRoute() {
  const params = useParams();
  const id = params['id'] && /^\d{1,9}$/.test(params['id']) ? Number(params['id']) : null;
  const invalid = params['id'] !== undefined && id === null;
  const order = useOrder(id);
  const list = useTransactions();
  const completed = order.data?.status === 'completed';
  // Credits added: the balance updates everywhere (the navigation's badge).
  useEffect(() => {
    if (completed) void mutate(swrKeys.user);
  }, [completed]);
  const current = id ? order : list;
  const notFound =
    invalid || (current.error instanceof ApiRequestError && current.error.code === 'not_found');
  return (
    <TransactionsScreen
      status={notFound ? 'notFound' : current.data ? 'ready' : current.error ? 'error' : 'loading'}
      order={id ? (order.data ?? null) : null}
      transactions={id ? null : (list.data ?? null)}
      retryHref={order.data?.package_id ? `/credits/${order.data.package_id}?retry=1` : '/credits'}
      creditsHref="/credits"
      continueHref="/members"
      orderHref={(orderId) => `/transactions/${orderId}`}
      ordersHref="/transactions"
      onRetry={() => void current.mutate()}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
