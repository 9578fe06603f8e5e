// Zod stays out of the browser: the endpoints and the envelope reader come from the contract's
// zod-free entry, and queries, bodies and answers are typed from the call definitions as types
// only.
import type { BodyOf, CallById, QueryOf, ResponseOf } from '@amori/contract';
import { readErrorEnvelope, type CallId, type Endpoint, type ErrorCode } from '@amori/contract/browser';

/** An API failure with the contract's stable error code. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network_error',
    message: string,
    /** Extra data for some codes, e.g. `{ minutes }` for account_locked. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/**
 * The body a call takes, as its contract declares it: required when the call has one (the server
 * refuses a request without it), absent when it has none.
 */
type BodyOption<C> = [BodyOf<C>] extends [undefined]
  ? { body?: undefined }
  : undefined extends BodyOf<C>
    ? { body?: BodyOf<C> }
    : { body: BodyOf<C> };

interface CommonOptions<K extends CallId> {
  query?: QueryOf<CallById[K]>;
  /** Base URL; on the server the API's origin, in the browser the page's own. */
  origin?: string;
  /** Headers to forward (the visitor's cookie and address, on the server). */
  headers?: Record<string, string>;
  /** How many times to retry network errors and 5xx (spec: up to 5). */
  retries?: number;
  signal?: AbortSignal;
  /**
   * Do not run the logout hook on 403 authentication_required (the session probe uses it:
   * a visitor being logged out is its answer, not an event).
   */
  silentAuth?: boolean;
  /** Sees the answer's headers (the server-side login forwards its Set-Cookie). */
  onHeaders?: (headers: Headers) => void;
}

export type RequestOptions<K extends CallId> = CommonOptions<K> & BodyOption<CallById[K]>;

/** The calls that take no body (the only ones a server-side loader makes). */
export type BodilessCallId = { [K in CallId]: [BodyOf<CallById[K]>] extends [undefined] ? K : never }[CallId];

/** The options argument: optional unless the call needs a body. */
export type RequestArgs<K extends CallId> =
  object extends RequestOptions<K> ? [options?: RequestOptions<K>] : [options: RequestOptions<K>];

const MAX_RETRIES = 5;
/** Exponential backoff: 200 ms, 400 ms, 800 ms, 1.6 s, 3.2 s (capped at 5 s). */
export const backoffMs = (attempt: number) => Math.min(200 * 2 ** attempt, 5000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type AuthRequiredHandler = (error: ApiRequestError) => void;
let authRequiredHandler: AuthRequiredHandler | null = null;

/**
 * Registers what happens when the API answers 403 `authentication_required` (spec point 6:
 * it logs the user out). The app clears the cached user and navigates; returns an unregister.
 */
export function onAuthRequired(handler: AuthRequiredHandler): () => void {
  authRequiredHandler = handler;
  return () => {
    if (authRequiredHandler === handler) authRequiredHandler = null;
  };
}

/**
 * The live socket was closed because its session ended elsewhere (a logout in another tab, a
 * password changed on another device, ...): the same as a 403 `authentication_required`.
 */
export function sessionEnded(): void {
  authRequiredHandler?.(new ApiRequestError(403, 'authentication_required', 'Authentication required'));
}

export function buildUrl(path: string, query: Record<string, unknown> | undefined, origin = ''): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return `${origin}${path}${qs ? `?${qs}` : ''}`;
}

/**
 * Calls one contract call. Sets `X-Request-Type: client`, retries network errors and 5xx up
 * to 5 times with exponential backoff, turns error envelopes into ApiRequestError, and
 * calls the onAuthRequired hook on 403 authentication_required. The answer is not validated
 * here: the server's route tests hold it to the contract, and the schemas would cost every
 * page about 11 KB of script.
 */
export async function callApi<K extends CallId>(
  endpoint: Endpoint<K>,
  ...args: RequestArgs<K>
): Promise<ResponseOf<CallById[K]>> {
  const options: CommonOptions<K> & { body?: unknown } = args[0] ?? {};
  const url = buildUrl(endpoint.path, options.query as Record<string, unknown> | undefined, options.origin);
  const retries = options.retries ?? MAX_RETRIES;
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, {
        method: endpoint.method,
        credentials: 'same-origin',
        signal: options.signal,
        headers: {
          accept: 'application/json',
          'x-request-type': 'client',
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
        body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      });
    } catch (error) {
      if (options.signal?.aborted || attempt >= retries) {
        throw new ApiRequestError(
          0,
          'network_error',
          error instanceof Error ? error.message : 'Network error',
        );
      }
      await sleep(backoffMs(attempt));
      continue;
    }
    if (response.status >= 500 && attempt < retries) {
      await sleep(backoffMs(attempt));
      continue;
    }
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const envelope = readErrorEnvelope(payload);
      if (envelope) {
        const error = new ApiRequestError(response.status, envelope.code, envelope.message, envelope.details);
        if (error.code === 'authentication_required' && !options.silentAuth) authRequiredHandler?.(error);
        throw error;
      }
      throw new ApiRequestError(response.status, 'internal_error', response.statusText);
    }
    options.onHeaders?.(response.headers);
    return payload as ResponseOf<CallById[K]>;
  }
}
