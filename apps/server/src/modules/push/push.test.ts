import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { settingsSchema } from '@amori/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ensureVapidKeys,
  UnsafeEndpointError,
  WebPush,
  type ResolveHost,
  type VapidKeys,
} from '../../adapters/push';
import { pushSubscriptions, users } from '../../db/schema';
import { Events } from '../../lib/events';
import type { Limits } from '../../lib/limits';
import { localPubSub } from '../../lib/pubsub';
import { RateLimiter } from '../../lib/rate-limiter';
import { expectError, json } from '../../test/expect';
import { relaxedLimits, startTestServer, type TestServer } from '../../test/server';
import { createPush, MAX_PUSH_SUBSCRIPTIONS } from './push.service';

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
let vapid: VapidKeys;
let free: string;
let premium: string;

/** What the fake DNS answers for each name (the server resolves push hosts through it). */
const dns = new Map<string, string[]>([
  ['push.public.test', ['93.184.215.14']],
  ['localhost.attacker.test', ['127.0.0.1']],
  ['mixed.test', ['93.184.215.14', '10.0.0.1']],
  ['compatible.attacker.test', ['::127.0.0.1']],
]);
const resolveHost: ResolveHost = async (hostname) => {
  const addresses = dns.get(hostname);
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

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
  server = await startTestServer({
    members: 40,
    // The stand-in push service runs on loopback: only this setting lets the server call it.
    pushAllowedHosts: [new URL(receiverUrl).host],
    resolveHost,
  });
  vapid = await ensureVapidKeys(server.handle.db);
  free = await server.loginAs('free@example.com');
  premium = await server.loginAs('premium@example.com');
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

const subscribeAs = (cookie: string, subscription: unknown) =>
  server.request('/api/user.php?push=1', json({ subscription }, { method: 'POST', headers: { cookie } }));

async function subscribe(endpoint: string, cookie = free) {
  const response = await subscribeAs(cookie, browserSubscription(endpoint));
  expect(response.status, await response.clone().text()).toBe(200);
}

const autoLike = (cookie = free) => server.request('/api/auto-like.php', { headers: { cookie } });

/** The stored subscriptions of a demo login, oldest first. */
async function storedEndpoints(email: string) {
  const [user] = await server.handle.db.select().from(users).where(eq(users.email, email));
  const rows = await server.handle.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, user!.id))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  return { userId: user!.id, endpoints: rows.map((r) => r.endpoint) };
}

/** The push module over the test server's database, as the app makes it, with these limits. */
async function pushModule(limits: Partial<Limits> = {}) {
  const { db } = server.handle;
  return createPush({
    db,
    now: () => new Date(),
    events: await Events.open(localPubSub(), () => {}),
    rateLimiter: new RateLimiter(db, () => new Date()),
    limits: { ...relaxedLimits, ...limits },
    webPush: pushFor([new URL(receiverUrl).host]),
    log: { warn: () => {} },
  });
}

function pushFor(allowedHosts: string[]) {
  return new WebPush({ keys: vapid, subject: 'mailto:test@amori.example', allowedHosts, resolveHost });
}

const message = { title: 'New like', body: 'x', checkUrl: '/likes', openUrl: '/login' };

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
});

describe('subscribing (POST /api/user.php?push=1): the server will POST to the endpoint, so it must be safe to', () => {
  it.each([
    ['loopback, as the attack did', 'http://127.0.0.1:9/internal-admin'],
    ['loopback over https', 'https://127.0.0.1/internal-admin'],
    ['IPv6 loopback', 'https://[::1]/x'],
    ['an IPv4 address in IPv6 form', 'https://[::ffff:127.0.0.1]/x'],
    ['loopback in IPv4-compatible form', 'https://[::127.0.0.1]/x'],
    ['loopback in IPv4-translated form', 'https://[::ffff:0:7f00:1]/x'],
    ['a name that resolves to IPv4-compatible loopback', 'https://compatible.attacker.test/x'],
    ['a private network', 'https://10.1.2.3/x'],
    ['another private network', 'https://192.168.1.1/x'],
    ['cloud metadata (link-local)', 'https://169.254.169.254/latest/meta-data'],
    ['a name that resolves to loopback', 'https://localhost.attacker.test/x'],
    ['a name that resolves to a private address among public ones', 'https://mixed.test/x'],
    ['a name that does not resolve', 'https://nowhere.test/x'],
    ['a public address over plain http', 'http://push.public.test/x'],
    ['an endpoint with a password', 'https://user:pw@push.public.test/x'],
  ])('refuses %s', async (_what, endpoint) => {
    const error = await expectError(
      await subscribeAs(free, browserSubscription(endpoint)),
      400,
      'validation_failed',
    );
    expect(error.details?.fields).toEqual([
      { path: 'body.subscription.endpoint', message: expect.any(String) },
    ]);
  });

  it('accepts a public https push service', async () => {
    await subscribe('https://push.public.test/send/abc', premium);
    expect((await storedEndpoints('premium@example.com')).endpoints).toContain(
      'https://push.public.test/send/abc',
    );
  });

  it('refuses keys a browser would never make: p256dh off the P-256 curve, auth not 16 bytes', async () => {
    const valid = browserSubscription('https://push.public.test/keys');
    const offCurve = Buffer.alloc(65, 1);
    offCurve[0] = 4;
    for (const [keys, path] of [
      [{ ...valid.keys, p256dh: b64url(offCurve) }, 'body.subscription.keys.p256dh'],
      [{ ...valid.keys, p256dh: 'BAbc' }, 'body.subscription.keys.p256dh'],
      [{ ...valid.keys, auth: b64url(randomBytes(15)) }, 'body.subscription.keys.auth'],
      [{ ...valid.keys, auth: b64url(randomBytes(32)) }, 'body.subscription.keys.auth'],
    ] as const) {
      const error = await expectError(await subscribeAs(free, { ...valid, keys }), 400, 'validation_failed');
      expect(error.details?.fields).toEqual([{ path, message: expect.any(String) }]);
    }
  });

  it('needs a login', async () => {
    await expectError(
      await server.request(
        '/api/user.php?push=1',
        json({ subscription: browserSubscription('https://push.public.test/a') }),
      ),
      403,
      'authentication_required',
    );
  });

  it(`keeps a member's ${MAX_PUSH_SUBSCRIPTIONS} newest subscriptions: one more replaces the oldest`, async () => {
    const endpoints = Array.from(
      { length: MAX_PUSH_SUBSCRIPTIONS + 2 },
      (_, i) => `https://push.public.test/cap/${i}`,
    );
    for (const endpoint of endpoints) await subscribe(endpoint, premium);
    const stored = (await storedEndpoints('premium@example.com')).endpoints;
    expect(stored).toEqual(endpoints.slice(-MAX_PUSH_SUBSCRIPTIONS));
  });
});

