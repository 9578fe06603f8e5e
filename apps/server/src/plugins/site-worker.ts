// The site's pages, rendered in a worker thread of the server (see site-renderer.ts): the site's
// server build is loaded here, never in the thread that answers the API.
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { CSP_NONCE_HEADER, type PageRequest, type ToServer, type ToWorker } from './site-messages';

if (!parentPort) throw new Error('site-worker runs as a worker thread');
const port = parentPort;
const post = (message: ToServer, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

const { serverBuildPath } = workerData as { serverBuildPath: string };
const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
const handle = createRequestHandler(build, 'production');
const inFlight = new Map<number, AbortController>();

/** The build's routes as the tree React Router matches a path against. */
function routeTree(parentId?: string): RouteObject[] {
  return Object.values(build.routes).flatMap((route) =>
    route && route.parentId === parentId
      ? [
          route.index
            ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
            : {
                id: route.id,
                path: route.path,
                caseSensitive: route.caseSensitive,
                children: routeTree(route.id),
              },
        ]
      : [],
  );
}
const routes = routeTree();

/**
 * The methods a page takes: GET and HEAD, and POST where its route has a form action (a form
 * sent before the page's scripts ran). Its data request (`/login.data`) is the page's.
 */
function methodsOf(url: string): string {
  const pathname = new URL(url).pathname.replace(/(\/_root)?\.data$/, '') || '/';
  const route = matchRoutes(routes, pathname, build.basename)?.at(-1)?.route;
  return route?.id && build.routes[route.id]?.module.action ? 'GET, HEAD, POST' : 'GET, HEAD';
}

/**
 * Any other method (PUT, DELETE, OPTIONS, ...) is answered 405 here, with no render: React Router
 * would hand PUT, PATCH and DELETE to a route's action as if they were its form, and render a
 * page for the others. POST to a page without an action is React Router's 405 (entry.server).
 */
const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST']);

async function render(page: PageRequest): Promise<void> {
  if (!PAGE_METHODS.has(page.method)) {
    post({
      type: 'head',
      id: page.id,
      status: 405,
      headers: [['allow', methodsOf(page.url)]],
      hasBody: false,
    });
    post({ type: 'end', id: page.id });
    return;
  }
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
