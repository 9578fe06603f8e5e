import { DirectDebitScreen, type DirectDebitValues } from '@amori/screens';
import { endpoints } from '@amori/contract/browser';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { callApi } from '../data/client';
import { useUser } from '../data/hooks';
import { useCredits, useWelcomeDiscount } from '../data/payments';
import { RouteErrorBoundary } from '../errors';
import { discountView } from '../payments/CreditsPage';
import { directDebitFailure, type DirectDebitFailure } from '../payments/directDebitErrors';
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

const EMPTY: DirectDebitValues = {
  account_holder: '',
  iban: '',
  street: '',
  house_number: '',
  postal_code: '',
  city: '',
  mobile: '',
  authorised: false,
};

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
  const [failure, setFailure] = useState<DirectDebitFailure | null>(null);
  // `values`: what the form sent (the code step sends none), to tell an empty field from a refused one.
  const run = async (work: () => Promise<void>, values: DirectDebitValues = EMPTY) => {
    setSubmitting(true);
    setFailure(null);
    try {
      await work();
    } catch (e) {
      setFailure(directDebitFailure(e, values));
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
      error={failure?.error ?? null}
      fieldErrors={failure?.fields ?? null}
      backHref={pack ? `/credits/${pack.id}` : '/credits'}
      onSubmit={(values) =>
        void run(async () => {
          if (!pack) return;
          const answer = await callApi(endpoints.startDirectDebit, {
            body: { ...values, package_id: pack.id },
            retries: 0,
          });
          setRequest({ id: answer.request, hint: answer.mobile_hint });
        }, values)
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
