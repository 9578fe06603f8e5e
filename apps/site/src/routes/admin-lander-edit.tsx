import { lazy, Suspense, useEffect, useState } from 'react';
import { redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import { endpoints } from '@amori/contract/browser';
import { loginRedirect } from '@amori/core';
import { landerMemberOf } from '@amori/screens';
import { callApiFor, sessionUserFor } from '../data/server-api.server';
import { RouteErrorBoundary } from '../errors';
import type { Route } from './+types/admin-lander-edit';
import { siteMeta } from './meta';

// The editor (Puck and its styles) loads on this route only, in the browser.
const LanderEditor = lazy(() => import('../admin/LanderEditor'));

/** A lander's address: what the contract's landerSlug accepts. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,59}$/;

/** /admin/landers/{slug}: the lander editor on one lander (new if none has the slug), for operators only. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await sessionUserFor(request).catch(() => null);
  if (!user) throw redirect(loginRedirect(new URL(request.url).pathname));
  if (user.role !== 'operator') throw new Response(null, { status: 403 });
  if (!SLUG.test(params.slug)) throw new Response(null, { status: 404 });
  const [{ landers }, found] = await Promise.all([
    callApiFor(request, endpoints.getEditorLanders),
    callApiFor(request, endpoints.searchMembers, {}).catch(() => null),
  ]);
  return {
    slug: params.slug,
    landers,
    members: (found?.profiles ?? []).slice(0, 12).map(landerMemberOf),
  };
}

export const meta = siteMeta;

export default function AdminLanderEditRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const [mounted, setMounted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the editor runs in the browser only
  useEffect(() => setMounted(true), []);
  const loading = <p role="status">{t('editor.loading')}</p>;
  return mounted ? (
    <Suspense fallback={loading}>
      <LanderEditor
        key={loaderData.slug}
        slug={loaderData.slug}
        landers={loaderData.landers}
        members={loaderData.members}
        listHref="/admin/landers"
      />
    </Suspense>
  ) : (
    loading
  );
}

export { RouteErrorBoundary as ErrorBoundary };
