import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { LazyChildLogger, lazyChildLoggerFactory, loggerOptions } from './logging';

/** A pino logger with the server's options, writing its lines to an array. */
function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const options = loggerOptions(level, stream);
  return { lines, logger: pino(options, options.stream!) };
}

describe('server logging', () => {
  it('makes no child logger while nothing is logged at an enabled level', () => {
    const { lines, logger } = capture('warn');
    const child = vi.spyOn(logger, 'child');
    const log = new LazyChildLogger(logger, { reqId: 'req-1' });
    log.info('not written');
    log.debug({ a: 1 }, 'not written');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    log.warn('written');
    log.error('written too');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((l) => [l.reqId, l.msg])).toEqual([
      ['req-1', 'written'],
      ['req-1', 'written too'],
    ]);
  });

  it("follows a route's own level, and children keep the request's bindings", () => {
    const { lines, logger } = capture('warn');
    const log = new LazyChildLogger(logger, { reqId: 'req-2' }, { level: 'debug' });
    expect(log.level).toBe('debug');
    log.debug('route debug line');
    log.child({ step: 'inner' }).warn('inner line');
    expect(lines.map((l) => [l.reqId, l.step, l.msg])).toEqual([
      ['req-2', undefined, 'route debug line'],
      ['req-2', 'inner', 'inner line'],
    ]);
  });

  it('gives each request its id and never writes a password, token or cookie', async () => {
    const { lines, logger } = capture('info');
    const app = Fastify({ loggerInstance: logger, childLoggerFactory: lazyChildLoggerFactory });
    app.post('/login', async (request) => {
      request.log.info({ body: request.body, user: { password: 'pw-2' }, token: 'tok-1' }, 'login');
      return { ok: true };
    });
    const reply = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { cookie: 'auth.session=secret-cookie' },
      payload: { email: 'a@example.com', password: 'pw-1' },
    });
    expect(reply.statusCode).toBe(200);
    const text = JSON.stringify(lines);
    for (const secret of ['pw-1', 'pw-2', 'tok-1', 'secret-cookie']) expect(text).not.toContain(secret);
    const login = lines.find((l) => l.msg === 'login')!;
    expect(login).toMatchObject({
      body: { email: 'a@example.com', password: '[redacted]' },
      token: '[redacted]',
    });
    const incoming = lines.find((l) => l.msg === 'incoming request')!;
    expect(incoming.reqId).toBe(login.reqId);
    expect(incoming).toMatchObject({ req: { method: 'POST', url: '/login' } });
    await app.close();
  });
});
