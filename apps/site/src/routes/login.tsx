import { useState } from 'react';
import { data, redirect, useActionData, useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { safeRedirect } from '@amori/core';
import { LoginScreen, type LoginError } from '@amori/screens';
import { ApiRequestError, callApi } from '../data/client';
import { swrKeys } from '../data/keys';
import { endpoints } from '@amori/contract/browser';
import { readForm } from '../data/form.server';
import { loginFor } from '../data/server-api.server';
import { RouteErrorBoundary } from '../errors';
import type { Route } from './+types/login';
import { siteMeta } from './meta';

export const meta = siteMeta;

/** The error a failed login shows. */
export function loginErrorOf(error: unknown): LoginError {
  if (error instanceof ApiRequestError) {
    if (error.code === 'account_locked') {
      const minutes = Number(error.details?.['minutes']);
      return { kind: 'locked', minutes: Number.isFinite(minutes) && minutes > 0 ? minutes : 15 };
    }
    if (error.code === 'account_suspended') {
      const until = error.details?.['until'];
      return { kind: 'suspended', until: typeof until === 'string' ? until : null };
    }
    // An address the API's schema refuses (too short, too long) logs no one in either: "try again
    // later" would send the visitor back with the same address.
    if (error.code === 'login_failed' || error.code === 'validation_failed' || error.status === 401)
      return { kind: 'failed' };
  }
  return { kind: 'generic' };
}

/**
 * The form as the browser sends it, before the page's scripts run (a slow line): the login is
 * done here, the session cookie set on the answer, and the visitor sent on as after a login in
 * the page. A failed one comes back with its error and the e-mail address kept, one with an
 * empty field with that field's message.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  // An empty field: each one says so, as it does when the page's scripts check the form.
  if (!email || !password) return data({ email, error: null }, { status: 400 });
  try {
    const cookies = await loginFor(request, { email, password });
    const headers = new Headers();
    for (const cookie of cookies) headers.append('set-cookie', cookie);
    const to = safeRedirect(new URL(request.url).searchParams.get('redirect'));
    return redirect(to, { status: 303, headers });
  } catch (e) {
    const status = e instanceof ApiRequestError && e.status >= 400 ? e.status : 502;
    return data({ email, error: loginErrorOf(e) }, { status });
  }
}

/** Login; afterwards back to where the visitor came from (`redirect`), else home. */
export default function LoginRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  // A form sent before the scripts ran, answered by the action above.
  const sent = useActionData<typeof action>();
  const [status, setStatus] = useState<'idle' | 'submitting'>('idle');
  const [error, setError] = useState<LoginError | null>(sent?.error ?? null);

  const onSubmit = async (values: { email: string; password: string }) => {
    setStatus('submitting');
    setError(null);
    try {
      const { user } = await callApi(endpoints.login, { body: values, retries: 0 });
      await mutate(swrKeys.user, user, { revalidate: false });
      await navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (e) {
      setError(loginErrorOf(e));
      setStatus('idle');
    }
  };

  return (
    <LoginScreen
      status={status}
      error={error}
      onSubmit={(values) => void onSubmit(values)}
      signupHref="/signup"
      resetPasswordHref="/reset-password"
      defaultEmail={sent?.email}
      // Came back without a login error: a field was empty.
      showFieldErrors={sent !== undefined && sent.error === null}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
