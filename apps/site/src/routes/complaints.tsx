import { useState } from 'react';
import { data, useActionData } from 'react-router';
import type { ComplaintKind } from '@amori/core';
import { ComplaintsScreen, type ComplaintValues } from '@amori/screens';
import { callApi } from '../data/client';
import { endpoints } from '@amori/contract/browser';
import { readForm } from '../data/form.server';
import { useCompanyInfo } from '../data/hooks';
import { sendFor } from '../data/server-api.server';
import { useSession } from '../data/useSession';
import { RouteErrorBoundary } from '../errors';
import type { Route } from './+types/complaints';
import { siteMeta } from './meta';

export const meta = siteMeta;

/**
 * The form as the browser sends it, before the page's scripts run (a slow line): sent to the API
 * from here. It comes back sent, or with the error and everything typed kept.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const field = (name: string) => String(form.get(name) ?? '');
  // As the screen sends them (name and e-mail trimmed); the API's schema judges them, the kind too.
  const values: ComplaintValues = {
    name: field('name').trim(),
    email: field('email').trim(),
    kind: field('kind') as ComplaintKind,
    subject: field('subject'),
    message: field('message'),
  };
  try {
    await sendFor(request, endpoints.submitComplaint, values);
    return { status: 'sent' as const };
  } catch {
    return data({ status: 'error' as const, values }, { status: 400 });
  }
}

/** The complaints form; POST /api/complaints.php. */
export default function ComplaintsRoute() {
  const { user } = useSession();
  const { data: company } = useCompanyInfo();
  // A form sent before the scripts ran, answered by the action above.
  const sent = useActionData<typeof action>();
  const [status, setStatus] = useState<'idle' | 'submitting' | 'sent' | 'error'>(sent?.status ?? 'idle');
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
      company={company ?? null}
      defaultValues={sent && 'values' in sent ? sent.values : undefined}
      onSubmit={(values) => void onSubmit(values)}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
