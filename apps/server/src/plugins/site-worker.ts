// The site's pages, rendered in a worker thread of the server (see site-renderer.ts): the site's
// server build is loaded here, never in the thread that answers the API.
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { CSP_NONCE_HEADER, type PageRequest, type ToServer, type ToWorker } from './site-messages';

if (!parentPort) throw new Error('site-worker runs as a worker thread');
const port = parentPort;
const post = (message: ToServer, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

const { serverBuildPath } = workerData as { serverBuildPath: string };
const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
const handle = createRequestHandler(build, 'production');
const inFlight = new Map<number, AbortController>();

async function render(page: PageRequest): Promise<void> {
  const controller = new AbortController();
  inFlight.set(page.id, controller);
  try {
    // The nonce is the server's alone: a visitor's header of that name would pick the page's.
    const headers = new Headers(page.headers);
    headers.delete(CSP_NONCE_HEADER);
    if (page.nonce) headers.set(CSP_NONCE_HEADER, page.nonce);
    const response = await handle(
      new Request(page.url, {
        method: page.method,
        headers,
        body: page.body ?? undefined,
        signal: controller.signal,
      }),
    );
    // Iterating Headers gives each Set-Cookie on its own, as they must be sent.
    post({
      type: 'head',
      id: page.id,
      status: response.status,
      headers: [...response.headers],
      hasBody: response.body !== null,
    });
    if (response.body) {
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
        if (controller.signal.aborted) break;
        // A chunk may be a view on a larger, pooled buffer: send a copy of its own bytes only.
        const own = chunk.slice();
        post({ type: 'chunk', id: page.id, chunk: own }, [own.buffer]);
      }
    }
    post({ type: 'end', id: page.id });
  } catch (error) {
    post({ type: 'error', id: page.id, message: error instanceof Error ? error.message : String(error) });
  } finally {
    inFlight.delete(page.id);
  }
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'abort') inFlight.get(message.id)?.abort();
  else void render(message);
});
post({ type: 'ready' });
