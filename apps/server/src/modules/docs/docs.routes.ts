import { buildOpenApiDocument } from '@amori/contract';
import type { FastifyInstance } from 'fastify';
import { API_HEADERS } from '../../http/api-headers';
import { docsPage } from './docs.page';

/** GET /api/openapi.json (generated from the contract) and GET /api/docs (a readable reference). */
export function docsRoutes(app: FastifyInstance): void {
  let document: Record<string, unknown> | undefined;
  const get = () => (document ??= buildOpenApiDocument());
  app.get('/api/openapi.json', async (_request, reply) =>
    reply.headers({ ...API_HEADERS, 'cache-control': 'public, max-age=300' }).send(get()),
  );
  app.get('/api/docs', async (_request, reply) =>
    reply
      .headers({
        ...API_HEADERS,
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy':
          "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; frame-ancestors 'none'",
      })
      .send(docsPage(get())),
  );
}
