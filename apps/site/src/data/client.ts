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

/** How a request is tried, whatever sends it. */
export interface ExchangeOptions {
  /** How many times to retry network errors and 5xx (spec: up to 5). */
  retries?: number;
  signal?: AbortSignal;
  /**
   * Do not run the logout hook on 403 authentication_required (the session probe uses it:
   * a visitor being logged out is its answer, not an event).
   */
  silentAuth?: boolean;
}

interface CommonOptions<K extends CallId> extends ExchangeOptions {
  query?: QueryOf<CallById[K]>;
  /** Base URL; on the server the API's origin, in the browser the page's own. */
  origin?: string;
  /** Headers to forward (the visitor's cookie and address, on the server). */
  headers?: Record<string, string>;
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

/** One try's answer, whatever sent it (fetch's Response, or an upload's XMLHttpRequest). */
export interface Answer {
  status: number;
  statusText: string;
  json(): Promise<unknown>;
}

/**
 * What every request goes through, whatever sends it: `send` makes one try (and throws when the
 * network fails); network errors and 5xx are tried again up to `retries` times with exponential
 * backoff; an error envelope becomes an ApiRequestError, and a 403 authentication_required runs
 * the onAuthRequired hook. Resolves with the successful answer and its JSON (null if none).
 */
export async function exchange<A extends Answer>(
  send: (attempt: number) => Promise<A>,
  options: ExchangeOptions,
): Promise<{ answer: A; payload: unknown }> {
  const retries = options.retries ?? MAX_RETRIES;
  for (let attempt = 0; ; attempt++) {
    let answer: A;
    try {
      answer = await send(attempt);
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
    if (answer.status >= 500 && attempt < retries) {
      await sleep(backoffMs(attempt));
      continue;
    }
    const payload: unknown = await answer.json().catch(() => null);
    if (answer.status < 200 || answer.status >= 300) {
      const envelope = readErrorEnvelope(payload);
      if (envelope) {
        const error = new ApiRequestError(answer.status, envelope.code, envelope.message, envelope.details);
        if (error.code === 'authentication_required' && !options.silentAuth) authRequiredHandler?.(error);
        throw error;
      }
      throw new ApiRequestError(answer.status, 'internal_error', answer.statusText);
    }
    return { answer, payload };
  }
}

/**
 * Calls one contract call. Sets `X-Request-Type: client`, and goes through `exchange` (retries,
 * error envelopes, the logout hook). The answer is not validated here: the server's route tests
 * hold it to the contract, and the schemas would put zod in every page's script.
 */
export async function callApi<K extends CallId>(
  endpoint: Endpoint<K>,
  ...args: RequestArgs<K>
): Promise<ResponseOf<CallById[K]>> {
  const options: CommonOptions<K> & { body?: unknown } = args[0] ?? {};
  const url = buildUrl(endpoint.path, options.query as Record<string, unknown> | undefined, options.origin);
  const { answer, payload } = await exchange(
    () =>
      fetch(url, {
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
      }),
    options,
  );
  options.onHeaders?.(answer.headers);
  return payload as ResponseOf<CallById[K]>;
}

// Uploads take the same `exchange`; only the sending differs: XMLHttpRequest, because fetch
// cannot report upload progress.

/** The calls whose body is a file (`upload` in the contract). */
export type UploadCallId = { [K in CallId]: CallById[K] extends { upload: object } ? K : never }[CallId];

export interface UploadOptions<K extends UploadCallId> extends Pick<ExchangeOptions, 'retries'> {
  query?: QueryOf<CallById[K]>;
  /** Progress 0-100: 100 once the answer is in; a retry starts again from 0. */
  onProgress?: (percent: number) => void;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** One try: sends the file, resolves with the answer, rejects when the network fails. */
function sendFile(
  method: string,
  url: string,
  file: Blob,
  onProgress: ((percent: number) => void) | undefined,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('x-request-type', 'client');
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      // 100 waits for the answer: the server still checks and stores the file.
      if (event.lengthComputable) onProgress?.(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        json: () => Promise.resolve(parseJson(xhr.responseText)),
      });
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.send(file);
  });
}

/** Uploads a file as the body of an upload call, through the client's `exchange`. */
export async function uploadApi<K extends UploadCallId>(
  endpoint: Endpoint<K>,
  file: Blob,
  options: UploadOptions<K> = {},
): Promise<ResponseOf<CallById[K]>> {
  const url = buildUrl(endpoint.path, options.query as Record<string, unknown> | undefined);
  const { payload } = await exchange((attempt) => {
    if (attempt > 0) options.onProgress?.(0);
    return sendFile(endpoint.method, url, file, options.onProgress);
  }, options);
  options.onProgress?.(100);
  return payload as ResponseOf<CallById[K]>;
}
