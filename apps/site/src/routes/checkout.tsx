import { CHECKOUT_ERRORS, CheckoutScreen, type CheckoutError } from '@amori/screens';
import { isPaymentMethod, type PaymentMethod } from '@amori/core';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiRequestError } from '../data/client';
import { useUser } from '../data/hooks';
import { payments, useCredits, useWelcomeDiscount } from '../data/payments';
import { RouteErrorBoundary } from '../errors';
import { discountView } from '../payments/CreditsPage';
import type { Route } from './+types/checkout';
import { LoadingFallback, memberOnly } from './member-only';
import { visitorsToLogin } from './member-only.server';
import { siteMeta } from './meta';

export const meta = siteMeta;

/** A visitor goes to login from the server (see visitorsToLogin). */
export const loader = ({ request }: { request: Request }) => visitorsToLogin(request);

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => memberOnly(request);
clientLoader.hydrate = true as const;
export const HydrateFallback = LoadingFallback;

export function checkoutErrorOf(error: unknown): CheckoutError {
  return error instanceof ApiRequestError && (CHECKOUT_ERRORS as readonly string[]).includes(error.code)
    ? (error.code as CheckoutError)
    : 'generic';
}

/** Goes to the provider's hosted checkout (the sandbox's page, or Mollie's). */
export function goToCheckout(url: string) {
  window.location.assign(url);
}

/** `/credits/{id}/{paymentmethod?}`: the bundle, a method of the payment country, then the provider's checkout. */
export default function CheckoutRoute() {
  const params = useParams();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { data: user } = useUser();
  const { data, error, mutate } = useCredits();
  const { data: code } = useWelcomeDiscount(user);
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<CheckoutError | null>(null);
  const [withoutDiscount, setWithoutDiscount] = useState(false);
  const pack = data?.packages.find((p) => String(p.id) === params['id']) ?? null;
  const methods = data?.payment_methods ?? [];
  const fromUrl = params['paymentmethod'];
  const method =
    chosen ?? (isPaymentMethod(fromUrl) && methods.includes(fromUrl) ? fromUrl : (methods[0] ?? null));
  const discount = withoutDiscount ? null : discountView(code, user);
  const retry = search.get('retry') === '1';

  const pay = async () => {
    if (!pack || !method) return;
    // SEPA direct debit: the account and the SMS code first, on /directdebit.
    if (method === 'sepa_direct_debit') {
      void navigate(`/directdebit?package=${pack.id}`);
      return;
    }
    setPaying(true);
    setFailure(null);
    try {
      const placed = await payments.order({
        package_id: pack.id,
        payment_method: method,
        ...(discount ? { discount_code: discount.code } : {}),
      });
      goToCheckout(placed.checkout_url);
    } catch (e) {
      const failed = checkoutErrorOf(e);
      // A refused personal discount is dropped: the next try is without it.
      if (failed.startsWith('code_')) setWithoutDiscount(true);
      setFailure(failed);
      setPaying(false);
    }
  };

  return (
    <CheckoutScreen
      status={data ? (pack ? 'ready' : 'notFound') : error ? 'error' : 'loading'}
      pack={pack}
      discount={discount ? { code: discount.code, percentage: discount.percentage } : null}
      vatPercentage={data?.vat_percentage ?? 0}
      methods={methods}
      method={method}
      onMethodChange={(next) => {
        setChosen(next);
        setFailure(null);
      }}
      onPay={() => void pay()}
      paying={paying}
      error={failure}
      retry={retry}
      backHref="/credits"
      onRetry={() => void mutate()}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
