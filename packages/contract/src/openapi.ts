import * as z from 'zod/mini';
import type { ApiCall } from './call';
import { API_CALLS } from './calls';
import { type ERROR_CODES, errorEnvelope } from './errors';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** The query parameters of a call, one OpenAPI parameter per property. */
function queryParameters(call: ApiCall): JsonSchema[] {
  const fixed = call.match?.query ?? {};
  if (!call.query) return [];
  const schema = toSchema(call.query, 'input');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name) || name in fixed,
    schema: property,
  }));
}

const STATUS_OF: Partial<Record<(typeof ERROR_CODES)[number], string>> = {
  authentication_required: '403',
  forbidden: '403',
  csrf_rejected: '403',
  not_found: '404',
  login_failed: '401',
  account_locked: '429',
  rate_limited: '429',
  code_not_found: '404',
  code_already_used: '409',
  unsupported_media_type: '415',
  payload_too_large: '413',
  image_too_large: '413',
  photo_limit_reached: '403',
  swipe_limit_reached: '403',
  code_expired: '409',
  code_wrong_currency: '409',
  code_below_minimum: '409',
  code_wrong_payment_method: '409',
  payment_method_unavailable: '409',
  payment_unavailable: '503',
  direct_debit_required: '409',
  direct_debit_blocked: '403',
  direct_debit_limit: '429',
};

function operation(call: ApiCall): JsonSchema {
  const errorResponse = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
  });
  const responses: Record<string, unknown> = {
    '200': {
      description: 'Success',
      content: { 'application/json': { schema: toSchema(call.response, 'output') } },
    },
    '400': errorResponse('validation_failed or bad_request: the input does not match the contract'),
  };
  for (const code of call.errors) {
    const status = STATUS_OF[code] ?? '400';
    const existing = responses[status] as { description: string } | undefined;
    responses[status] = errorResponse(existing ? `${existing.description}; ${code}` : code);
  }
  const headerParameters = Object.entries(call.headers ?? {}).map(([name, value]) => ({
    name,
    in: 'header',
    required: true,
    schema: { type: 'string', const: value },
  }));
  return {
    operationId: call.id,
    summary: call.summary,
    ...(call.auth !== 'visitor' ? { security: [{ session: [] }] } : {}),
    parameters: [...queryParameters(call), ...headerParameters],
    ...(call.upload
      ? {
          requestBody: {
            required: true,
            description: `The file itself, at most ${call.upload.maxBytes} bytes`,
            content: Object.fromEntries(
              call.upload.types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
            ),
          },
        }
      : {}),
    ...(call.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toSchema(call.body, 'input') } },
          },
        }
      : {}),
    responses,
    'x-error-codes': call.errors,
    'x-auth': call.auth,
    'x-changes-state': call.changesState,
    ...(call.rateLimit ? { 'x-rate-limit': call.rateLimit } : {}),
    ...(call.cacheSeconds ? { 'x-cache-seconds': call.cacheSeconds } : {}),
  };
}

/** The OpenAPI 3.1 document of every call, generated from the contract. */
export function buildOpenApiDocument(calls: readonly ApiCall[] = API_CALLS): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    // Calls selected by a query value (POST /api/user.php?push=1) get a path of their own.
    const match = call.match?.query;
    const key = match ? `${call.path}?${new URLSearchParams({ ...match }).toString()}` : call.path;
    (paths[key] ??= {})[call.method.toLowerCase()] = operation(call);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Amori API',
      version: '1.0.0',
      description:
        'Every call of the Amori site. Errors share one envelope `{ error: { code, message, details? } }`. ' +
        'State-changing calls (`x-changes-state`, whatever their method) need a same-origin request (Origin or ' +
        'Sec-Fetch-Site) or the header `X-Request-Type: client`. `x-auth` says who may make a call.',
    },
    paths,
    components: {
      schemas: { ErrorEnvelope: toSchema(errorEnvelope, 'output') },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'auth.session' } },
    },
  };
}
