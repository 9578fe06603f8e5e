import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { safeRedirect } from '@amori/core';
import { LoginScreen, type LoginError } from '@amori/screens';
import { ApiRequestError, callApi } from '../data/client';
import { swrKeys } from '../data/keys';
import { endpoints } from '@amori/contract/browser';
import { RouteErrorBoundary } from '../errors';
import { siteMeta } from './meta';

export const meta = siteMeta;
export { reopenPage as action } from './form-sent-early';

/** The error a failed login shows. */
export function loginErrorOf(error: unknown): LoginError {
  if (error instanceof ApiRequestError) {
    if (error.code === 'account_locked') {
      const minutes = Number(error.details?.['minutes']);
      return { kind: 'locked', minutes: Number.isFinite(minutes) && minutes > 0 ? minutes : 15 };
    }
    if (error.code === 'login_failed' || error.status === 401) return { kind: 'failed' };
  }
  return { kind: 'generic' };
}

/** Login; afterwards back to where the visitor came from (`redirect`), else home. */
export default function LoginRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [status, setStatus] = useState<'idle' | 'submitting'>('idle');
  const [error, setError] = useState<LoginError | null>(null);

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
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
