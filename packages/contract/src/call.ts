import type * as z from 'zod/mini';
import type { Endpoint } from './endpoints';
import type { ErrorCode } from './error-codes';

export type HttpMethod = Endpoint['method'];

/** One API call, as data shared by the site (client) and the server (routes): its endpoint and schemas. */
export interface ApiCall extends Endpoint {
  summary: string;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  response: z.ZodMiniType;
  /** Error codes this call may answer with, beyond the generic ones. */
  errors: readonly ErrorCode[];
  /** Whether a session is needed. */
  auth: boolean;
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
