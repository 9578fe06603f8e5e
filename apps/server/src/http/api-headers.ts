import type { FastifyReply } from 'fastify';

/** Headers of every API answer, errors included: never sniffed as another type, never cached. */
export const API_HEADERS = { 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' } as const;

/** The API headers as Node's flat [name, value, ...] list, for answers written to the raw response. */
export const API_HEADER_LIST: readonly string[] = Object.entries(API_HEADERS).flat();

export function setApiHeaders(reply: FastifyReply): void {
  reply.headers(API_HEADERS);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route sets the API headers itself as it answers (contract calls: a cached answer carries
     * them already), so registerSecurity does not set them before its handler.
     */
    setsApiHeaders?: boolean;
  }
}
