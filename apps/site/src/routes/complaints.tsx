import { useState } from 'react';
import { ComplaintsScreen, type ComplaintValues } from '@amori/screens';
import { callApi } from '../data/client';
import { endpoints } from '@amori/contract/browser';
import { useSession } from '../data/useSession';
import { RouteErrorBoundary } from '../errors';
import { siteMeta } from './meta';

export const meta = siteMeta;
export { reopenPage as action } from './form-sent-early';

/** The complaints form; POST /api/complaints.php. */
export default function ComplaintsRoute() {
  const { user } = useSession();
  const [status, setStatus] = useState<'idle' | 'submitting' | 'sent' | 'error'>('idle');
  const onSubmit = async (values: ComplaintValues) => {
    setStatus('submitting');
    try {
      await callApi(endpoints.submitComplaint, { body: values, retries: 1 });
      setStatus('sent');
    } catch {
      setStatus('error');
    }
  };
  return (
    <ComplaintsScreen
      status={status}
      defaultEmail={user?.email}
      onSubmit={(values) => void onSubmit(values)}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
