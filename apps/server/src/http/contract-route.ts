import type { ApiCall, ParsedBodyOf, ParsedQueryOf, ResponseInputOf } from '@amori/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { API_HEADER_LIST, setApiHeaders } from './api-headers';
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
 * A complete answer already serialised to JSON, kept by a handler that caches its answer
 * (settings, a cached session's user); it must be what serialising a value of the call's response
 * schema gives. It is sent as it is: status 200, its type and length, and the API headers, made
 * once with it and written straight to Node's response (bench/api: Fastify's reply path cost a
 * cached settings.php about a tenth of its CPU). A handler that sets a status or a header
 * (a cookie) answers with a value instead.
 */
export class SerializedJson {
  /** Node's flat header list for this answer. */
  readonly headers: string[];

  constructor(readonly body: string) {
    this.headers = [
      'content-type',
      'application/json; charset=utf-8',
      'content-length',
      String(Buffer.byteLength(body)),
      ...API_HEADER_LIST,
    ];
  }
}

type Handler = (input: CallInput<ApiCall>) => unknown;
interface Entry {
  call: ApiCall;
  handler: Handler;
  /** The call's parsed empty query, made once: most requests of most calls have no query. */
  emptyQuery?: unknown;
}

// Calls that share a method and path (POST /api/user.php and POST /api/user.php?push=1) share one route.
const routes = new WeakMap<FastifyInstance, Map<string, Entry[]>>();

function matches(call: ApiCall, query: unknown): boolean {
  const wanted = call.match?.query;
  if (!wanted) return false;
  const q = (query ?? {}) as Record<string, unknown>;
  return Object.entries(wanted).every(([k, v]) => q[k] === v);
}

function choose(entries: Entry[], query: unknown): Entry {
  if (entries.length === 1) return entries[0]!;
  return entries.find((e) => matches(e.call, query)) ?? entries.find((e) => !e.call.match) ?? entries[0]!;
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  for (const _ in value as object) return false;
  return true;
}

function parsedQuery(entry: Entry, query: unknown): unknown {
  const schema = entry.call.query;
  if (!schema) return undefined;
  if (!isEmpty(query)) return parse(schema, query, 'query');
  // Frozen: one object serves every request, so no handler may change it.
  return (entry.emptyQuery ??= Object.freeze(parse(schema, {}, 'query')));
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

function answer(reply: FastifyReply, result: unknown): FastifyReply {
  if (result instanceof SerializedJson) {
    // What the handler set on the reply would be lost: a programming error, said at once.
    if (reply.statusCode !== 200 || reply.hasHeader('set-cookie')) {
      throw new Error('A SerializedJson answer has status 200 and no cookie: answer with a value');
    }
    // Fastify's documented way to answer through Node's response (its onResponse hooks still run).
    reply.hijack();
    reply.raw.writeHead(200, result.headers);
    reply.raw.end(result.body);
    return reply;
  }
  setApiHeaders(reply);
  return reply.send(result);
}

/**
 * Registers one contract call: validates query and body with the contract's schemas, runs
 * the handler, and answers with its result. Routes stay thin: the rules live in services.
 * A handler may answer without a promise (e.g. from a cache): then so does the route.
 */
export function registerCall<C extends ApiCall>(
  app: FastifyInstance,
  call: C,
  handler: (
    input: CallInput<C>,
  ) => ResponseInputOf<C> | SerializedJson | Promise<ResponseInputOf<C> | SerializedJson>,
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
    config: { setsApiHeaders: true },
    handler: (request, reply) => {
      const chosen = choose(entries, request.query);
      const query = parsedQuery(chosen, request.query);
      const body = chosen.call.body ? parse(chosen.call.body, request.body, 'body') : undefined;
      const result = chosen.handler({ query, body, request, reply } as CallInput<ApiCall>);
      // A thenable, not only a Promise: a handler may hand back a database query as it is. A cached
      // answer is told first, by its class: asking every result for a `then` made that property
      // read megamorphic (results of many shapes), and cached answers are the most frequent.
      if (!(result instanceof SerializedJson) && isThenable(result)) {
        return Promise.resolve(result).then((r) => answer(reply, r));
      }
      answer(reply, result);
      // Fastify: a handler that has sent its reply returns undefined (or a promise).
      return undefined;
    },
  });
}
