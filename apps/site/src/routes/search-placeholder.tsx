import { endpoints } from '@amori/contract/browser';
import {
  decideAccess,
  loggedOutSearchAllowed,
  matchRoute,
  readCookie,
  type TrackingRecord,
} from '@amori/core';
import { redirect } from 'react-router';
import { ComingSoonScreen } from '@amori/screens';
import { TRACKING_COOKIE } from '../behaviours/tracking';
import { callApiFor, sessionUserFor } from '../data/server-api.server';
import { RouteErrorBoundary } from '../errors';
import type { Route } from './+types/search-placeholder';
import { siteMeta } from './meta';

export const meta = siteMeta;

function trafficNetwork(request: Request, url: URL): string | null {
  const fromQuery = url.searchParams.get('network');
  if (fromQuery) return fromQuery;
  try {
    const saved = readCookie(request.headers.get('cookie'), TRACKING_COOKIE);
    return saved ? ((JSON.parse(saved) as TrackingRecord).network ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * Member search and profiles: members always; visitors when logged-out search allows it
 * (the trafficsource variant only with a traffic network), else to signup and back.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const entry = matchRoute(url.pathname)?.entry;
  if (!entry) throw new Response(null, { status: 404 });
  const [settings, user] = await Promise.all([
    callApiFor(request, endpoints.getSettings, { host: url.host }),
    sessionUserFor(request).catch(() => null),
  ]);
  const decision = decideAccess(
    entry,
    {
      role: user ? (user.paid_user ? 'premium' : 'free') : 'visitor',
      visitorMaySearch: loggedOutSearchAllowed(settings, trafficNetwork(request, url)),
    },
    url.pathname + url.search,
  );
  if (decision.kind === 'login' || decision.kind === 'signup') throw redirect(decision.to);
  if (decision.kind === 'forbidden') throw new Response(null, { status: 403 });
  return null;
}

export default function SearchPlaceholderRoute() {
  return <ComingSoonScreen homeHref="/" />;
}

export { RouteErrorBoundary as ErrorBoundary };
