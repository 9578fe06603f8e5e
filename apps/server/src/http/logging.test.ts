import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { migratedPglite } from '../test/db-template';
import { loggerOptions } from './logging';

/** The server's logger options at a level, writing their lines to an array. */
function captured(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, options: loggerOptions(level, stream) };
}

/** A pino logger with the server's options, writing its lines to an array. */
function capture(level: string) {
  const { lines, options } = captured(level);
  return { lines, logger: pino(options, options.stream!) };
}

describe('server logging', () => {
  it('gives each request its id and never writes a password, token or cookie', async () => {
    const { lines, logger } = capture('info');
    const app = Fastify({ loggerInstance: logger });
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

describe("the server's logging (buildApp)", () => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  /** The whole server, logging at a level, with one extra route that fails unexpectedly. */
  async function serverLogging(level: string) {
    const { lines, options } = captured(level);
    handle = await openDatabase({ pglite: await migratedPglite() });
    const app = await buildApp({ db: handle.db, logger: options });
    const requestIds: string[] = [];
    app.get('/api/boom.php', async (request) => {
      requestIds.push(request.id);
      throw new Error('database went away');
    });
    return { app, lines, requestIds };
  }

  it('above info: no request lines, but an unexpected error is written with its request id', async () => {
    const { app, lines, requestIds } = await serverLogging('warn');
    const ok = await app.inject({ url: '/api/settings.php' });
    expect(ok.statusCode).toBe(404); // no site in this database: a 4xx, logged by nobody
    const boom = await app.inject({ url: '/api/boom.php', headers: { 'x-request-type': 'client' } });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({
      error: { code: 'internal_error', message: 'An error occured, please try again later.' },
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: 'unhandled error',
      reqId: requestIds[0],
      err: { type: 'Error', message: 'database went away', stack: expect.stringContaining('Error') },
    });
    expect(requestIds).toEqual([expect.any(String)]);
    await app.close();
  });

  it('at info: every request is logged as it comes in and when it is answered, under one id', async () => {
    const { app, lines } = await serverLogging('info');
    await app.inject({ url: '/api/boom.php' });
    const mine = lines.filter((l) => l.reqId === lines[0]?.reqId).map((l) => l.msg);
    expect(mine).toEqual(['incoming request', 'unhandled error', 'request completed']);
    expect(lines.find((l) => l.msg === 'request completed')).toMatchObject({ res: { statusCode: 500 } });
    await app.close();
  });
});
