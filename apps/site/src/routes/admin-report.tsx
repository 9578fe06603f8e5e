import { useState } from 'react';
import { redirect, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { endpoints } from '@amori/contract/browser';
import { loginRedirect } from '@amori/core';
import { ModerationReportScreen } from '@amori/screens';
import { callApi } from '../data/client';
import { callApiFor, refusedUrl, sessionUserFor } from '../data/server-api.server';
import { RouteErrorBoundary } from '../errors';
import type { Route } from './+types/admin-report';

/** /admin/reports/{id}: a report as a moderator judges it, and the action taken on it. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await sessionUserFor(request).catch(() => null);
  if (!user) throw redirect(loginRedirect(new URL(request.url).pathname));
  if (user.role === 'member') throw new Response(null, { status: 403 });
  return callApiFor(request, endpoints.getReport, { id: params.id }).catch(refusedUrl);
}

export const meta: Route.MetaFunction = () => [{ title: 'Moderation' }];

export default function AdminReportRoute({ loaderData }: Route.ComponentProps) {
  const { i18n } = useTranslation();
  const revalidator = useRevalidator();
  const [actStatus, setActStatus] = useState<'idle' | 'sending' | 'done' | 'error'>('idle');
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ModerationReportScreen
      status="ready"
      detail={loaderData}
      actStatus={actStatus}
      backHref="/admin"
      formatDate={(iso) => format.format(new Date(iso))}
      onAct={(values) => {
        setActStatus('sending');
        callApi(endpoints.moderate, { body: { report: loaderData.report.id, ...values }, retries: 0 })
          .then(async () => {
            setActStatus('done');
            await revalidator.revalidate();
          })
          .catch(() => setActStatus('error'));
      }}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
