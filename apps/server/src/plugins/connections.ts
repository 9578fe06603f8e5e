import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors';
import { addressList, inList } from '../lib/addresses';
import { rawErrorAnswer } from './errors';

export interface ConnectionLimitOptions {
  /** Connections one visitor address may hold open at once (0: no cap). */
  perAddress: number;
  /** Proxies whose connections carry many visitors: counted by the address they forward. */
  trustedProxies: readonly string[];
}

const refusal = rawErrorAnswer(new ApiError(429, 'rate_limited', 'Too many connections from your address.'));

/**
 * Caps what one visitor address can hold open, so a few slow clients cannot take every
 * connection (the request timeouts, set where the server is made, cut each slow one). A visitor
 * connected directly is counted by the socket's address. Through a trusted proxy, many visitors
 * share the proxy's connections: their requests in flight are counted by the forwarded address
 * instead (the site's own loaders, on loopback, forward the address of a visitor whose page
 * request was already counted, so loopback alone needs no such count).
 */
export function limitConnections(app: FastifyInstance, options: ConnectionLimitOptions): void {
  const cap = options.perAddress;
  if (cap <= 0) return;
  const proxies = addressList(options.trustedProxies);
  const isProxy = (address: string | undefined) => address !== undefined && inList(proxies, address);

  const open = new Map<string, number>();
  const take = (address: string): boolean => {
    const count = open.get(address) ?? 0;
    if (count >= cap) return false;
    open.set(address, count + 1);
    return true;
  };
  const release = (address: string) => {
    const count = (open.get(address) ?? 1) - 1;
    if (count <= 0) open.delete(address);
    else open.set(address, count);
  };

  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || isProxy(address)) return;
    if (!take(address)) {
      socket.end(refusal);
      return;
    }
    socket.once('close', () => release(address));
  });

  const externalProxies = options.trustedProxies.some((p) => !/^(127\.|::1$)/.test(p));
  if (!externalProxies) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers['x-forwarded-for'] === undefined || !isProxy(request.socket.remoteAddress)) return;
    const address = request.ip;
    if (!take(address)) throw new ApiError(429, 'rate_limited', 'Too many connections from your address.');
    reply.raw.once('close', () => release(address));
  });
}
