import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites, users } from '../../db/schema';
import { as, json } from '../../test/expect';
import { lastMail } from '../../test/mail';
import { profileIdOf } from '../../test/members';
import { listenOrigin } from '../../lib/host';
import { startTestServer, type TestServer } from '../../test/server';
import { linksOf } from './mailbox.routes';

// Where the links in mails point: PUBLIC_URL when it is set; else, for a mail a visitor's request
// causes (signup confirmation, password reset, mail change, ...), the site they used, when the
// request came for the site's own domain; else the server's own origin (the address it listens
// on), as for a mail sent without a request (a new message). The site's domain is a real one
// here: a demo on localhost without PUBLIC_URL must not link to it unless it was used.

const DOMAIN = 'amori.example';

/** A server whose site has a real domain, with the premium member able to write. */
async function serverWithRealDomain(publicUrl?: string): Promise<TestServer> {
  const server = await startTestServer({ members: 0, ...(publicUrl ? { mail: { publicUrl } } : {}) });
  const { db } = server.handle;
  await db.update(sites).set({ domain: DOMAIN });
  await db.update(users).set({ credits: 1_000 }).where(eq(users.email, 'premium@example.com'));
  return server;
}

/** The mails of a signup, a password reset and a new message, as the outbox has them. */
async function threeMails(server: TestServer) {
  const email = `links-${randomBytes(5).toString('hex')}@example.com`;
  const signup = await server.request(
    '/api/signup.php',
    json({
      email,
      name: 'Lina',
      password: 'blue meadow river',
      date_of_birth: '1994-04-04',
      signup_message: 'Hello!',
      gender: 'female',
      seeking: 'male',
    }),
  );
  expect(signup.status, await signup.clone().text()).toBe(200);
  const confirmation = (await lastMail(server, email))!;

  const reset = await server.request('/api/password-reset.php', json({ email: 'free@example.com' }));
  expect(reset.status).toBe(200);
  const resetMail = (await lastMail(server, 'free@example.com'))!;
  expect(resetMail.kind).toBe('passwordReset');

  const sender = await server.loginAs('premium@example.com');
  const sent = await server.request(
    '/api/messages.php',
    json(
      {
        member: await profileIdOf(server, 'free@example.com'),
        client_id: randomUUID(),
        kind: 'text',
        text: 'Hi there',
      },
      as(sender),
    ),
  );
  expect(sent.status).toBe(200);
  // The new-message mail is queued once the message is stored and no tab of the recipient is
  // live (after the answer): wait for that event, not for a time.
  await expect
    .poll(async () => (await lastMail(server, 'free@example.com'))?.kind, { timeout: 10_000 })
    .toBe('newMessage');
  const messageMail = (await lastMail(server, 'free@example.com'))!;
  return { confirmation, reset: resetMail, message: messageMail };
}

/** Every web link of a mail (HTML and text) and its one-click unsubscribe address. */
function webLinksOf(mail: { html: string; text: string; headers: Record<string, string> }): string[] {
  const inText = mail.text.match(/https?:\/\/\S+/g) ?? [];
  const unsubscribe = /^<(.+)>$/.exec(mail.headers['List-Unsubscribe'] ?? '')?.[1];
  return [
    ...linksOf(mail.html).filter((link) => /^https?:/.test(link)),
    ...inText,
    ...(unsubscribe ? [unsubscribe] : []),
  ];
}

function expectAllOn(origin: string, mails: Record<string, Parameters<typeof webLinksOf>[0]>) {
  for (const [kind, mail] of Object.entries(mails)) {
    const links = webLinksOf(mail);
    expect(links.length, kind).toBeGreaterThan(1);
    for (const link of links) expect(link, `${kind}: ${link}`).toMatch(new RegExp(`^${origin}/`));
  }
}

describe('links in mails', () => {
  describe('without PUBLIC_URL', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await serverWithRealDomain();
    });
    afterAll(() => server.close());

    it("point to the server's own origin in every mail, never to the site's domain", async () => {
      const mails = await threeMails(server);
      // The test server listens on 127.0.0.1: a browser on this machine reaches it as localhost.
      const own = server.url.replace('127.0.0.1', 'localhost');
      expect(own).toMatch(/^http:\/\/localhost:\d+$/);
      expectAllOn(own.replaceAll('.', '\\.'), mails);
      expect(mails.message.text).toContain(`${own}/login?redirect=%2Fchats%2F`);
      expect(mails.reset.text).toContain(`${own}/reset-password/do?token=`);
      expect(mails.confirmation.text).toContain(`${own}/activate/done?token=`);
      for (const mail of Object.values(mails)) expect(mail.html).not.toContain(`//${DOMAIN}`);
    });
  });

  describe('with PUBLIC_URL', () => {
    let server: TestServer;
    beforeAll(async () => {
      // A trailing slash in the setting does not double the one of the path.
      server = await serverWithRealDomain('https://www.amori.example/');
    });
    afterAll(() => server.close());

    it('point to PUBLIC_URL in every mail', async () => {
      const mails = await threeMails(server);
      expectAllOn('https://www\\.amori\\.example', mails);
      expect(mails.message.text).toContain('https://www.amori.example/login?redirect=%2Fchats%2F');
      for (const mail of Object.values(mails)) expect(mail.text).not.toContain('localhost');
    });
  });
});

