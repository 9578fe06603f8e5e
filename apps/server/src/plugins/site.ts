import { existsSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forwardVisitorAddress } from '../http/visitor-address';
import { registerSiteHeaders } from './site-headers';
import { SiteRenderer } from './site-renderer';

export interface SiteOptions {
  /** The react-router build folder (with server/ and client/). */
  buildDir: string;
  /** Serve through Vite in middleware mode, with hot reload. */
  dev: boolean;
  /** Where the site's failures are written (default: Fastify's logger). */
  log?: FastifyBaseLogger;
}

/**
 * A page or file asked for with a NUL character in its path or query: 400, with the API's words
 * for it (the page's loaders hand the query on to the API, which refuses it so; answered here, it
 * costs no render and no log line).
 */
export async function refuseNulInUrl(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  // A raw NUL never gets this far: Node's HTTP parser refuses it.
  if (request.url.includes('%00')) {
    await reply.code(400).type('text/plain; charset=utf-8').send('NUL characters are not allowed');
  }
}

/**
 * Hands every non-API request to the site: the build's files, else React Router's request
 * handler. Registered in its own scope: the site replaces the content-type parsers, which must
 * not touch /api.
 */
export async function registerSite(app: FastifyInstance, options: SiteOptions): Promise<void> {
  if (options.dev) {
    await registerDevSite(app, path.resolve(options.buildDir, '..'));
    return;
  }
  const serverBuildPath = path.join(options.buildDir, 'server/index.js');
  if (!existsSync(serverBuildPath)) {
    throw new Error(`The site is not built (${serverBuildPath} is missing): run pnpm build.`);
  }
  // Pages are rendered in a worker thread (SiteRenderer says why). Its build is loaded now, not
  // on the first page request: loading takes seconds, and a server should not answer its health
  // check before it can serve pages. Loaded before the site's plugin, not in it: a plugin (and
  // an onReady hook) has ten seconds, which a busy machine can take to load the build.
  const renderer = new SiteRenderer(serverBuildPath, (error) =>
    (options.log ?? app.log).error({ err: error }, 'site render worker'),
  );
  await renderer.start();
  const clientDir = path.join(options.buildDir, 'client');
  const assetsDir = path.join(clientDir, 'assets');
  await app.register(async (scope) => {
    scope.addHook('onClose', () => renderer.stop());
    scope.addHook('onRequest', forwardVisitorAddress);
    // Pages and files only: /api, outside this scope, sets its own.
    await registerSiteHeaders(scope, { csp: true });
    scope.addHook('onRequest', refuseNulInUrl);
    // Pages are compressed per response (brotli at a fast level); the build's files were
    // compressed once at build time and are sent as they are.
    await scope.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
    await scope.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      dotfiles: 'ignore',
      preCompressed: true,
      // Hashed build assets never change; other files (icons, the manifest) may.
      cacheControl: false,
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
    renderer.registerPages(scope);
  });
}

/** The site through Vite in middleware mode (`pnpm dev`): hot reload, rendered in this thread. */
async function registerDevSite(app: FastifyInstance, siteRoot: string): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', forwardVisitorAddress);
    // No CSP in dev: Vite's HMR client and React's refresh preamble are inline scripts without a nonce.
    await registerSiteHeaders(scope, { csp: false });
    scope.addHook('onRequest', refuseNulInUrl);
    const { createServer } = await import('vite');
    const vite = await createServer({ root: siteRoot, server: { middlewareMode: true } });
    const middie = (await import('@fastify/middie')).default;
    await scope.register(middie);
    scope.use(vite.middlewares);
    scope.addHook('onClose', () => vite.close());
    const { fastifyReactRouter } = await import('@mcansh/react-router-fastify');
    await scope.register(fastifyReactRouter, { devServer: vite });
  });
}
