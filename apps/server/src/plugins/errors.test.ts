import { connect } from 'node:net';
import { errorEnvelope } from '@amori/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ members: 0 });
});
afterAll(() => server.close());

/** Sends raw bytes and reads the whole answer (the server closes the connection after it). */
function raw(bytes: string): Promise<string> {
  const { port, hostname } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

/** Status and envelope of a raw HTTP answer. */
function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return {
    status: Number(head.split(' ')[1]),
    nosniff: /x-content-type-options: nosniff/i.test(head),
    error: errorEnvelope.parse(JSON.parse(body)).error,
  };
}

describe('every error answer is in the envelope', () => {
  it('a URL that cannot be decoded: 400', async () => {
    for (const path of ['/api/%ZZ', '/api/user.php/%E0%A4%A', '/%ZZ']) {
      const response = await server.request(path);
      expect(response.status).toBe(400);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(errorEnvelope.parse(await response.json()).error.code).toBe('bad_request');
    }
  });

  it('headers too large: 431', async () => {
    const answer = parse(
      await raw(`GET /api/settings.php HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(answer).toMatchObject({ status: 431, nosniff: true, error: { code: 'headers_too_large' } });
  });

  it('bytes that are not HTTP: 400', async () => {
    const answer = parse(await raw('HELLO THERE\r\n\r\n'));
    expect(answer).toMatchObject({ status: 400, error: { code: 'bad_request' } });
  });

  it('a path no route has: 404', async () => {
    const response = await server.request('/nothing/here');
    expect(response.status).toBe(404);
    expect(errorEnvelope.parse(await response.json()).error.code).toBe('not_found');
  });
});
