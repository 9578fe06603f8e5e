import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorEnvelope } from '@amori/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_HEADERS, setApiHeaders } from '../http/api-headers';
import { ApiError } from '../http/errors';
import type { RequestLog } from '../http/logging';

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

/** One error envelope for every failure a route or hook throws; 5xx hide their details. */
export function registerErrorHandling(app: FastifyInstance, requestLog: RequestLog): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // An error may come before the call has set them (CSRF, a body too large).
    if (request.url.startsWith('/api/')) setApiHeaders(reply);
    const known = error instanceof ApiError ? error : fromFastify(error);
    if (known) return reply.code(known.status).send(envelope(known));
    requestLog(request).error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send({ error: { code: 'internal_error', message: 'An error occured, please try again later.' } });
  });
  app.setNotFoundHandler((_request, reply) => {
    setApiHeaders(reply);
    reply.code(404).send(envelope(new ApiError(404, 'not_found', 'Not found')));
  });
}

/**
 * Errors Fastify answers before any route (Fastify's `frameworkErrors`): a URL that cannot be
 * decoded (`/api/%ZZ`), in the envelope.
 */
export function frameworkErrors(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  reply
    .headers(API_HEADERS)
    .code(400)
    .send(envelope(new ApiError(400, 'bad_request', 'Malformed URL')));
}

/** The answer to a request Node's HTTP parser refused, by its error code. */
function clientErrorOf(code: string | undefined): ApiError {
  if (code === 'HPE_HEADER_OVERFLOW')
    return new ApiError(431, 'headers_too_large', 'Request headers too large');
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return new ApiError(408, 'request_timeout', 'The request took too long to arrive');
  return new ApiError(400, 'bad_request', 'Malformed request');
}

/**
 * A whole HTTP answer with an error envelope, as bytes for a socket (for what is refused before
 * Fastify has a reply to answer with); the connection is closed after it.
 */
export function rawErrorAnswer(error: ApiError): string {
  const body = JSON.stringify(envelope(error));
  return [
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    ...Object.entries(API_HEADERS).map(([name, value]) => `${name}: ${value}`),
    'connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Requests refused before Fastify sees them (Fastify's `clientErrorHandler`): headers too large,
 * a request that did not arrive in time, bytes that are not HTTP. Answered in the envelope on the
 * socket itself, which is then closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) return;
  socket.end(rawErrorAnswer(clientErrorOf(error.code)));
}
