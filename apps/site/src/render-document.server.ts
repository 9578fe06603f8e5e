import type { ReactNode } from 'react';
// The edge build, not react-dom/server: the Node build runs every render inside an
// AsyncLocalStorage, and on Node 20 the first one switches on async hooks for the whole process
// for good, so every promise and socket write of every later request pays for them, and the
// API server runs in this process: after the first page, every API call would pay too. The edge
// build uses AsyncLocalStorage only where it is a global, which in Node it is not.
import { renderToReadableStream } from 'react-dom/server.edge';

export interface RenderOptions {
  /** Wait for every suspended part (bots, SPA mode); otherwise the stream starts with the shell. */
  waitForAll: boolean;
  /** After this long, parts still suspended are given up (the client renders their fallback). */
  timeoutMs: number;
  /** An error while rendering; the shell's own error rejects the returned promise instead. */
  onError: (error: unknown) => void;
  /** The CSP nonce for React's own inline scripts (streamed parts); none without a CSP. */
  nonce?: string;
}

/** Renders a page to an HTML stream, without AsyncLocalStorage (see the import above). */
export async function renderDocument(element: ReactNode, options: RenderOptions): Promise<ReadableStream> {
  const controller = new AbortController();
  const timeoutId = setTimeout(() => controller.abort(), options.timeoutMs);
  const done = () => clearTimeout(timeoutId);
  const body = await renderToReadableStream(element, {
    signal: controller.signal,
    onError: options.onError,
    nonce: options.nonce,
    // Once a page has sent 12.8 KB, React sends any further part of over 500 bytes after it, put
    // in place by an inline script. A page sent whole has every part in place already, and a
    // lander's scripts wait for the visitor (lander-scripts.server.ts): its parts stay inline.
    ...(options.waitForAll ? { progressiveChunkSize: Number.MAX_SAFE_INTEGER } : {}),
  }).catch((error: unknown) => {
    done();
    throw error;
  });
  body.allReady.then(done, done);
  if (options.waitForAll) await body.allReady;
  return body;
}
