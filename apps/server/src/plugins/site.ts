import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { ServerBuild } from 'react-router';
import type { FastifyInstance } from 'fastify';
import { forwardVisitorAddress } from '../http/visitor-address';

export interface SiteOptions {
  /** The react-router build folder (with server/ and client/). */
  buildDir: string;
  /** Serve through Vite in middleware mode, with hot reload. */
  dev: boolean;
}

/**
 * Hands every non-API request to the site (React Router's request handler). Registered in
 * its own scope: the adapter replaces the content-type parsers, which must not touch /api.
 */
export async function registerSite(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const { fastifyReactRouter } = await import('@mcansh/react-router-fastify');
  const siteRoot = path.resolve(options.buildDir, '..');
  await app.register(async (scope) => {
    scope.addHook('onRequest', forwardVisitorAddress);
    if (options.dev) {
      const { createServer } = await import('vite');
      const vite = await createServer({ root: siteRoot, server: { middlewareMode: true } });
      const middie = (await import('@fastify/middie')).default;
      await scope.register(middie);
      scope.use(vite.middlewares);
      scope.addHook('onClose', () => vite.close());
      await scope.register(fastifyReactRouter, { devServer: vite });
      return;
    }
    const serverBuildPath = path.join(options.buildDir, 'server/index.js');
    if (!existsSync(serverBuildPath)) {
      throw new Error(`The site is not built (${serverBuildPath} is missing): run pnpm build.`);
    }
    // Pages are compressed per response (brotli at a fast level); the build's files were
    // compressed once at build time and are sent as they are.
    const compress = (await import('@fastify/compress')).default;
    await scope.register(compress, {
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
    // Load the site's server build now, not on the first page request: loading it takes
    // seconds, and a server should not answer its health check before it can serve pages.
    const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
    await scope.register(fastifyReactRouter, {
      build,
      clientBuildDirectory: path.join(options.buildDir, 'client'),
      mode: 'production',
      staticOptions: { preCompressed: true },
    });
  });
}
