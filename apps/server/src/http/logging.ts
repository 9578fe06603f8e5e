import type { FastifyBaseLogger, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import pino, {
  type Bindings,
  type ChildLoggerOptions,
  type DestinationStream,
  type LoggerOptions,
} from 'pino';

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

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LevelCheck = { isLevelEnabled?: (level: string) => boolean };

/**
 * A request's logger that makes pino's child logger (the one with the request id) on the first
 * line written at a level the server logs, not for every request. Most requests log nothing,
 * and the child cost more than the rest of a cached API request's own work: with redaction set
 * up, pino runs each binding through the redactor (bench/api, perf profile of settings.php).
 */
export class LazyChildLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions = {},
  ) {}

  #real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  #write(level: Level, args: unknown[]): void {
    // A route's own level (options.level) can only be known from the child itself.
    if (!this.#child && this.options.level === undefined) {
      const enabled = (this.parent as LevelCheck).isLevelEnabled?.(level);
      if (enabled === false) return;
    }
    (this.#real()[level] as (...a: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

/**
 * Fastify's childLoggerFactory: request loggers made when first used, as children of `parent`
 * (the server's logger when Fastify has none of its own) or else of Fastify's logger.
 */
export function lazyChildLoggerFactory(
  parent?: FastifyBaseLogger,
): NonNullable<FastifyServerOptions['childLoggerFactory']> {
  return (logger, bindings, options) => new LazyChildLogger(parent ?? logger, bindings, options);
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
          remoteAddress: request.ip,
        }),
        res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
        err: pino.stdSerializers.err,
        ...rest.serializers,
      },
    },
    stream ?? pino.destination(1),
  );
}
