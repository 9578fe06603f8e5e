import { defineCall } from '@amori/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { listenOnLoopback } from '../test/listen';
import { setCookie } from './cookies';
import { registerCall, SerializedJson } from './contract-route';

const cached = defineCall({
  id: 'testCached',
  method: 'GET',
  path: '/api/cached.php',
  summary: 'A cached answer',
  response: z.object({ name: z.string() }),
  errors: [],
  auth: false,
});

/** A Fastify app with the one call answered by `handler`, over real HTTP; counts finished responses. */
async function serve(handler: Parameters<typeof registerCall<typeof cached>>[2]) {
  const app = Fastify();
  const finished: number[] = [];
  app.addHook('onResponse', async (_request, reply) => {
    finished.push(reply.statusCode);
  });
  registerCall(app, cached, handler);
  const url = `${await listenOnLoopback(app)}/api/cached.php`;
  return { app, url, finished };
}

describe('a SerializedJson answer', () => {
  // Non-ASCII on purpose: the length is in bytes, not characters.
  const body = JSON.stringify({ name: 'Zoë 💛' });
  const answer = new SerializedJson(body);

  it('is sent as it is, with its type, its length in bytes and the API headers', async () => {
    const { app, url, finished } = await serve(() => answer);
    try {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(Object.fromEntries(response.headers)).toMatchObject({
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      });
      expect(await response.json()).toEqual({ name: 'Zoë 💛' });
      // Answered through Node's response, the request still ends Fastify's lifecycle.
      await expect.poll(() => finished).toEqual([200]);
    } finally {
      await app.close();
    }
  });

  it('answers a HEAD request with its headers and no body', async () => {
    const { app, url } = await serve(() => answer);
    try {
      const response = await fetch(url, { method: 'HEAD' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
      expect(await response.text()).toBe('');
    } finally {
      await app.close();
    }
  });

  it('refuses to drop a cookie or a status the handler set: a 500 says so at once', async () => {
    const withCookie = await serve(({ reply }) => {
      setCookie(reply, { name: 'a', value: '1' });
      return answer;
    });
    const withStatus = await serve(({ reply }) => {
      reply.code(201);
      return answer;
    });
    try {
      for (const { url } of [withCookie, withStatus]) {
        const response = await fetch(url);
        expect(response.status).toBe(500);
      }
    } finally {
      await withCookie.app.close();
      await withStatus.app.close();
    }
  });
});
