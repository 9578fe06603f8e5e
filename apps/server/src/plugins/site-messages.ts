// What the server's thread and the site's render worker say to each other (site-renderer.ts,
// site-worker.ts).

/**
 * The request header that gives the site's render (apps/site/src/csp-nonce.ts) the page's CSP
 * nonce. Set by the worker only: one a visitor sent is dropped.
 */
export const CSP_NONCE_HEADER = 'x-csp-nonce';

/** A page request, as the worker rebuilds it into a Fetch `Request`. */
export interface PageRequest {
  type: 'request';
  id: number;
  url: string;
  method: string;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer> | null;
  /** The nonce the response's Content-Security-Policy allows inline scripts by (null: no CSP). */
  nonce: string | null;
}

export type ToWorker = PageRequest | { type: 'abort'; id: number };

export type ToServer =
  | { type: 'ready' }
  | { type: 'head'; id: number; status: number; headers: [string, string][]; hasBody: boolean }
  | { type: 'chunk'; id: number; chunk: Uint8Array<ArrayBuffer> }
  | { type: 'end'; id: number }
  | { type: 'error'; id: number; message: string };
