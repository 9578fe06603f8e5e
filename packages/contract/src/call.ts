import type * as z from 'zod/mini';
import type { Endpoint } from './endpoints';
import type { ErrorCode } from './error-codes';

export type HttpMethod = Endpoint['method'];

/**
 * Who may make a call: anyone (`visitor`: the member is handed in when logged in), a logged-in
 * `member`, or a member with a role (`moderator`: moderators and operators; `operator`: operators).
 */
export const CALL_AUTH = ['visitor', 'member', 'moderator', 'operator'] as const;
export type CallAuth = (typeof CALL_AUTH)[number];

/**
 * Rate limits a call may have beyond the write limits every state-changing call counts toward.
 * The contract names the limit; the server's configuration gives its size (decisions.md defaults).
 */
export const RATE_LIMIT_NAMES = [
  'login',
  'complaint',
  'pushSubscribe',
  'signup',
  'passwordReset',
  'accountMail',
  'message',
  'smsCode',
  'report',
  'transparencyExport',
  'appeal',
] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];

/** One API call, as data shared by the site (client) and the server (routes): its endpoint and rules. */
export interface ApiCall extends Endpoint {
  summary: string;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /**
   * The body is a file sent as it is (not JSON): its declared content types and largest size.
   * What the file really is, the server checks by its content.
   */
  upload?: { types: readonly string[]; maxBytes: number };
  response: z.ZodMiniType;
  /** Error codes this call may answer with, beyond the generic ones. */
  errors: readonly ErrorCode[];
  /** Who may make it; the server refuses anyone else before the call's own code runs. */
  auth: CallAuth;
  /**
   * Whether it changes state, whatever its method (`GET /api/logout.php` does): such a call must
   * come from the site itself (CSRF check) and counts toward the write limits.
   */
  changesState: boolean;
  /**
   * It may come from anywhere: no same-site (CSRF) check, and no session is read, so a cookie a
   * browser sends along never acts for its member. For calls that carry their own proof (a
   * signed link in a mail, a shared secret): a mail provider's one-click unsubscribe, a bounce
   * report.
   */
  crossSite?: true;
  /** A rate limit of its own: which one, counted per visitor address or per member. */
  rateLimit?: { name: RateLimitName; per: 'address' | 'member' };
  /**
   * How long browsers and shared caches may keep the answer, in seconds (reference data the same
   * for everyone). Without it the answer is never stored (`Cache-Control: no-store`).
   */
  cacheSeconds?: number;
}

/** Declares a call, keeping its exact type (which parts it has, and their schemas). */
export function defineCall<const C extends ApiCall>(call: C): C {
  return call;
}

export type QueryOf<C> = C extends { query: infer Q extends z.ZodMiniType } ? z.input<Q> : undefined;
export type ParsedQueryOf<C> = C extends { query: infer Q extends z.ZodMiniType } ? z.output<Q> : undefined;
export type BodyOf<C> = C extends { body: infer B extends z.ZodMiniType } ? z.input<B> : undefined;
export type ParsedBodyOf<C> = C extends { body: infer B extends z.ZodMiniType } ? z.output<B> : undefined;
export type ResponseOf<C> = C extends { response: infer R extends z.ZodMiniType } ? z.output<R> : never;
export type ResponseInputOf<C> = C extends { response: infer R extends z.ZodMiniType } ? z.input<R> : never;
