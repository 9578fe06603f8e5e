import { redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import { endpoints } from '@amori/contract/browser';
import { loginRedirect } from '@amori/core';
import { ModerationQueueScreen } from '@amori/screens';
import { callApiFor, sessionUserFor } from '../data/server-api.server';
import { RouteErrorBoundary } from '../errors';
import type { Route } from './+types/admin';

/** /admin: the moderation console's queue, for moderators and operators. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await sessionUserFor(request).catch(() => null);
  if (!user) throw redirect(loginRedirect('/admin'));
  if (user.role === 'member') throw new Response(null, { status: 403 });
  return callApiFor(request, endpoints.getReports);
}

export const meta: Route.MetaFunction = () => [{ title: 'Moderation' }];

export default function AdminRoute({ loaderData }: Route.ComponentProps) {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ModerationQueueScreen
      status="ready"
      reports={loaderData.reports}
      reportHref={(id) => `/admin/reports/${id}`}
      appealsHref="/admin/appeals"
      formatDate={(iso) => format.format(new Date(iso))}
      photosHref="/admin/photos"
      transparencyHref="/admin/transparency"
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
