import { getUser, login, userSchema } from '@amori/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { sessions, users } from '../../db/schema';
import { EVENTS_CHANNEL } from '../../lib/events';
import { hashToken } from '../../lib/hashing';
import { DEMO_PASSWORD } from '../../db/seed';
import { expectError, json } from '../../test/expect';
import type { Limits } from '../../lib/limits';
import { listenOnLoopback } from '../../test/listen';
import { relaxedLimits, startTestServer, type TestServer } from '../../test/server';
import * as z from 'zod/mini';

let server: TestServer;
// A clock the tests move by hand.
let clock = Date.parse('2026-06-01T10:00:00Z');
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(() => server.close());

const credentials = { email: 'free@example.com', password: DEMO_PASSWORD };

describe('POST /api/user.php (login)', () => {
  it('logs in, answers { user } and sets an httpOnly, SameSite=Lax session cookie for 30 days', async () => {
    const response = await server.request('/api/user.php', json(credentials));
    expect(response.status).toBe(200);
    const body = login.response.parse(await response.json());
    expect(body.user).toMatchObject({ email: 'free@example.com', role: 'member', paid_user: false });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('auth.session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // plain HTTP here
    const expires = Date.parse(/Expires=([^;]+)/i.exec(cookie)![1]!);
    expect(Math.round((expires - clock) / 86_400_000)).toBe(30);
  });

  it('accepts the e-mail in another case and with spaces', async () => {
    const response = await server.request(
      '/api/user.php',
      json({ ...credentials, email: ' FREE@example.com ' }),
    );
    expect(response.status).toBe(200);
  });

  it('answers login_failed (401) for a wrong password or an unknown e-mail', async () => {
    await expectError(
      await server.request('/api/user.php', json({ email: 'premium@example.com', password: 'nope' })),
      401,
      'login_failed',
    );
    await expectError(
      await server.request('/api/user.php', json({ email: 'nobody@example.com', password: 'x' })),
      401,
      'login_failed',
    );
  });

  it('refuses missing fields, wrong types, unknown fields and odd unicode with 400', async () => {
    for (const body of [
      {},
      { email: 'free@example.com' },
      { email: 42, password: DEMO_PASSWORD },
      { ...credentials, admin: true },
      { email: '\u0000\uD800', password: '' },
      [credentials],
      'just a string',
    ]) {
      await expectError(await server.request('/api/user.php', json(body)), 400);
    }
  });

  it('answers 400 for malformed JSON and 415 for another content type', async () => {
    await expectError(
      await server.request('/api/user.php', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email":',
      }),
      400,
    );
    await expectError(
      await server.request('/api/user.php', {
        method: 'POST',
        headers: { 'content-type': 'application/xml' },
        body: '<a/>',
      }),
      415,
    );
  });

  it('refuses an oversized body with 413', async () => {
    const response = await server.request(
      '/api/user.php',
      json({ email: 'free@example.com', password: 'x'.repeat(200_000) }),
    );
    await expectError(response, 413, 'payload_too_large');
  });
});

