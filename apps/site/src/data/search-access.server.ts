import { endpoints } from '@amori/contract/browser';
import {
  decideAccess,
  loggedOutSearchAllowed,
  loginRedirect,
  matchRoute,
  readCookie,
  signupsOpen,
  type TrackingRecord,
} from '@amori/core';
import { redirect } from 'react-router';
import { TRACKING_COOKIE } from '../behaviours/tracking';
import { callApiFor, sessionUserFor } from './server-api.server';

/** The visitor's traffic network: from the URL, else the one saved in the tracking cookie. */
export function trafficNetwork(request: Request, url: URL): string | null {
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
 * Member search and profiles (decisions.md): members always; visitors when logged-out search
 * allows it (the trafficsource variant only with a traffic network), else to signup and back,
 * or to login when signups are closed (the `signups` setting).
 */
export async function checkSearchAccess(request: Request) {
  const url = new URL(request.url);
  // A client navigation asks for the page's data at `<path>.data`.
  url.pathname = url.pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/');
  url.searchParams.delete('_routes');
  const entry = matchRoute(url.pathname)?.entry;
  if (!entry) throw new Response(null, { status: 404 });
  const [settings, user] = await Promise.all([
    callApiFor(request, endpoints.getSettings, { host: url.host }),
    sessionUserFor(request).catch(() => null),
  ]);
  const network = trafficNetwork(request, url);
  const returnTo = url.pathname + url.search;
  const decision = decideAccess(
    entry,
    {
      role: user ? (user.paid_user ? 'premium' : 'free') : 'visitor',
      visitorMaySearch: loggedOutSearchAllowed(settings, network),
    },
    returnTo,
  );
  if (decision.kind === 'signup') {
    throw redirect(signupsOpen(settings, network) ? decision.to : loginRedirect(returnTo));
  }
  if (decision.kind === 'login') throw redirect(decision.to);
  if (decision.kind === 'forbidden') throw new Response(null, { status: 403 });
  return { settings, user, network, signupsOpen: signupsOpen(settings, network) };
}
