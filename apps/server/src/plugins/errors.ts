import type { ErrorEnvelope } from '@amori/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors';
import type { RequestLog } from '../http/logging';
import { setApiHeaders } from '../http/api-headers';

function envelope(error: ApiError): ErrorEnvelope {
  return {
    error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) },
  };
}

/** Fastify's own errors for bad client input, mapped to the envelope with a 4xx. */
function fromFastify(error: FastifyError): ApiError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'payload_too_large', 'Request body too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'unsupported_media_type', 'Unsupported content type');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(400, 'bad_request', 'Malformed request body');
    default:
      if (error instanceof SyntaxError) return new ApiError(400, 'bad_request', 'Malformed request body');
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return new ApiError(error.statusCode, 'bad_request', 'Bad request');
      }
      return null;
  }
}

/** One error envelope for every failure; 5xx hide their details. */
export function registerErrorHandling(app: FastifyInstance, requestLog: RequestLog): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // An error may come before the route's handler has set them (CSRF, a body too large).
    if (request.url.startsWith('/api/')) setApiHeaders(reply);
    const known = error instanceof ApiError ? error : fromFastify(error);
    if (known) return reply.code(known.status).send(envelope(known));
    requestLog(request).error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send({ error: { code: 'internal_error', message: 'An error occured, please try again later.' } });
  });
}
