import { redirect, useMatches } from 'react-router';
import { ActivateScreen } from '@amori/screens';
import { useSettings } from '../data/hooks';
import { callApi } from '../data/client';
import { endpoints } from '@amori/contract/browser';
import { RouteErrorBoundary } from '../errors';
import type { Route } from './+types/activate';
import { siteMeta } from './meta';

export const meta = siteMeta;

/**
 * `/activate/done?token=...` (the mailed link) confirms the address, on the server, then shows
 * the page without the token; a link that does not work goes to `/activate/error`.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  if (!token || url.pathname !== '/activate/done') return null;
  const { headers } = forwarded(request);
  try {
    await callApi(endpoints.activate, {
      origin: process.env.API_ORIGIN ?? url.origin,
      headers,
      body: { token },
      retries: 0,
    });
  } catch {
    throw redirect('/activate/error');
  }
  throw redirect('/activate/done');
}

function forwarded(request: Request) {
  const headers: Record<string, string> = { 'x-forwarded-host': new URL(request.url).host };
  for (const name of ['cookie', 'x-forwarded-for']) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  return { headers };
}

export default function ActivateRoute() {
  const matches = useMatches();
  const { data: settings } = useSettings();
  const outcome = matches[matches.length - 1]?.id === 'activate-error' ? 'error' : 'done';
  return (
    <ActivateScreen
      outcome={outcome}
      continueHref="/signup-matches"
      supportEmail={settings?.support_email ?? ''}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
