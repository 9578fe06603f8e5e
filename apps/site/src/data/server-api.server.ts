import type { BodyOf, CallById, QueryOf, ResponseOf } from '@amori/contract';
import { endpoints, type CallId, type Endpoint } from '@amori/contract/browser';
import { ApiRequestError, callApi, type BodilessCallId, type RequestArgs } from './client';
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
export function callApiFor<K extends BodilessCallId>(
  request: Request,
  endpoint: Endpoint<K>,
  query?: QueryOf<CallById[K]>,
): Promise<ResponseOf<CallById[K]>> {
  // The options' type is a conditional one TypeScript cannot settle for a generic call: this
  // function's own parameters carry the contract's types.
  const options = { ...forwarded(request), query, retries: 1 };
  return callApi(endpoint, ...([options] as RequestArgs<K>));
}

/**
 * For a loader's call made of what the visitor put in the URL (`.catch(refusedUrl)`): the API's
 * refusal of it, a 4xx, is the page's answer, that status with the error page, and not logged;
 * it is the visitor's mistake, not a fault. Anything else (a 5xx, the API unreachable, a bug) is
 * thrown as it came: a 500, logged in full.
 */
export function refusedUrl(error: unknown): never {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500)
    throw new Response(null, { status: error.status });
  throw error;
}

/**
 * Sends a form's call from a server-side action, on the visitor's behalf (a form sent before the
 * page's scripts ran). The visitor's Origin, Sec-Fetch-Site and host go along, so the API's
 * cross-site check judges the visitor's request as it judges its own: a form on another site
 * cannot act for anyone. So does the protocol the visitor used (the page's URL has the one the
 * server believed), so the cookies the API sets are Secure over HTTPS as they are for the
 * page's own calls. Not retried: a write is sent once.
 */
export function sendFor<K extends CallId>(
  request: Request,
  endpoint: Endpoint<K>,
  body: BodyOf<CallById[K]>,
  onHeaders?: (headers: Headers) => void,
): Promise<ResponseOf<CallById[K]>> {
  const { origin, headers } = forwarded(request);
  for (const name of ['origin', 'sec-fetch-site']) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  const url = new URL(request.url);
  headers['x-forwarded-host'] = url.host;
  headers['x-forwarded-proto'] = url.protocol.slice(0, -1);
  const options = { origin, headers, body, retries: 0, onHeaders };
  return callApi(endpoint, ...([options] as RequestArgs<K>));
}

/** Logs the visitor in from a server-side action: the API's session cookies, to set on the answer. */
export async function loginFor(
  request: Request,
  body: { email: string; password: string },
): Promise<string[]> {
  let cookies: string[] = [];
  await sendFor(request, endpoints.login, body, (answer) => (cookies = answer.getSetCookie()));
  return cookies;
}

// One page's loaders (the root's and a member page's) get the same request: its user is asked once.
const sessionUsers = new WeakMap<Request, ReturnType<typeof fetchSessionUser>>();

/** The visitor's logged-in user (or null), asked on their behalf from a server loader, once per request. */
export function sessionUserFor(request: Request) {
  let user = sessionUsers.get(request);
  if (!user) {
    user = fetchSessionUser(forwarded(request));
    sessionUsers.set(request, user);
  }
  return user;
}
