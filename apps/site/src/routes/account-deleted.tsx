import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AccountDeletedScreen } from '@amori/screens';
import { account } from '../data/account';
import { RouteErrorBoundary } from '../errors';
import { siteMeta } from './meta';

export const meta = siteMeta;

type Status = 'deleted' | 'reactivate' | 'reactivating' | 'reactivated' | 'invalid';

/** `/account-deleted`: after a deletion, and the reactivation link's page (`?token=`). */
export default function AccountDeletedRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [status, setStatus] = useState<Status>(token ? 'reactivate' : 'deleted');
  const onReactivate = async () => {
    if (!token) return;
    setStatus('reactivating');
    try {
      await account.reactivate(token);
      setStatus('reactivated');
    } catch {
      setStatus('invalid');
    }
  };
  return (
    <AccountDeletedScreen
      status={status}
      onReactivate={() => void onReactivate()}
      loginHref="/login"
      homeHref="/"
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
