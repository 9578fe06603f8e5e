import type { FastifyInstance } from 'fastify';

/** Starts the app on a free loopback port and gives its base URL (`http://127.0.0.1:<port>`). */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
