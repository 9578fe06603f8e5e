import { redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import { endpoints } from '@amori/contract/browser';
import { loginRedirect } from '@amori/core';
import { ModerationAppealsScreen } from '@amori/screens';
import { callApiFor, sessionUserFor } from '../data/server-api.server';
import { RouteErrorBoundary } from '../errors';
import type { Route } from './+types/admin-appeals';

/** /admin/appeals: the console's open appeals, for moderators and operators. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await sessionUserFor(request).catch(() => null);
  if (!user) throw redirect(loginRedirect('/admin/appeals'));
  if (user.role === 'member') throw new Response(null, { status: 403 });
  return callApiFor(request, endpoints.getAppeals);
}

export const meta: Route.MetaFunction = () => [{ title: 'Moderation' }];

export default function AdminAppealsRoute({ loaderData }: Route.ComponentProps) {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ModerationAppealsScreen
      status="ready"
      appeals={loaderData.appeals}
      appealHref={(id) => `/admin/appeals/${id}`}
      queueHref="/admin"
      formatDate={(iso) => format.format(new Date(iso))}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
