import { useState } from 'react';
import { ResetPasswordScreen, type AccountError } from '@amori/screens';
import { account, accountErrorOf } from '../data/account';
import { RouteErrorBoundary } from '../errors';
import { siteMeta } from './meta';

export const meta = siteMeta;

/** `/reset-password`: mails a link to choose a new password. */
export default function ResetPasswordRoute() {
  const [status, setStatus] = useState<'idle' | 'submitting' | 'sent'>('idle');
  const [error, setError] = useState<AccountError | null>(null);
  const [sentTo, setSentTo] = useState<string>();
  const onSubmit = async (email: string) => {
    setStatus('submitting');
    setError(null);
    try {
      await account.requestPasswordReset(email);
      setSentTo(email);
      setStatus('sent');
    } catch (e) {
      setError(accountErrorOf(e));
      setStatus('idle');
    }
  };
  return (
    <ResetPasswordScreen
      status={status}
      error={error}
      sentTo={sentTo}
      onSubmit={(email) => void onSubmit(email)}
      loginHref="/login"
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
