import type { ApiCall, ParsedBodyOf, ParsedQueryOf, RateLimitName, ResponseInputOf } from '@amori/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type * as z from 'zod/mini';
import { setApiHeaders } from '../http/api-headers';
import { ApiError } from '../http/errors';
import { isSameSiteRequest } from '../http/same-site';
import { visitorAddress } from '../http/visitor-address';
import { COUNTED_IN_PROCESS, type Limits } from '../lib/limits';
import type { Hit, RateLimiter } from '../lib/rate-limiter';
import type { Member, Sessions } from './session';

/** What a call's code is handed: its parsed input and the member, already checked. */
export interface CallInput<C extends ApiCall> {
  query: ParsedQueryOf<C>;
  body: ParsedBodyOf<C>;
  /** The file of an upload call (its body as sent), checked to be one of its declared types. */
  upload: C extends { upload: object } ? Buffer : undefined;
  /** The logged-in member: always there for member and role calls; null for a visitor's. */
  member: C['auth'] extends 'visitor' ? Member | null : Member;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * An answer already written as JSON, sent as it is. For an answer a service keeps because it is
 * asked for far more often than it changes (settings.php, on every page); it must be what
 * serialising a value of the call's response schema gives.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

export type CallHandler<C extends ApiCall> = (
  input: CallInput<C>,
) => ResponseInputOf<C> | JsonText | Promise<ResponseInputOf<C> | JsonText>;

export interface ApiDeps {
  sessions: Sessions;
  rateLimiter: RateLimiter;
  limits: Limits;
}

interface Entry {
  call: ApiCall;
  handler: CallHandler<ApiCall>;
  /** The call's empty query, parsed once (see `queryOf`). */
  emptyQuery?: unknown;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract call a request to this route is (routes of the API only). */
    callOf?: (query: unknown) => string;
  }
  interface FastifyRequest {
    /** The member the API pipeline checked (null: a visitor). */
    member: Member | null;
  }
}

/** Roles each role-only `auth` admits: operators may do what moderators may. */
const ROLES: Record<'moderator' | 'operator', readonly string[]> = {
  moderator: ['moderator', 'operator'],
  operator: ['operator'],
};

/**
 * The one place a call's rules are applied. Every API call is registered here from its contract
 * declaration, which says what it needs; before the call's code runs, in this order:
 * 1. a state-changing call (`changesState`, whatever its method) must come from the site itself
 *    (403 csrf_rejected) unless it may come from anywhere (`crossSite`: then no session is read
 *    either), and counts toward the per-address write limit;
 * 2. the session is read: a member call refuses a visitor (403 authentication_required), a role
 *    call a member without the role (403 forbidden);
 * 3. a state-changing call counts toward the member's write limit, and a call with a rate limit
 *    of its own toward that (429 rate_limited);
 * 4. query and body are parsed with the contract's schemas (400 validation_failed).
 * The call's code gets the member (or null) and the parsed input, and answers a value of the
 * contract's response, sent with the API headers (`no-store`, or the call's `cacheSeconds`).
 */
