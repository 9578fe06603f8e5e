import type { CallById, QueryOf, ResponseOf } from '@amori/contract';
import type { CallId, Endpoint } from '@amori/contract/browser';
import { callApi } from './client';
import { fetchSessionUser } from './session';

function forwarded(request: Request): { origin: string; headers: Record<string, string> } {
  const url = new URL(request.url);
  const origin = process.env.API_ORIGIN ?? url.origin;
  const headers: Record<string, string> = {};
  const cookie = request.headers.get('cookie');
  if (cookie) headers.cookie = cookie;
  const forwardedFor = request.headers.get('x-forwarded-for');
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  const language = request.headers.get('accept-language');
  if (language) headers['accept-language'] = language;
  return { origin, headers };
}

/**
 * Calls the API from a server-side loader on behalf of the visitor: forwards the cookie and
 * the visitor's address, and names the host the visitor asked for.
 */
export function callApiFor<K extends CallId>(
  request: Request,
  endpoint: Endpoint<K>,
  query?: QueryOf<CallById[K]>,
): Promise<ResponseOf<CallById[K]>> {
  return callApi(endpoint, { ...forwarded(request), query, retries: 1 });
}

/** The visitor's logged-in user (or null), asked on their behalf from a server loader. */
export function sessionUserFor(request: Request) {
  return fetchSessionUser(forwarded(request));
}
