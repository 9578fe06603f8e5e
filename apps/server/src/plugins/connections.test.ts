import { connect, type Socket } from 'node:net';
import { errorEnvelope } from '@amori/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server';

// Slow clients cannot hold the server: a request must arrive whole in time, and one address may
// hold only so many connections. Loopback is a trusted proxy by default (the site's own loaders),
// so this server trusts no proxy: the test's connections count as one visitor's.
const CAP = 4;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    members: 0,
    trustedProxies: [],
    maxConnectionsPerAddress: CAP,
    requestTimeoutMs: 600,
  });
});
afterAll(() => server.close());

function open(): Promise<Socket> {
  const { port, hostname } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.on('error', reject);
  });
}

/** Everything the server sends on a socket until it closes it. */
const untilClosed = (socket: Socket) =>
  new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('close', () => resolve(text));
  });

const statusOf = (answer: string) => Number(answer.split(' ')[1]);
const errorOf = (answer: string) => errorEnvelope.parse(JSON.parse(answer.split('\r\n\r\n')[1]!)).error;

describe('a request body that never arrives', () => {
  it('is cut with 408 request_timeout once the request timeout passes (7 bytes of 100 sent)', async () => {
    const socket = await open();
    const closed = untilClosed(socket);
    socket.write(
      'POST /api/page-hidden.php HTTP/1.1\r\nHost: x\r\nX-Request-Type: client\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"path"',
    );
    const answer = await closed;
    expect(statusOf(answer)).toBe(408);
    expect(errorOf(answer).code).toBe('request_timeout');
  });

  it('headers that never end are cut the same way', async () => {
    const socket = await open();
    const closed = untilClosed(socket);
    socket.write('GET /api/settings.php HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(statusOf(await closed)).toBe(408);
  });
});

describe('connections per visitor address', () => {
  it(`lets one address hold ${CAP} connections, refuses the next with 429, and takes new ones as they close`, async () => {
    const held = await Promise.all(Array.from({ length: CAP }, open));
    const extra = await open();
    const answer = await untilClosed(extra);
    expect(statusOf(answer)).toBe(429);
    expect(errorOf(answer).code).toBe('rate_limited');
    const closing = held.map((socket) => new Promise((resolve) => socket.on('close', resolve)));
    for (const socket of held) socket.destroy();
    await Promise.all(closing);
    // The server hears the closes a moment after this side made them.
    await expect
      .poll(async () => (await fetch(`${server.url}/api/health`)).status, { timeout: 5000, interval: 20 })
      .toBe(200);
  });
});