export class Api {
  // Calls that share a method and path (POST /api/user.php and POST /api/user.php?push=1) share a route.
  private readonly routes = new Map<string, Entry[]>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly deps: ApiDeps,
  ) {
    app.decorateRequest('member', null);
  }

  /** Declares a contract call and the code that answers it (registered by `register`). */
  call<C extends ApiCall>(call: C, handler: CallHandler<C>): void {
    const key = `${call.method} ${call.path}`;
    const entries = this.routes.get(key) ?? [];
    entries.push({ call, handler: handler as unknown as CallHandler<ApiCall> });
    this.routes.set(key, entries);
  }

  /** Registers the routes of every declared call, then the answer for every other /api path. */
  register(): void {
    // Files (upload calls) arrive as they are, read into a buffer; any route whose call is not an
    // upload refuses such a body when it is parsed, and reads no more than the usual body limit.
    const uploadTypes = new Set(
      [...this.routes.values()].flatMap((entries) => entries.flatMap((e) => e.call.upload?.types ?? [])),
    );
    if (uploadTypes.size > 0) {
      this.app.addContentTypeParser(
        [...uploadTypes, 'application/octet-stream'],
        { parseAs: 'buffer' },
        (_request, body, done) => done(null, body),
      );
    }
    for (const entries of this.routes.values()) {
      const { method, path } = entries[0]!.call;
      const upload = entries.find((e) => e.call.upload)?.call.upload;
      this.app.route({
        method,
        url: path,
        ...(upload ? { bodyLimit: upload.maxBytes } : {}),
        // A read any visitor may make needs no step before its handler: the most frequent calls
        // (settings.php, on every page) run no hook.
        ...(entries.some(needsChecks) ? { onRequest: this.checks(entries) } : {}),
        // The call's name for the request metrics (plugins/request-metrics.ts).
        config: { callOf: (query: unknown) => choose(entries, query).call.id },
        handler: (request, reply) => this.answer(choose(entries, request.query), request, reply),
      });
    }
    this.fallback();
  }

  /** Steps 1-3, before the body is read: a refused request costs no parsing. */
  private checks(entries: Entry[]): onRequestHookHandler {
    const { sessions, rateLimiter, limits } = this.deps;
    return async (request) => {
      const { call } = choose(entries, request.query);
      const address = visitorAddress(request);
      if (call.changesState && !call.crossSite && !isSameSiteRequest(request)) {
        throw new ApiError(403, 'csrf_rejected', 'Cross-site request refused');
      }
      // A call that may come from anywhere never acts for the member whose cookie came along.
      const member = call.crossSite ? null : await sessions.current(request);
      // Every counter this request counts on (a member's message counts on three, in this
      // process's memory: limits.ts COUNTED_IN_PROCESS; the others in one statement). A write
      // counts on its address even when it is refused below.
      const hits: Hit[] = [];
      if (call.changesState) hits.push(hitOn(limits, 'writePerIp', `write:ip:${address}`));
      const refusal = authRefusal(call, member);
      if (!refusal) {
        if (call.changesState && member) {
          hits.push(hitOn(limits, 'writePerAccount', `write:user:${member.user.id}`));
        }
        if (call.rateLimit) {
          const { name, per } = call.rateLimit;
          const who = per === 'member' && member ? `user:${member.user.id}` : `ip:${address}`;
          hits.push(hitOn(limits, name, `${name}:${who}`));
        }
      }
      if (hits.length > 0) await rateLimiter.hitAll(hits);
      if (refusal) throw refusal;
      request.member = member;
    };
  }

  /**
   * Step 4 and the call's code: the input parsed, the member handed in, the answer sent with the
   * API headers (`no-store`, or the call's `cacheSeconds`). Speed (QUALITY.md): nothing here
   * waits unless it must. A visitor's read whose session needs no lookup, and whose code answers
   * at once (settings.php, on every page), runs without a promise: a promise per step was a
   * visible share of its cost. A step that has to wait continues through `then`.
   */
  private answer(entry: Entry, request: FastifyRequest, reply: FastifyReply): Answer {
    const { call } = entry;
    const query = call.query ? queryOf(entry, request.query) : undefined;
    const body = call.body ? parse(call.body, request.body, 'body') : undefined;
    const upload = call.upload ? fileOf(call.upload.types, request) : undefined;
    const input: Input = { query, body, upload, member: null, request, reply };
    if (needsChecks(entry)) {
      input.member = request.member;
    } else if (!call.crossSite) {
      // A visitor's read ran no checks: its session is read here (at once without a cookie, or
      // when the session is kept).
      const kept = this.deps.sessions.kept(request);
      if (kept === undefined) {
        return this.deps.sessions.current(request).then((member) => run(entry, { ...input, member }));
      }
      input.member = kept;
    }
    return run(entry, input);
  }

  /**
   * Every other /api path: 405 for a known path with another method, else 404, in the envelope
   * (never the site). Writes to them count toward the write limit like any other.
   */
  private fallback(): void {
    const paths = new Set<string>([...this.routes.values()].map((entries) => entries[0]!.call.path));
    const { rateLimiter, limits } = this.deps;
    this.app.all('/api/*', {
      onRequest: async (request) => {
        if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
        await rateLimiter.hitAll([hitOn(limits, 'writePerIp', `write:ip:${visitorAddress(request)}`)]);
      },
      handler: async (request) => {
        const path = request.url.split('?')[0] ?? '';
        if (paths.has(path)) throw new ApiError(405, 'method_not_allowed', 'Method not allowed');
        throw new ApiError(404, 'not_found', 'Not found');
      },
    });
  }
}

