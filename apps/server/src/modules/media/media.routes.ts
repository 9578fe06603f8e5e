import type { FastifyInstance } from 'fastify';
import type { Storage } from '../../adapters/storage';
import { ApiError } from '../../http/errors';

const TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

/** Photos from the storage adapter, at /media/<key>. */
export function mediaRoutes(app: FastifyInstance, storage: Storage): void {
  app.get('/media/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const data = await storage.get(key);
    if (!data) throw new ApiError(404, 'not_found', 'Not found');
    const ext = key.slice(key.lastIndexOf('.') + 1);
    return reply
      .header('content-type', TYPES[ext] ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(data);
  });
}
