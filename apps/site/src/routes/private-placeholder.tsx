import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { mutate } from 'swr';
import { loginRedirect } from '@amori/core';
import { ComingSoonScreen } from '@amori/screens';
import { swrKeys } from '../data/keys';
import { fetchSessionUser } from '../data/session';
import { RouteErrorBoundary } from '../errors';
import type { Route } from './+types/private-placeholder';
import { siteMeta } from './meta';

export const meta = siteMeta;

/**
 * A member route (chats, likes, credits, ...): rendered on the client. A visitor goes to
 * login, then back here.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await fetchSessionUser();
  if (!user) {
    // The server says logged out (e.g. 403 authentication_required): forget the cached
    // member too, or the header would still show them on the login page.
    await Promise.all([
      mutate(swrKeys.user, null, { revalidate: false }),
      mutate(swrKeys.chats, undefined, { revalidate: false }),
      mutate(swrKeys.likes, undefined, { revalidate: false }),
    ]);
    const url = new URL(request.url);
    throw redirect(loginRedirect(url.pathname + url.search));
  }
  return { user };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const { t } = useTranslation('common');
  return (
    <p role="status" style={{ padding: 24 }}>
      {t('status.loading')}
    </p>
  );
}

export default function PrivatePlaceholderRoute() {
  return <ComingSoonScreen homeHref="/" />;
}

export { RouteErrorBoundary as ErrorBoundary };
