import type { ApiCall, QueryOf, ResponseOf } from '@amori/contract';
import { callApi } from './client';

/**
 * Calls the API from a server-side loader on behalf of the visitor: forwards the cookie and
 * the visitor's address, and names the host the visitor asked for.
 */
export function callApiFor<C extends ApiCall>(
  request: Request,
  call: C,
  query?: QueryOf<C>,
): Promise<ResponseOf<C>> {
  const url = new URL(request.url);
  const origin = process.env.API_ORIGIN ?? url.origin;
  const headers: Record<string, string> = {};
  const cookie = request.headers.get('cookie');
  if (cookie) headers.cookie = cookie;
  const forwardedFor = request.headers.get('x-forwarded-for');
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  const language = request.headers.get('accept-language');
  if (language) headers['accept-language'] = language;
  return callApi(call, { origin, headers, query, retries: 1 });
}
