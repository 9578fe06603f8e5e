import { redirect, useNavigate } from 'react-router';
import { endpoints } from '@amori/contract/browser';
import { loginRedirect } from '@amori/core';
import { LandersScreen, landerSummaryOf } from '@amori/screens';
import { useEditorLanders } from '../data/landers';
import { callApiFor, sessionUserFor } from '../data/server-api.server';
import { RouteErrorBoundary } from '../errors';
import type { Route } from './+types/admin-landers';
import { siteMeta } from './meta';

/** /admin/landers: the landers of the lander editor, for the operator role only (decisions.md). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await sessionUserFor(request).catch(() => null);
  if (!user) throw redirect(loginRedirect('/admin/landers'));
  if (user.role !== 'operator') throw new Response(null, { status: 403 });
  // The list is in the first HTML; a failed read leaves it to the page (its error and retry).
  return { landers: await callApiFor(request, endpoints.getEditorLanders).catch(() => undefined) };
}

export const meta = siteMeta;

const editHref = (slug: string) => `/admin/landers/${slug}`;

export default function AdminLandersRoute({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { data, error, mutate } = useEditorLanders(loaderData.landers);
  return (
    <LandersScreen
      status={data ? 'ready' : error ? 'error' : 'loading'}
      landers={(data?.landers ?? []).map(landerSummaryOf)}
      editHref={editHref}
      onCreate={(slug) => void navigate(editHref(slug))}
      onRetry={() => void mutate()}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
