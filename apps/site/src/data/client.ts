import { errorEnvelope, type ApiCall, type ErrorCode, type QueryOf, type ResponseOf } from '@amori/contract';

/** An API failure with the contract's stable error code. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network_error',
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface RequestOptions<C extends ApiCall> {
  query?: QueryOf<C>;
  body?: unknown;
  /** Base URL; on the server the API's origin, in the browser the page's own. */
  origin?: string;
  /** Headers to forward (the visitor's cookie and address, on the server). */
  headers?: Record<string, string>;
  /** How many times to retry network errors and 5xx (spec: up to 5). */
  retries?: number;
  signal?: AbortSignal;
}

const MAX_RETRIES = 5;
const backoffMs = (attempt: number) => Math.min(200 * 2 ** attempt, 5000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
 * to 5 times with exponential backoff, and turns error envelopes into ApiRequestError.
 */
export async function callApi<C extends ApiCall>(
  call: C,
  options: RequestOptions<C> = {},
): Promise<ResponseOf<C>> {
  const url = buildUrl(call.path, options.query as Record<string, unknown> | undefined, options.origin);
  const retries = options.retries ?? MAX_RETRIES;
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, {
        method: call.method,
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
      const parsed = errorEnvelope.safeParse(payload);
      if (parsed.success)
        throw new ApiRequestError(response.status, parsed.data.error.code, parsed.data.error.message);
      throw new ApiRequestError(response.status, 'internal_error', response.statusText);
    }
    return call.response.parse(payload) as ResponseOf<C>;
  }
}
