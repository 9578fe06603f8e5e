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

/** The logger for a request's own lines (with its id). */
export type RequestLog = (request: FastifyRequest) => FastifyBaseLogger;

/** The server's pino logger, with the visitor's address (not the proxy's) in request lines. */
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
