import { lazy, Suspense, useEffect, useState } from 'react';
import { redirect } from 'react-router';
import { endpoints } from '@amori/contract/browser';
import { loginRedirect } from '@amori/core';
import { landerMemberOf } from '@amori/screens';
import { callApiFor, sessionUserFor } from '../data/server-api.server';
import { RouteErrorBoundary } from '../errors';
import type { Route } from './+types/admin-landers';

// The editor (Puck and its styles) loads on this route only, in the browser.
const LanderEditor = lazy(() => import('../admin/LanderEditor'));

/** /admin/landers: the lander editor, for the operator role only (decisions.md). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await sessionUserFor(request).catch(() => null);
  if (!user) throw redirect(loginRedirect('/admin/landers'));
  if (user.role !== 'operator') throw new Response(null, { status: 403 });
  const [{ landers }, found] = await Promise.all([
    callApiFor(request, endpoints.getEditorLanders),
    callApiFor(request, endpoints.searchMembers, {}).catch(() => null),
  ]);
  return { landers, members: (found?.profiles ?? []).slice(0, 12).map(landerMemberOf) };
}

export const meta: Route.MetaFunction = () => [{ title: 'Lander editor' }];

export default function AdminLandersRoute({ loaderData }: Route.ComponentProps) {
  const [mounted, setMounted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the editor runs in the browser only
  useEffect(() => setMounted(true), []);
  const loading = <p role="status">Loading the lander editor…</p>;
  return mounted ? (
    <Suspense fallback={loading}>
      <LanderEditor landers={loaderData.landers} members={loaderData.members} />
    </Suspense>
  ) : (
    loading
  );
}

export { RouteErrorBoundary as ErrorBoundary };
