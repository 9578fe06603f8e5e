import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { clearCookie, readCookie, setCookie } from './cookies';

async function app() {
  const server = Fastify();
  server.get('/read', async (request) => ({
    session: readCookie(request, 'auth.session') ?? null,
    country: readCookie(request, 'selected_country') ?? null,
  }));
  server.get('/write', async (_request, reply) => {
    setCookie(reply, { name: 'a', value: 'one two', path: '/', httpOnly: true });
    setCookie(reply, { name: 'b', value: '2', maxAge: 60 });
    clearCookie(reply, 'c');
    return { ok: true };
  });
  await server.ready();
  return server;
}

describe('cookies', () => {
  it('reads one cookie of the header, decoded, and undefined when absent', async () => {
    const server = await app();
    const both = await server.inject({
      url: '/read',
      headers: { cookie: 'x=1; auth.session=abc%3D; selected_country=DE' },
    });
    expect(both.json()).toEqual({ session: 'abc=', country: 'DE' });
    expect((await server.inject({ url: '/read' })).json()).toEqual({ session: null, country: null });
    expect((await server.inject({ url: '/read', headers: { cookie: ';;=;garbage' } })).json()).toEqual({
      session: null,
      country: null,
    });
  });

  it('sets several cookies on one reply, SameSite=Lax unless said otherwise, and clears one', async () => {
    const server = await app();
    const lines = (await server.inject({ url: '/write' })).headers['set-cookie'];
    expect(lines).toEqual([
      'a=one%20two; Path=/; HttpOnly; SameSite=Lax',
      'b=2; Max-Age=60; SameSite=Lax',
      'c=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax',
    ]);
  });
});
