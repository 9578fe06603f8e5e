import type { ApiCall, ParsedBodyOf, ParsedQueryOf, ResponseInputOf } from '@amori/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { ApiError } from './errors';

export interface CallInput<C extends ApiCall> {
  query: ParsedQueryOf<C>;
  body: ParsedBodyOf<C>;
  request: FastifyRequest;
  reply: FastifyReply;
}

function parse<S extends z.ZodMiniType>(schema: S, value: unknown, where: string): z.output<S> {
  if (hasNul(value)) {
    throw new ApiError(400, 'validation_failed', `Invalid ${where}`, {
      fields: [{ path: where, message: 'NUL characters are not allowed' }],
    });
  }
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const fields = result.error.issues.slice(0, 20).map((i) => ({
      path: [where, ...i.path.map(String)].join('.'),
      message: i.message,
    }));
    throw new ApiError(400, 'validation_failed', `Invalid ${where}`, { fields });
  }
  return result.data;
}

/** Whether a value holds a NUL character anywhere (PostgreSQL text cannot store it). */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [k, v] of Object.entries(value)) if (k.includes('\u0000') || hasNul(v, depth + 1)) return true;
  return false;
}

/**
 * An answer already serialised to JSON (a handler that caches its answer's text, e.g. settings);
 * it must be what serialising a value of the call's response schema gives.
 */
export class SerializedJson {
  constructor(readonly text: string) {}
}

type Handler = (input: CallInput<ApiCall>) => Promise<unknown>;
interface Entry {
  call: ApiCall;
  handler: Handler;
}

// Calls that share a method and path (POST /api/user.php and POST /api/user.php?push=1) share one route.
const routes = new WeakMap<FastifyInstance, Map<string, Entry[]>>();

function matches(call: ApiCall, query: unknown): boolean {
  const wanted = call.match?.query;
  if (!wanted) return false;
  const q = (query ?? {}) as Record<string, unknown>;
  return Object.entries(wanted).every(([k, v]) => q[k] === v);
}

/**
 * Registers one contract call: validates query and body with the contract's schemas, runs
 * the handler, and answers with its result. Routes stay thin: the rules live in services.
 */
export function registerCall<C extends ApiCall>(
  app: FastifyInstance,
  call: C,
  handler: (input: CallInput<C>) => Promise<ResponseInputOf<C> | SerializedJson>,
): void {
  let byKey = routes.get(app);
  if (!byKey) routes.set(app, (byKey = new Map()));
  const key = `${call.method} ${call.path}`;
  const existing = byKey.get(key);
  const entry: Entry = { call, handler: handler as unknown as Handler };
  if (existing) {
    existing.push(entry);
    return;
  }
  const entries: Entry[] = [entry];
  byKey.set(key, entries);
  app.route({
    method: call.method,
    url: call.path,
    handler: async (request, reply) => {
      const chosen =
        entries.find((e) => matches(e.call, request.query)) ??
        entries.find((e) => !e.call.match) ??
        entries[0]!;
      const { call: c } = chosen;
      const query = c.query ? parse(c.query, request.query, 'query') : undefined;
      const body = c.body ? parse(c.body, request.body, 'body') : undefined;
      const result = await chosen.handler({ query, body, request, reply } as CallInput<ApiCall>);
      if (result instanceof SerializedJson) {
        return reply.type('application/json; charset=utf-8').send(result.text);
      }
      return reply.send(result);
    },
  });
}
