import { DIRECT_DEBIT_ERRORS, DirectDebitScreen, type DirectDebitError } from '@amori/screens';
import { endpoints } from '@amori/contract/browser';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiRequestError, callApi } from '../data/client';
import { useUser } from '../data/hooks';
import { useCredits, useWelcomeDiscount } from '../data/payments';
import { RouteErrorBoundary } from '../errors';
import { discountView } from '../payments/CreditsPage';
import type { Route } from './+types/directdebit';
import { goToCheckout } from './checkout';
import { LoadingFallback, memberOnly } from './member-only';
import { visitorsToLogin } from './member-only.server';
import { siteMeta } from './meta';

export const meta = siteMeta;

/** A visitor goes to login from the server (see visitorsToLogin). */
export const loader = ({ request }: { request: Request }) => visitorsToLogin(request);

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => memberOnly(request);
clientLoader.hydrate = true as const;
export const HydrateFallback = LoadingFallback;

const errorOf = (e: unknown): DirectDebitError =>
  e instanceof ApiRequestError && (DIRECT_DEBIT_ERRORS as readonly string[]).includes(e.code)
    ? (e.code as DirectDebitError)
    : 'generic';

/** `/directdebit?package=<id>`: the direct debit form, then the texted code; confirmed, the order's page. */
export default function DirectDebitRoute() {
  const [search] = useSearchParams();
  const { data } = useCredits();
  const { data: user } = useUser();
  // The member's own discount, as the checkout shows it; the server applies the same on confirming.
  const { data: code } = useWelcomeDiscount(user);
  const discount = discountView(code, user);
  const pack = data?.packages.find((p) => String(p.id) === search.get('package')) ?? null;
  const [request, setRequest] = useState<{ id: number; hint: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<DirectDebitError | null>(null);
  const run = async (work: () => Promise<void>) => {
    setSubmitting(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(errorOf(e));
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <DirectDebitScreen
      status={data ? (pack ? 'ready' : 'notFound') : 'loading'}
      pack={pack}
      discount={discount ? { code: discount.code, percentage: discount.percentage } : null}
      step={request ? 'code' : 'form'}
      mobileHint={request?.hint}
      submitting={submitting}
      error={error}
      backHref={pack ? `/credits/${pack.id}` : '/credits'}
      onSubmit={(values) =>
        void run(async () => {
          if (!pack) return;
          const answer = await callApi(endpoints.startDirectDebit, {
            body: { ...values, package_id: pack.id },
            retries: 0,
          });
          setRequest({ id: answer.request, hint: answer.mobile_hint });
        })
      }
      onConfirm={(code) =>
        void run(async () => {
          if (!request) return;
          const placed = await callApi(endpoints.confirmDirectDebit, {
            body: { request: request.id, sms_code: code },
            retries: 0,
          });
          goToCheckout(placed.checkout_url);
        })
      }
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
