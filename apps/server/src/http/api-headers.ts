import type { FastifyReply } from 'fastify';

/** Headers of every API answer, errors included: never sniffed as another type, never stored. */
export const API_HEADERS = { 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' } as const;

export function setApiHeaders(reply: FastifyReply): void {
  reply.headers(API_HEADERS);
}
