import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ResetPasswordDoScreen, type AccountError } from '@amori/screens';
import { account, accountErrorOf } from '../data/account';
import { useClearSession } from '../data/useSession';
import { RouteErrorBoundary } from '../errors';
import { siteMeta } from './meta';

export const meta = siteMeta;

type Status = 'checking' | 'ready' | 'submitting' | 'done' | 'invalid';

/** `/reset-password/do?token=...`: the link is checked, then a new password is chosen. */
export default function ResetPasswordDoRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const clear = useClearSession();
  const [status, setStatus] = useState<Status>(token ? 'checking' : 'invalid');
  const [error, setError] = useState<AccountError | null>(null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    account.checkPasswordReset(token).then(
      () => live && setStatus('ready'),
      () => live && setStatus('invalid'),
    );
    return () => {
      live = false;
    };
  }, [token]);
  const onSubmit = async (password: string) => {
    setStatus('submitting');
    setError(null);
    try {
      await account.resetPassword(token, password);
      // Every session ended, this one too.
      await clear();
      setStatus('done');
    } catch (e) {
      const failure = accountErrorOf(e);
      if (failure.code === 'token_invalid') setStatus('invalid');
      else {
        setError(failure);
        setStatus('ready');
      }
    }
  };
  return (
    <ResetPasswordDoScreen
      status={status}
      error={error}
      onSubmit={(password) => void onSubmit(password)}
      loginHref="/login"
      requestHref="/reset-password"
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