describe('sending', () => {
  it('never connects where a name points by then to a private address (DNS changed after the check)', async () => {
    dns.set('rebind.test', ['93.184.215.14']);
    const push = pushFor([]);
    expect(await push.check('https://rebind.test/x')).toBeNull();
    dns.set('rebind.test', ['127.0.0.1']);
    const before = received.length;
    const target = {
      endpoint: `https://rebind.test:${new URL(receiverUrl).port}/x`,
      ...browserSubscription('').keys,
    };
    await expect(push.send(target, message)).rejects.toBeInstanceOf(UnsafeEndpointError);
    expect(received.length).toBe(before);
  });

  it('checks the resolved address at send time in every IPv6 spelling of loopback', async () => {
    const push = pushFor([]);
    const keys = browserSubscription('').keys;
    const port = new URL(receiverUrl).port;
    const before = received.length;
    for (const address of ['::127.0.0.1', '::ffff:0:7f00:1']) {
      dns.set('rebind6.test', [address]);
      await expect(
        push.send({ endpoint: `https://rebind6.test:${port}/x`, ...keys }, message),
        address,
      ).rejects.toBeInstanceOf(UnsafeEndpointError);
      await expect(
        push.send({ endpoint: `https://[${address}]:${port}/x`, ...keys }, message),
        address,
      ).rejects.toBeInstanceOf(UnsafeEndpointError);
    }
    expect(received.length).toBe(before);
  });

  it('never sends to a private address stored before these checks existed, nor over http', async () => {
    const push = pushFor([]);
    const keys = browserSubscription('').keys;
    await expect(
      push.send({ endpoint: `${receiverUrl.replace('http:', 'https:')}/old`, ...keys }, message),
    ).rejects.toBeInstanceOf(UnsafeEndpointError);
    await expect(
      push.send({ endpoint: 'http://push.public.test/old', ...keys }, message),
    ).rejects.toBeInstanceOf(UnsafeEndpointError);
  });

  it(`sends one event to at most ${MAX_PUSH_SUBSCRIPTIONS} browsers of a member (the attack registered 20)`, async () => {
    const pushes = await pushModule();
    const { userId } = await storedEndpoints('free@example.com');
    for (let i = 0; i < 20; i++) await subscribe(`${receiverUrl}/many/${i}`);
    const before = received.length;
    expect(await pushes.notify(userId, message)).toBe(MAX_PUSH_SUBSCRIPTIONS);
    expect(received.length - before).toBe(MAX_PUSH_SUBSCRIPTIONS);
  });

  it('sends a member at most the pushSends limit in a window, whatever others do', async () => {
    const pushes = await pushModule({ pushSends: { max: 2, windowMs: 3_600_000 } });
    const { userId } = await storedEndpoints('operator@example.com');
    const operator = await server.loginAs('operator@example.com');
    await subscribe(`${receiverUrl}/limited`, operator);
    const sent = [];
    for (let i = 0; i < 4; i++) sent.push(await pushes.notify(userId, message));
    expect(sent).toEqual([1, 1, 0, 0]);
  });

  it('forgets a subscription the push service says is gone (410)', async () => {
    const pushes = await pushModule();
    const { userId } = await storedEndpoints('free@example.com');
    status = 410;
    try {
      expect(await pushes.notify(userId, message)).toBe(0);
    } finally {
      status = 201;
    }
    expect((await storedEndpoints('free@example.com')).endpoints).toEqual([]);
  });
});
