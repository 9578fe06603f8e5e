import { Server, ServerResponse, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * The upgrade requests (WebSockets) to one path, for @fastify/websocket's `server` option: a
 * server that never listens, on which the app's server re-emits those upgrades.
 *
 * Why: @fastify/websocket adds an onRequest and an onResponse hook to every route of the scope
 * it is registered in. An onResponse hook makes Fastify set up response listeners for every
 * request, a cost the most frequent calls (settings.php) feel (docs/performance.md).
 * So the plugin lives in the live route's scope only, and hears the upgrades to that path only.
 *
 * Any other request that asks for an upgrade (`curl --http2` asks for h2c) is answered as a plain
 * request, as the plugin did, and its connection is ended after the answer: Node has handed its
 * socket over, and no HTTP parser reads from it any more.
 */
export function upgradesTo(app: FastifyInstance, path: string): Server {
  const upgrades = new Server();
  app.server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    if ((request.url ?? '').split('?')[0] === path) {
      upgrades.emit('upgrade', request, socket, head);
      return;
    }
    socket.on('error', () => socket.destroy());
    const response = new ServerResponse(request);
    response.assignSocket(socket);
    response.once('finish', () => socket.end());
    app.routing(request, response);
  });
  return upgrades;
}