/** As a reverse proxy on this machine sends a visitor's request for `host` over HTTPS. */
const through = (host: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: {
    ...(init.headers as Record<string, string> | undefined),
    'x-forwarded-host': host,
    'x-forwarded-proto': 'https',
  },
});

describe('links in mails a visitor asked for', () => {
  describe('without PUBLIC_URL', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await serverWithRealDomain();
    });
    afterAll(() => server.close());

    it("point to the site the visitor used, when it was the site's domain", async () => {
      const site = `https://${DOMAIN}:8443`;
      const email = `visitor-${randomBytes(5).toString('hex')}@example.com`;
      const signup = await server.request(
        '/api/signup.php',
        through(
          `${DOMAIN}:8443`,
          json({
            email,
            name: 'Mira',
            password: 'blue meadow river',
            date_of_birth: '1994-04-04',
            signup_message: 'Hello!',
            gender: 'female',
            seeking: 'male',
          }),
        ),
      );
      expect(signup.status, await signup.clone().text()).toBe(200);
      expect((await lastMail(server, email))!.text).toContain(`${site}/activate/done?token=`);
      const newcomer = signup.headers.getSetCookie().find((c) => c.startsWith('auth.session='))!;
      const again = await server.request(
        '/api/activation-mail.php',
        through(`${DOMAIN}:8443`, json({}, as(newcomer.split(';')[0]!))),
      );
      expect(again.status).toBe(200);
      expectAllOn(`https://${DOMAIN.replaceAll('.', '\\.')}:8443`, {
        again: (await lastMail(server, email))!,
      });

      const reset = await server.request(
        '/api/password-reset.php',
        through(DOMAIN, json({ email: 'free@example.com' })),
      );
      expect(reset.status).toBe(200);
      const resetMail = (await lastMail(server, 'free@example.com'))!;
      expect(resetMail.text).toContain(`https://${DOMAIN}/reset-password/do?token=`);
      expectAllOn(`https://${DOMAIN.replaceAll('.', '\\.')}`, { reset: resetMail });

      const member = await server.loginAs('free@example.com');
      const newAddress = `moved-${randomBytes(5).toString('hex')}@example.com`;
      const change = await server.request(
        '/api/mail-change.php',
        through(DOMAIN, json({ email: newAddress, password: 'Demo-pass-2026' }, as(member))),
      );
      expect(change.status).toBe(200);
      expect((await lastMail(server, newAddress))!.text).toContain(`https://${DOMAIN}/mail-change/do?token=`);
    });

    it("never point to a host that is not the site's domain", async () => {
      const reset = await server.request(
        '/api/password-reset.php',
        through('evil.example', json({ email: 'free@example.com' })),
      );
      expect(reset.status).toBe(200);
      const mail = (await lastMail(server, 'free@example.com'))!;
      expect(mail.text).not.toContain('evil.example');
      expectAllOn(server.url.replace('127.0.0.1', 'localhost').replaceAll('.', '\\.'), { reset: mail });
    });
  });

  describe('with PUBLIC_URL', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await serverWithRealDomain('https://www.amori.example');
    });
    afterAll(() => server.close());

    it('point to PUBLIC_URL, whichever host the visitor used', async () => {
      const reset = await server.request(
        '/api/password-reset.php',
        through(`${DOMAIN}:8443`, json({ email: 'free@example.com' })),
      );
      expect(reset.status).toBe(200);
      expectAllOn('https://www\\.amori\\.example', { reset: (await lastMail(server, 'free@example.com'))! });
    });
  });
});

describe("the server's own origin", () => {
  const at = (address: string, family = 'IPv4') => listenOrigin({ address, family, port: 3000 });
  it('is localhost for loopback and the any-address, as the start-up banner says', () => {
    for (const address of ['127.0.0.1', '0.0.0.0', '::', '::1', '::ffff:127.0.0.1'])
      expect(at(address), address).toBe('http://localhost:3000');
  });
  it('is the address itself otherwise, IPv6 in brackets', () => {
    expect(at('192.168.1.20')).toBe('http://192.168.1.20:3000');
    expect(at('2001:db8::1', 'IPv6')).toBe('http://[2001:db8::1]:3000');
  });
  it('is plain localhost while not listening', () => {
    expect(listenOrigin(null)).toBe('http://localhost');
  });
});