type Answer = FastifyReply | Promise<FastifyReply>;
/** A call's input before the call's own type narrows `member`. */
type Input = Omit<CallInput<ApiCall>, 'member' | 'query' | 'body' | 'upload'> & {
  query: unknown;
  body: unknown;
  upload: Buffer | undefined;
  member: Member | null;
};

/** Runs a call's code and sends what it answers, now or when its promise settles. */
function run(entry: Entry, input: Input): Answer {
  const result: unknown = entry.handler(input as CallInput<ApiCall>);
  // Any thenable: a call's code may hand back a query builder, which runs when awaited.
  return isThenable(result)
    ? Promise.resolve(result).then((value) => send(entry.call, input.reply, value))
    : send(entry.call, input.reply, result);
}

function send(call: ApiCall, reply: FastifyReply, result: unknown): FastifyReply {
  setApiHeaders(reply);
  if (call.cacheSeconds) reply.header('cache-control', `public, max-age=${call.cacheSeconds}`);
  if (result instanceof JsonText) return reply.type('application/json; charset=utf-8').send(result.text);
  return reply.send(result);
}

/**
 * A request's parsed query. Most requests have none: the empty query is parsed once per call and
 * kept, frozen, so no call's code can change what the next request is handed.
 */
function queryOf(entry: Entry, raw: unknown): unknown {
  const schema = entry.call.query!;
  if (!isEmpty(raw)) return parse(schema, raw, 'query');
  entry.emptyQuery ??= Object.freeze(parse(schema, {}, 'query'));
  return entry.emptyQuery;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  for (const _key in value as object) return false;
  return true;
}

/** The file of an upload: a body read as bytes, sent as one of the call's types (or as plain bytes). */
function fileOf(types: readonly string[], request: FastifyRequest): Buffer {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (!Buffer.isBuffer(request.body) || !(types.includes(type) || type === 'application/octet-stream')) {
    throw new ApiError(415, 'unsupported_media_type', `Send the file itself as one of: ${types.join(', ')}`);
  }
  if (request.body.length === 0) throw new ApiError(400, 'validation_failed', 'The file is empty');
  return request.body;
}

/** A hit on a limit, counted in this process first when the limit is one of COUNTED_IN_PROCESS. */
function hitOn(limits: Limits, name: RateLimitName | 'writePerIp' | 'writePerAccount', key: string): Hit {
  return { key, limit: limits[name], inProcess: COUNTED_IN_PROCESS.has(name) };
}

/** Why a call is refused to this member or visitor (403), or null when it is not. */
function authRefusal(call: ApiCall, member: Member | null): ApiError | null {
  if (call.auth === 'visitor') return null;
  if (!member) return new ApiError(403, 'authentication_required', 'Authentication required');
  if (call.auth !== 'member' && !ROLES[call.auth].includes(member.user.role)) {
    return new ApiError(403, 'forbidden', 'Not allowed for this account');
  }
  return null;
}

/** Whether a call needs steps 1-3: anything but a read any visitor may make. */
function needsChecks({ call }: Entry): boolean {
  return call.auth !== 'visitor' || call.changesState || call.rateLimit !== undefined;
}

function matches(call: ApiCall, query: unknown): boolean {
  const wanted = call.match?.query;
  if (!wanted) return false;
  const q = (query ?? {}) as Record<string, unknown>;
  return Object.entries(wanted).every(([k, v]) => q[k] === v);
}

/** The call a request is for, among those sharing its route: the one its query selects, else the plain one. */
function choose(entries: Entry[], query: unknown): Entry {
  if (entries.length === 1) return entries[0]!;
  return entries.find((e) => matches(e.call, query)) ?? entries.find((e) => !e.call.match) ?? entries[0]!;
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
