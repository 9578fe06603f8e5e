import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type LoggerOptions } from 'pino';
import { visitorAddress } from './visitor-address';

/** The server's pino options: JSON lines at a level, never a password, session token or cookie. */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'body.password',
        '*.password',
        'password',
        'token',
        '*.token',
      ],
      censor: '[redacted]',
    },
    ...(stream ? { stream } : {}),
  };
}

/** The logger for a request's own lines (our code's, not Fastify's). */
export type RequestLog = (request: FastifyRequest) => FastifyBaseLogger;

/**
 * Where a request's lines go. With request logging on, Fastify gives every request a child of
 * its logger (`request.log`). Above info Fastify has no logger and makes no per-request logger at
 * all (see buildApp): a child of the server's logger, with the request id, is made only when a
 * line is written, which a request that goes well never does.
 */
export function requestLogOf(serverLogger: FastifyBaseLogger | undefined): RequestLog {
  if (!serverLogger) return (request) => request.log;
  return (request) => serverLogger.child({ reqId: request.id });
}

/**
 * The server's pino logger, made here rather than by Fastify (see buildApp), with Fastify's
 * shapes of a request and a reply in log lines.
 */
export function createLogger(options: LoggerOptions & { stream?: DestinationStream }): FastifyBaseLogger {
  const { stream, ...rest } = options;
  return pino(
    {
      ...rest,
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: request.url,
          host: request.host,
          remoteAddress: visitorAddress(request),
        }),
        res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
        err: pino.stdSerializers.err,
        ...rest.serializers,
      },
    },
    stream ?? pino.destination(1),
  );
}
