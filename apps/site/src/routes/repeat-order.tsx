import { CheckoutScreen, type CheckoutError } from '@amori/screens';
import { isPaymentMethod, repeatableOrder, type PaymentMethod } from '@amori/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { payments, useCredits, useTransactions } from '../data/payments';
import { RouteErrorBoundary } from '../errors';
import type { Route } from './+types/repeat-order';
import { checkoutErrorOf, goToCheckout } from './checkout';
import { LoadingFallback, memberOnly } from './member-only';
import { visitorsToLogin } from './member-only.server';
import { siteMeta } from './meta';

export const meta = siteMeta;

/** A visitor goes to login from the server (see visitorsToLogin). */
export const loader = ({ request }: { request: Request }) => visitorsToLogin(request);

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => memberOnly(request);
clientLoader.hydrate = true as const;
export const HydrateFallback = LoadingFallback;

/** `/credits/repeat-order`: the last order's bundle and method, ready to pay again. */
export default function RepeatOrderRoute() {
  const navigate = useNavigate();
  const { data: credits, error: creditsError } = useCredits();
  const { data: list, error: listError, mutate } = useTransactions();
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<CheckoutError | null>(null);
  // The order the server repeats: the newest, while its bundle is still sold here.
  const last =
    list && credits
      ? repeatableOrder(
          list.orders,
          credits.packages.map((p) => p.id),
        )
      : null;
  const pack = credits?.packages.find((p) => p.id === last?.package_id) ?? null;
  const methods = credits?.payment_methods ?? [];
  const lastMethod = last && isPaymentMethod(last.payment_method) ? last.payment_method : null;
  const method = chosen ?? (lastMethod && methods.includes(lastMethod) ? lastMethod : (methods[0] ?? null));
  const loaded = Boolean(credits && list);

  const pay = async () => {
    if (!method) return;
    // SEPA direct debit: the account and the SMS code again, on /directdebit (the server refuses it here).
    if (method === 'sepa_direct_debit') {
      if (pack) void navigate(`/directdebit?package=${pack.id}`);
      return;
    }
    setPaying(true);
    setFailure(null);
    try {
      goToCheckout((await payments.repeat(method)).checkout_url);
    } catch (e) {
      setFailure(checkoutErrorOf(e));
      setPaying(false);
    }
  };

  return (
    <CheckoutScreen
      status={
        loaded
          ? pack
            ? 'ready'
            : list?.orders.length === 0
              ? 'noOrder'
              : 'notFound'
          : creditsError || listError
            ? 'error'
            : 'loading'
      }
      pack={pack}
      discount={null}
      vatPercentage={credits?.vat_percentage ?? 0}
      methods={methods}
      method={method}
      onMethodChange={setChosen}
      onPay={() => void pay()}
      paying={paying}
      error={failure}
      backHref="/credits"
      onRetry={() => void mutate()}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
