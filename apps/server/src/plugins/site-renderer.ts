import { Readable } from 'node:stream';
import { SHARE_ENV, Worker } from 'node:worker_threads';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cspNonceOf } from './site-headers';
import type { PageRequest, ToServer, ToWorker } from './site-messages';

// Bundled, this module is part of build/main.mjs and the worker is build/site-worker.mjs beside
// it; run from sources (tsx), the worker is site-worker.ts beside this file.
const siteWorkerFile = new URL(
  import.meta.url.endsWith('.ts') ? './site-worker.ts' : './site-worker.mjs',
  import.meta.url,
);

/**
 * What a Worker is started with to run `file`. A TypeScript file (the server run from sources)
 * needs tsx's loader registered in the worker first: on Node 20 a worker does not inherit it.
 */
function workerSource(file: URL): [source: string | URL, evaluate: boolean] {
  if (!file.pathname.endsWith('.ts')) return [file, false];
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const code = `import(${tsx}).then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); })`;
  return [code, true];
}

interface Pending {
  reply: FastifyReply;
  resolve: (reply: FastifyReply) => void;
  reject: (error: Error) => void;
  body?: Readable;
}

/**
 * Renders the site's pages in a worker thread and sends them through Fastify.
 *
 * Why a thread: the site's server build (React, the router, every route, the translations) and
 * each page render leave their mark on the thread that runs them: a larger heap to collect, and
 * Node's stream and event code made generic (megamorphic) by the kinds of objects rendering
 * passes through it. In the API's thread, that cost every API request, page or not.
 * The worker shares the process, its environment (API_ORIGIN is set after listen) and its
 * stdout; its pages' loaders call the API over loopback as before.
 */
export class SiteRenderer {
  private worker: Worker | undefined;
  private ready: Promise<Worker> | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  /**
   * @param serverBuildPath the site's server build (`build/server/index.js`), loaded in the worker
   * @param log where the worker's own failures are written
   * @param workerFile the worker's module; tests pass one that speaks the same messages
   */
  constructor(
    private readonly serverBuildPath: string,
    private readonly log: (error: Error) => void,
    private readonly workerFile: URL = siteWorkerFile,
  ) {}

  /** Starts the worker and waits until the site's build is loaded in it. */
  start(): Promise<Worker> {
    this.ready ??= new Promise<Worker>((resolve, reject) => {
      const [source, evaluate] = workerSource(this.workerFile);
      const worker = new Worker(source, {
        eval: evaluate,
        env: SHARE_ENV,
        workerData: { serverBuildPath: this.serverBuildPath },
      });
      this.worker = worker;
      worker.on('message', (message: ToServer) => {
        if (message.type === 'ready') resolve(worker);
        else this.receive(message);
      });
      // An uncaught error in the worker comes before its exit: said once, as the exit's cause.
      let cause: Error | undefined;
      worker.on('error', (error) => {
        cause = error;
        reject(error);
      });
      worker.on('exit', (code) => {
        const error = new Error(`the site's render worker stopped (exit code ${code})`, { cause });
        reject(error);
        // A worker that died (not one stopped with the server) takes its pages with it; the next
        // page starts a new one.
        if (this.worker === worker) {
          [this.worker, this.ready] = [undefined, undefined];
          this.log(error);
        }
        for (const [id, page] of this.pending) this.fail(id, page, error);
      });
    });
    return this.ready;
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    [this.worker, this.ready] = [undefined, undefined];
    await worker?.terminate();
  }

  /**
   * Sends every request of `scope` that no other route takes to the worker, with its body as it
   * came (a form sent before the page's scripts ran): the scope's content-type parsers are replaced.
   */
  registerPages(scope: FastifyInstance): void {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.all('*', this.handle);
  }

  private readonly handle = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const worker = await this.start();
    const id = this.nextId++;
    const headers: [string, string][] = [];
    for (const [name, value] of Object.entries(request.headers)) {
      if (Array.isArray(value)) for (const item of value) headers.push([name, item]);
      else if (value !== undefined) headers.push([name, value]);
    }
    const sendsBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
    const page: PageRequest = {
      type: 'request',
      id,
      url: `${request.protocol}://${request.host}${request.originalUrl}`,
      method: request.method,
      headers,
      body: sendsBody ? new Uint8Array(request.body as Buffer) : null,
      nonce: cspNonceOf(reply) ?? null,
    };
    // The visitor went away before the page was sent: stop rendering it, and forget it.
    reply.raw.once('close', () => {
      const page = this.pending.get(id);
      if (!page) return;
      this.pending.delete(id);
      page.body?.destroy();
      worker.postMessage({ type: 'abort', id } satisfies ToWorker);
    });
    return new Promise<FastifyReply>((resolve, reject) => {
      this.pending.set(id, { reply, resolve, reject });
      worker.postMessage(page);
    });
  };

  private receive(message: Exclude<ToServer, { type: 'ready' }>): void {
    const page = this.pending.get(message.id);
    if (!page) return;
    switch (message.type) {
      case 'head': {
        const { reply } = page;
        reply.status(message.status);
        const cookies: string[] = [];
        for (const [name, value] of message.headers) {
          if (name === 'set-cookie') cookies.push(value);
          else reply.header(name, value);
        }
        if (cookies.length) reply.header('set-cookie', cookies);
        // Chunks are pushed as the worker sends them; pages are small enough not to need the
        // worker to wait for the visitor's socket.
        if (message.hasBody) page.body = new Readable({ read() {} });
        reply.send(page.body);
        page.resolve(reply);
        return;
      }
      case 'chunk':
        page.body?.push(
          Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength),
        );
        return;
      case 'end':
        this.pending.delete(message.id);
        page.body?.push(null);
        return;
      case 'error':
        this.fail(message.id, page, new Error(message.message));
    }
  }

  private fail(id: number, page: Pending, error: Error): void {
    this.pending.delete(id);
    if (page.body) page.body.destroy(error);
    else page.reject(error);
  }
}
