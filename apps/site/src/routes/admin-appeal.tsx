import { useState } from 'react';
import { redirect, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { endpoints } from '@amori/contract/browser';
import { loginRedirect } from '@amori/core';
import { ModerationAppealScreen } from '@amori/screens';
import { callApi } from '../data/client';
import { callApiFor, refusedUrl, sessionUserFor } from '../data/server-api.server';
import { RouteErrorBoundary } from '../errors';
import type { Route } from './+types/admin-appeal';

/** /admin/appeals/{id}: an appeal as a second moderator decides it. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await sessionUserFor(request).catch(() => null);
  if (!user) throw redirect(loginRedirect(new URL(request.url).pathname));
  if (user.role === 'member') throw new Response(null, { status: 403 });
  return callApiFor(request, endpoints.getAppeal, { id: params.id }).catch(refusedUrl);
}

export const meta: Route.MetaFunction = () => [{ title: 'Moderation' }];

export default function AdminAppealRoute({ loaderData }: Route.ComponentProps) {
  const { i18n } = useTranslation();
  const revalidator = useRevalidator();
  const [decideStatus, setDecideStatus] = useState<'idle' | 'sending' | 'done' | 'error'>('idle');
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ModerationAppealScreen
      status="ready"
      appeal={loaderData}
      decideStatus={decideStatus}
      backHref="/admin/appeals"
      formatDate={(iso) => format.format(new Date(iso))}
      onDecide={(values) => {
        setDecideStatus('sending');
        callApi(endpoints.decideAppeal, { body: { appeal: loaderData.id, ...values }, retries: 0 })
          .then(async () => {
            setDecideStatus('done');
            await revalidator.revalidate();
          })
          .catch(() => setDecideStatus('error'));
      }}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
