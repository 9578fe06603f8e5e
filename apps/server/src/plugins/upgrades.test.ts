import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ members: 1 });
});
afterAll(() => server.close());

/** Sends raw request text and resolves with everything the server sent once it ended the connection. */
function rawExchange(text: string): Promise<string> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (received += chunk));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
}

describe('a request that asks for an upgrade', () => {
  it('is answered as a plain request on any path but the live socket, then its connection ends', async () => {
    const answer = await rawExchange(
      'GET /api/settings.php HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade, HTTP2-Settings\r\n' +
        'Upgrade: h2c\r\nHTTP2-Settings: AAMAAABkAAQAAP__\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"countries"');
  });

  it('to the live socket without a session is refused before the upgrade', async () => {
    const answer = await rawExchange(
      `GET /api/live HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\nConnection: Upgrade\r\n` +
        'Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 403 /);
    expect(answer).toContain('authentication_required');
  });
});