describe('GET and PUT /api/user.php, logout', () => {
  it('answers 403 authentication_required when logged out or with a bad cookie', async () => {
    await expectError(await server.request('/api/user.php'), 403, 'authentication_required');
    await expectError(
      await server.request('/api/user.php', { headers: { cookie: 'auth.session=forged' } }),
      403,
      'authentication_required',
    );
  });

  it('answers the user with every field of spec point 3 when logged in', async () => {
    const cookie = await server.loginAs('premium@example.com');
    const response = await server.request('/api/user.php', { headers: { cookie } });
    expect(response.status).toBe(200);
    const user = z.strictObject(userSchema.shape).parse(await response.json());
    expect(user).toMatchObject({ email: 'premium@example.com', paid_user: true, invisible: false });
    expect(user.credits).toBeGreaterThan(0);
    expect(getUser.response.safeParse(user).success).toBe(true);
  });

  it('saves the language (PUT) and validates it', async () => {
    const cookie = await server.loginAs('free@example.com');
    // Read first, so the session and its answer are cached: the change must still show.
    const before = userSchema.parse(
      await (await server.request('/api/user.php', { headers: { cookie } })).json(),
    );
    expect(before.language).not.toBe('de');
    const response = await server.request(
      '/api/user.php',
      json({ language: 'de' }, { method: 'PUT', headers: { cookie } }),
    );
    expect(response.status).toBe(200);
    expect(userSchema.parse(await response.json()).language).toBe('de');
    const again = userSchema.parse(
      await (await server.request('/api/user.php', { headers: { cookie } })).json(),
    );
    expect(again.language).toBe('de');
    await expectError(
      await server.request('/api/user.php', json({ language: 'xx' }, { method: 'PUT', headers: { cookie } })),
      400,
      'validation_failed',
    );
    await expectError(
      await server.request(
        '/api/user.php',
        json({ language: 'nl', role: 'operator' }, { method: 'PUT', headers: { cookie } }),
      ),
      400,
    );
    await expectError(
      await server.request('/api/user.php', json({ language: 'nl' }, { method: 'PUT' })),
      403,
    );
  });

  it('logs out: the session ends and the cookie is cleared', async () => {
    const cookie = await server.loginAs('free@example.com');
    // Cached by the read, and still refused after the logout.
    expect((await server.request('/api/user.php', { headers: { cookie } })).status).toBe(200);
    const response = await server.request('/api/logout.php', { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toMatch(/auth\.session=;/);
    await expectError(
      await server.request('/api/user.php', { headers: { cookie } }),
      403,
      'authentication_required',
    );
  });

  it('answers 405 for another method on a known path', async () => {
    await expectError(await server.request('/api/user.php', { method: 'PATCH' }), 405, 'method_not_allowed');
    await expectError(await server.request('/api/logout.php', { method: 'POST' }), 405, 'method_not_allowed');
  });
});

describe('CSRF', () => {
  const raw = (init: RequestInit) => fetch(`${server.url}/api/user.php`, init);
  const body = JSON.stringify(credentials);
  const type = { 'content-type': 'application/json' };

  it('refuses a write with neither Origin, Sec-Fetch-Site nor X-Request-Type', async () => {
    await expectError(await raw({ method: 'POST', headers: type, body }), 403, 'csrf_rejected');
  });

  it('refuses a cross-site write even with X-Request-Type', async () => {
    await expectError(
      await raw({
        method: 'POST',
        headers: { ...type, 'x-request-type': 'client', 'sec-fetch-site': 'cross-site' },
        body,
      }),
      403,
      'csrf_rejected',
    );
    await expectError(
      await raw({ method: 'POST', headers: { ...type, origin: 'https://evil.example' }, body }),
      403,
      'csrf_rejected',
    );
  });

  it('accepts a same-origin write without X-Request-Type (a beacon, a form of the site)', async () => {
    const sameOrigin = await raw({
      method: 'POST',
      headers: { ...type, 'sec-fetch-site': 'same-origin' },
      body,
    });
    expect(sameOrigin.status).toBe(200);
    const withOrigin = await raw({ method: 'POST', headers: { ...type, origin: server.url }, body });
    expect(withOrigin.status).toBe(200);
  });

  it('refuses a cross-site GET /api/logout.php (it changes state), with or without a query', async () => {
    const cookie = await server.loginAs('free@example.com');
    for (const path of ['/api/logout.php', '/api/logout.php?next=1']) {
      await expectError(
        await fetch(`${server.url}${path}`, { headers: { cookie, 'sec-fetch-site': 'cross-site' } }),
        403,
        'csrf_rejected',
      );
      await expectError(await fetch(`${server.url}${path}`, { headers: { cookie } }), 403, 'csrf_rejected');
    }
    // Still logged in.
    expect((await server.request('/api/user.php', { headers: { cookie } })).status).toBe(200);
  });

  it('lets GETs through without any of them (server-side loaders)', async () => {
    const response = await fetch(`${server.url}/api/settings.php`);
    expect(response.status).toBe(200);
  });
});

describe('API answers', () => {
  it('are never sniffed, and stored only where the call allows: answers, pages, errors, and refusals before any handler', async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/api/user.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
    const answers = {
      answer: await server.request('/api/settings.php'),
      head: await server.request('/api/settings.php', { method: 'HEAD' }),
      value: await server.request('/api/interests.php'),
      page: await server.request('/api/docs'),
      unknown: await server.request('/api/nothing-here.php'),
      invalid: await server.request('/api/user.php', json({ email: 1 })),
      crossSite: await post('{}'),
      tooLarge: await post(JSON.stringify({ email: 'x'.repeat(70_000) }), { 'x-request-type': 'client' }),
    };
    const seen = Object.fromEntries(
      Object.entries(answers).map(([name, response]) => [
        name,
        [
          response.status,
          response.headers.get('x-content-type-options'),
          response.headers.get('cache-control'),
        ],
      ]),
    );
    expect(seen).toEqual({
      answer: [200, 'nosniff', 'no-store'],
      head: [200, 'nosniff', 'no-store'],
      value: [200, 'nosniff', 'public, max-age=3600'], // reference data, the same for everyone
      page: [200, 'nosniff', 'no-store'],
      unknown: [404, 'nosniff', 'no-store'],
      invalid: [400, 'nosniff', 'no-store'],
      crossSite: [403, 'nosniff', 'no-store'],
      tooLarge: [413, 'nosniff', 'no-store'],
    });
  });
});

describe('lockout', () => {
  it('locks the account after 5 wrong passwords for 15 minutes, then lets the right password in', async () => {
    const email = 'operator@example.com';
    const wrong = () => server.request('/api/user.php', json({ email, password: 'wrong' }));
    const right = () => server.request('/api/user.php', json({ email, password: DEMO_PASSWORD }));
    for (let i = 0; i < 4; i++) await expectError(await wrong(), 401, 'login_failed');
    clock += 60_000;
    const fifth = await expectError(await wrong(), 429, 'account_locked');
    expect(fifth.details).toEqual({ minutes: 15 });
    expect(fifth.message).toBe('Too many incorrect attempts, account blocked for 15 min.');
    // The right password does not get in while locked.
    clock += 5 * 60_000;
    const locked = await expectError(await right(), 429, 'account_locked');
    expect(locked.details).toEqual({ minutes: 10 });
    clock += 9 * 60_000 + 59_000;
    await expectError(await right(), 429, 'account_locked');
    // Unlocked after 15 minutes.
    clock += 2_000;
    expect((await right()).status).toBe(200);
    // A success resets the count.
    await expectError(await wrong(), 401, 'login_failed');
  });
});

describe('lockout tells nothing about which addresses have accounts', () => {
  it('answers an address without an account exactly as one with an account, lock included', async () => {
    clock += 60 * 60_000; // earlier attempts are long past
    const attempt = (email: string) => server.request('/api/user.php', json({ email, password: 'wrong' }));
    const answers = async (email: string) => {
      const seen = [];
      for (let i = 0; i < 6; i++) {
        const response = await attempt(email);
        seen.push([response.status, await response.text()]);
      }
      return seen;
    };
    const known = await answers('free@example.com');
    const unknown = await answers('nobody-here@example.com');
    expect(unknown).toEqual(known);
    expect(known.map(([status]) => status)).toEqual([401, 401, 401, 401, 429, 429]);
    clock += 16 * 60_000;
  });
});

describe('lockout and device cookies (a stranger cannot lock a member out)', () => {
  const email = 'premium@example.com';
  /** A login attempt from a visitor address (X-Forwarded-For, believed from loopback), with cookies. */
  const attempt = (password: string, address: string, cookie?: string) =>
    server.request(
      '/api/user.php',
      json({ email, password }, { headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) } }),
    );
  /** `name=value` of a cookie an answer sets. */
  const cookieOf = (response: Response, name: string) =>
    response.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${name}=`))
      ?.split(';')[0];
  /** Logs the owner in from their browser: the device cookie it is given; the session is ended. */
  async function ownerDevice(address = '198.51.100.7') {
    const response = await attempt(DEMO_PASSWORD, address);
    expect(response.status).toBe(200);
    const device = cookieOf(response, 'amori_device');
    expect(device, 'a device cookie').toBeDefined();
    const session = cookieOf(response, 'auth.session')!;
    expect((await server.request('/api/logout.php', { headers: { cookie: session } })).status).toBe(200);
    return device!;
  }
  /** Five wrong passwords, each from another address, as an attacker sends them. */
  async function attackerLocks(cookie?: string) {
    const statuses = [];
    for (let i = 1; i <= 5; i++) statuses.push((await attempt('wrong', `203.0.113.${i}`, cookie)).status);
    return statuses;
  }

  it('gives a browser that logs in a signed device cookie: httpOnly, SameSite=Lax, a year, kept at logout', async () => {
    clock += 60 * 60_000;
    const response = await attempt(DEMO_PASSWORD, '198.51.100.7');
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('amori_device='))!;
    expect(cookie).toMatch(/^amori_device=\d+\.[\w-]{22}\.[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//i);
    expect(cookie).not.toMatch(/Secure/i); // plain HTTP here
    const expires = Date.parse(/Expires=([^;]+)/i.exec(cookie)![1]!);
    expect(Math.round((expires - clock) / 86_400_000)).toBe(365);
    const logout = await server.request('/api/logout.php', {
      headers: { cookie: cookieOf(response, 'auth.session')! },
    });
    expect(logout.headers.getSetCookie().join()).not.toMatch(/amori_device/);
  });

  it('marks the session and device cookies Secure for a login that came over HTTPS through a trusted proxy', async () => {
    // The site's no-JS login form reaches the API this way, over loopback (X-Forwarded-Proto).
    const response = await server.request(
      '/api/user.php',
      json(credentials, { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.9' } }),
    );
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    for (const name of ['auth.session', 'amori_device']) {
      expect(
        cookies.find((c) => c.startsWith(`${name}=`)),
        name,
      ).toMatch(/;\s*Secure/i);
    }
  });

  it("lets the owner's browser in while an attacker's wrong passwords lock the address for unknown devices", async () => {
    clock += 60 * 60_000;
    const device = await ownerDevice();
    expect(await attackerLocks()).toEqual([401, 401, 401, 401, 429]);
    // The owner, from a sixth address, with the browser that logged in before.
    expect((await attempt(DEMO_PASSWORD, '192.0.2.66', device)).status).toBe(200);
    // Without it the address stays locked (the owner's login did not unlock it for strangers).
    const refused = await expectError(await attempt(DEMO_PASSWORD, '192.0.2.66'), 429, 'account_locked');
    expect(refused.details).toEqual({ minutes: 15 });
    clock += 16 * 60_000;
  });

  it("locks only the device that sent 5 wrong passwords with the owner's device cookie", async () => {
    clock += 60 * 60_000;
    const device = await ownerDevice();
    const other = await ownerDevice('198.51.100.8'); // the owner's second browser
    expect(await attackerLocks(device)).toEqual([401, 401, 401, 401, 429]);
    const locked = await expectError(
      await attempt(DEMO_PASSWORD, '192.0.2.66', device),
      429,
      'account_locked',
    );
    expect(locked.details).toEqual({ minutes: 15 });
    // The owner's other browser, and unknown devices, are not locked.
    expect((await attempt(DEMO_PASSWORD, '192.0.2.67', other)).status).toBe(200);
    expect((await attempt(DEMO_PASSWORD, '192.0.2.68')).status).toBe(200);
    // The device's lock ends after 15 minutes.
    clock += 15 * 60_000 + 1_000;
    expect((await attempt(DEMO_PASSWORD, '192.0.2.66', device)).status).toBe(200);
  });

  it("counts a forged or altered device cookie, or another account's, as an unknown device", async () => {
    clock += 60 * 60_000;
    const device = await ownerDevice();
    const [, value = ''] = device.split('=');
    const [id = '', nonce = '', signature = ''] = value.split('.');
    const flip = (text: string) => (text.startsWith('A') ? 'B' : 'A') + text.slice(1);
    const others = await server.request(
      '/api/user.php',
      json({ email: 'free@example.com', password: DEMO_PASSWORD }),
    );
    const unknown = [
      `amori_device=${id}.${nonce}.${flip(signature)}`, // altered signature
      `amori_device=${id}.${flip(nonce)}.${signature}`, // another nonce under the signature
      `amori_device=${Number(id) + 1}.${nonce}.${signature}`, // another account's id
      `amori_device=${id}.${'A'.repeat(22)}.${'A'.repeat(43)}`, // made up
      'amori_device=forged',
      cookieOf(others, 'amori_device')!, // made for another account
    ];
    // Wrong passwords with them lock the address for unknown devices...
    for (const [i, cookie] of unknown.slice(0, 5).entries()) {
      const response = await attempt('wrong', `203.0.113.${i + 1}`, cookie);
      expect(response.status, cookie).toBe(i < 4 ? 401 : 429);
    }
    // ...and none of them gets the right password past that lock; the owner's own cookie does.
    for (const cookie of unknown) {
      await expectError(await attempt(DEMO_PASSWORD, '192.0.2.66', cookie), 429, 'account_locked');
    }
    expect((await attempt(DEMO_PASSWORD, '192.0.2.66', device)).status).toBe(200);
    clock += 16 * 60_000;
  });

  it("answers an address without an account as one with an account, whoever's device cookie comes along", async () => {
    clock += 60 * 60_000;
    const device = await ownerDevice();
    const answers = async (address: string) => {
      const seen = [];
      for (let i = 0; i < 6; i++) {
        const response = await server.request(
          '/api/user.php',
          json({ email: address, password: 'wrong' }, { headers: { cookie: device } }),
        );
        seen.push([response.status, await response.text()]);
      }
      return seen;
    };
    const known = await answers('operator@example.com');
    expect(await answers('nobody-at-all@example.com')).toEqual(known);
    expect(known.map(([status]) => status)).toEqual([401, 401, 401, 401, 429, 429]);
    clock += 16 * 60_000;
  });
});

describe('session cache', () => {
  // Lookups kept for the cache's lifetime (2 s), on the fake clock.
  let kept: TestServer;
  beforeAll(async () => {
    kept = await startTestServer({ members: 0, cacheMs: 2_000, now: () => new Date(clock) });
  });
  afterAll(() => kept.close());

  it('keeps a lookup for its lifetime, for reads and writes alike: a session ended by hand is seen once it passed', async () => {
    const cookie = await kept.loginAs('premium@example.com');
    const read = () => kept.request('/api/user.php', { headers: { cookie } });
    // Refused after the pipeline's checks (400, or 403 without a session): it changes nothing.
    const write = () =>
      kept.request('/api/user.php', json({ language: 'xx' }, { method: 'PUT', headers: { cookie } }));
    expect((await read()).status).toBe(200);
    // The session ends by hand, unannounced: only a lookup sees it.
    await kept.handle.db
      .update(sessions)
      .set({ expiresAt: new Date(clock) })
      .where(eq(sessions.tokenHash, hashToken(cookie.split('=')[1]!)));
    clock += 1_999;
    expect((await read()).status).toBe(200); // the kept lookup
    expect((await write()).status).toBe(400);
    clock += 1;
    expect((await read()).status).toBe(403); // looked up again
    expect((await write()).status).toBe(403);
  });

  it('answers a saved language with the member read again, not their kept session', async () => {
    const cookie = await kept.loginAs('free@example.com');
    const before = userSchema.parse(
      await (await kept.request('/api/user.php', { headers: { cookie } })).json(),
    );
    // Changed without an announcement, as a send in another process changes them.
    await kept.handle.db
      .update(users)
      .set({ credits: sql`${users.credits} + 7` })
      .where(eq(users.email, 'free@example.com'));
    const saved = await kept.request(
      '/api/user.php',
      json({ language: before.language }, { method: 'PUT', headers: { cookie } }),
    );
    expect(userSchema.parse(await saved.json()).credits).toBe(before.credits + 7);
  });

  it('a logout in one process ends the session in another at once (cached lookups are dropped)', async () => {
    const other = await buildApp({
      db: server.handle.db,
      pubsub: server.handle.pubsub,
      now: () => new Date(clock),
      limits: relaxedLimits,
    });
    const otherUrl = await listenOnLoopback(other);
    try {
      const cookie = await server.loginAs('premium@example.com');
      const get = (url: string) =>
        fetch(`${url}/api/user.php`, { headers: { cookie, 'x-request-type': 'client' } });
      expect((await get(otherUrl)).status).toBe(200); // now cached in the other process
      // PostgreSQL delivers the notification asynchronously. The other process hears it before
      // this listener, which came to the shared PubSub after it.
      let heard!: () => void;
      const ended = new Promise<void>((resolve) => (heard = resolve));
      await server.handle.pubsub.subscribe(EVENTS_CHANNEL, (payload) => {
        if ((JSON.parse(payload) as { type: string }).type === 'sessionEnded') heard();
      });
      expect((await server.request('/api/logout.php', { headers: { cookie } })).status).toBe(200);
      await ended;
      expect((await get(otherUrl)).status).toBe(403);
    } finally {
      await other.close();
    }
  });
});

describe('rate limits', () => {
  /** A second server on the same database and clock, with some limits of its own. */
  async function listenWithLimits(limits: Partial<Limits>) {
    const app = await buildApp({
      db: server.handle.db,
      now: () => new Date(clock),
      limits: { ...relaxedLimits, ...limits },
    });
    return { app, url: await listenOnLoopback(app) };
  }

  it('answers 429 rate_limited after too many logins from one IP, counted in the database', async () => {
    const { app, url } = await listenWithLimits({ login: { max: 3, windowMs: 60_000 } });
    try {
      // Earlier tests logged in from this address too: start a fresh window.
      clock += 61_000;
      const attempt = () =>
        fetch(
          `${url}/api/user.php`,
          json({ email: 'nobody@example.com', password: 'x' }, { headers: { 'x-request-type': 'client' } }),
        );
      for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
      const limited = await expectError(await attempt(), 429, 'rate_limited');
      expect(limited.details?.retry_after_seconds).toBeGreaterThan(0);
      // The window passes.
      clock += 61_000;
      expect((await attempt()).status).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('answers 429 rate_limited after too many writes from one IP, and never counts reads', async () => {
    const { app, url } = await listenWithLimits({ writePerIp: { max: 3, windowMs: 60_000 } });
    try {
      // Earlier tests wrote from this address too: start a fresh window.
      clock += 61_000;
      const write = (path = '/api/page-hidden.php') =>
        fetch(`${url}${path}`, json({}, { headers: { 'x-request-type': 'client' } }));
      const read = () => fetch(`${url}/api/settings.php`);
      for (let i = 0; i < 5; i++) expect((await read()).status).toBe(200);
      expect((await write()).status).toBe(200);
      expect((await write()).status).toBe(200);
      // Cross-site writes are refused before they are counted.
      for (let i = 0; i < 3; i++) {
        const crossSite = await fetch(
          `${url}/api/page-hidden.php`,
          json({}, { headers: { 'sec-fetch-site': 'cross-site' } }),
        );
        await expectError(crossSite, 403, 'csrf_rejected');
      }
      // A write to an unknown API path counts as well (it is answered 404).
      expect((await write('/api/nothing-here.php')).status).toBe(404);
      await expectError(await write(), 429, 'rate_limited');
      // Reads still pass while writes are limited.
      expect((await read()).status).toBe(200);
      clock += 61_000;
      expect((await write()).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
