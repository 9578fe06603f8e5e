import type { ApiCall, ParsedBodyOf, ParsedQueryOf, ResponseInputOf } from '@amori/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError } from './errors';

export interface CallInput<C extends ApiCall> {
  query: ParsedQueryOf<C>;
  body: ParsedBodyOf<C>;
  request: FastifyRequest;
  reply: FastifyReply;
}

function parse<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const fields = result.error.issues.map((i) => ({
      path: [where, ...i.path].join('.'),
      message: i.message,
    }));
    throw new ApiError(400, 'validation_failed', `Invalid ${where}`, { fields });
  }
  return result.data;
}

/**
 * Registers one contract call: validates query and body with the contract's schemas, runs
 * the handler, and answers with its result. Routes stay thin: the rules live in services.
 */
export function registerCall<C extends ApiCall>(
  app: FastifyInstance,
  call: C,
  handler: (input: CallInput<C>) => Promise<ResponseInputOf<C>>,
): void {
  app.route({
    method: call.method,
    url: call.path,
    handler: async (request, reply) => {
      const query = (
        call.query ? parse(call.query, request.query, 'query') : undefined
      ) as CallInput<C>['query'];
      const body = (call.body ? parse(call.body, request.body, 'body') : undefined) as CallInput<C>['body'];
      const result = await handler({ query, body, request, reply });
      return reply.send(result);
    },
  });
}
