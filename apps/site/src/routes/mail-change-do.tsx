import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { MailChangeScreen, type AccountError } from '@amori/screens';
import { account, accountErrorOf } from '../data/account';
import { swrKeys } from '../data/keys';
import { RouteErrorBoundary } from '../errors';
import { siteMeta } from './meta';

export const meta = siteMeta;

/** `/mail-change/do?token=...`: the new address is confirmed with a click. */
export default function MailChangeDoRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutate } = useSWRConfig();
  const [status, setStatus] = useState<'ready' | 'submitting' | 'done' | 'error'>(token ? 'ready' : 'error');
  const [error, setError] = useState<AccountError | null>(token ? null : { code: 'token_invalid' });
  const [email, setEmail] = useState<string>();
  const onConfirm = async () => {
    setStatus('submitting');
    try {
      const answer = await account.confirmMailChange(token);
      setEmail(answer.email);
      setStatus('done');
      await Promise.all([mutate(swrKeys.user), mutate(swrKeys.accountSettings)]);
    } catch (e) {
      setError(accountErrorOf(e));
      setStatus('error');
    }
  };
  return (
    <MailChangeScreen
      status={status}
      error={error}
      email={email}
      onConfirm={() => void onConfirm()}
      settingsHref="/notifications"
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
