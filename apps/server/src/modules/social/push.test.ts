import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { settingsSchema } from '@amori/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../test/expect';
import { startTestServer, type TestServer } from '../../test/server';

/** A stand-in push service on loopback: records each request and answers `status`. */
interface Received {
  method: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}
let receiver: Server;
let receiverUrl: string;
let status = 201;
const received: Received[] = [];
let onReceive: (() => void) | null = null;

let server: TestServer;
let free: string;
beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      received.push({ method: request.method ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status).end();
      onReceive?.();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  receiverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  server = await startTestServer({ members: 40 });
  free = await server.loginAs('free@example.com');
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const b64url = (b: Buffer) => b.toString('base64url');
const nextPush = () => new Promise<void>((resolve) => (onReceive = resolve));

/** A subscription as a browser makes it: a P-256 public key and a 16-byte auth secret. */
function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(randomBytes(16)) },
  };
}

async function subscribe(endpoint: string) {
  const response = await server.request(
    '/api/user.php?push=1',
    json({ subscription: browserSubscription(endpoint) }, { method: 'POST', headers: { cookie: free } }),
  );
  expect(response.status).toBe(200);
}

const autoLike = () => server.request('/api/auto-like.php', { headers: { cookie: free } });

describe('web push of a new like', () => {
  it('sends an encrypted, VAPID-signed push with a TTL to the stored subscription', async () => {
    const { push_public_key: vapidKey } = settingsSchema.parse(
      await (await server.request('/api/settings.php')).json(),
    );
    await subscribe(`${receiverUrl}/push/a`);
    const pushed = nextPush();
    const like = await autoLike();
    expect(like.status).toBe(200);
    const { profile } = (await like.json()) as { profile: { name: string } | null };
    expect(profile).not.toBeNull();
    await pushed;

    const push = received.at(-1)!;
    expect(push.method).toBe('POST');
    expect(push.headers.ttl).toBe('86400');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    // The body is encrypted for the subscription: the message text is not readable in it.
    expect(push.body.length).toBeGreaterThan(100);
    expect(push.body.toString('latin1')).not.toContain(profile!.name);
    expect(push.body.toString('latin1')).not.toContain('liked your profile');

    // Authorization: vapid t=<JWT for this push service's origin>, k=<the site's public key>.
    const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(push.headers.authorization ?? '');
    expect(match).not.toBeNull();
    const [, header, payload, signature, k] = match!;
    expect(k).toBe(vapidKey);
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { aud: string; sub: string };
    expect(claims.aud).toBe(receiverUrl);
    expect(claims.sub).toMatch(/^mailto:/);
    const raw = Buffer.from(k!, 'base64url');
    const key = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
      format: 'jwk',
    });
    const signed = verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature!, 'base64url'),
    );
    expect(signed).toBe(true);
  });

  it('forgets a subscription the push service says is gone (410)', async () => {
    received.length = 0;
    status = 410;
    const pushed = nextPush();
    await autoLike();
    await pushed;
    const count = received.length;
    status = 201;
    await autoLike();
    // Nothing more reaches the gone endpoint (the first subscription); the answer came first,
    // so give the (unawaited) sends a moment.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received.filter((r) => r.headers.authorization).length).toBe(count);
  });
});
