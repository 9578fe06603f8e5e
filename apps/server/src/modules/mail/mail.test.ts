import type { AddressInfo } from 'node:net';
import { LOCALES } from '@amori/core';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransport } from '../../adapters/mail';
import { jobs, mailOutbox, smsOutbox, users } from '../../db/schema';
import { as, expectError, json } from '../../test/expect';
import { startTestServer, type TestServer } from '../../test/server';
import { SEND_MAIL_JOB, type MailJob } from './mail.service';
import { renderMail, MAIL_KINDS } from './mail.templates';
import { linksOf } from './mailbox.routes';

const SECRET = 'a-webhook-secret-of-the-provider';
let server: TestServer;
let freeId: number;

beforeAll(async () => {
  server = await startTestServer({
    members: 0,
    mail: { devMailbox: true, webhookSecret: SECRET },
    devSms: true,
  });
  const [row] = await server.handle.db.select().from(users).where(eq(users.email, 'free@example.com'));
  freeId = row!.id;
});
afterAll(() => server.close());

/** Where the test server's mails link to: its own origin (no PUBLIC_URL), as localhost. */
const own = (of: TestServer = server) => of.url.replace('127.0.0.1', 'localhost');

const job = (overrides: Partial<MailJob> = {}): MailJob => ({
  kind: 'passwordReset',
  siteId: 1,
  userId: freeId,
  to: 'free@example.com',
  locale: 'en',
  name: 'Free Demo',
  path: '/reset-password/do?token=abc',
  expires: '2026-03-01T12:00:00Z',
  ...overrides,
});

async function lastMailTo(address: string) {
  const [row] = await server.handle.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(mailOutbox.id);
  return row;
}

describe('mails', () => {
  it('are sent by the job queue into the outbox: from mail_name, HTML and text, with one-click unsubscribe', async () => {
    await server.app.jobs.enqueue(SEND_MAIL_JOB, job());
    expect(await server.app.jobs.runDue()).toBe(1);
    const mail = (await lastMailTo('free@example.com'))!;
    expect(mail.subject).toBe('Reset your Amori password');
    expect(mail.fromAddress).toBe('no-reply@localhost');
    expect(mail.raw).toMatch(/^From: Amori <no-reply@localhost>$/m);
    expect(mail.raw).toContain('Content-Type: multipart/alternative');
    expect(mail.text).toContain('Hello Free Demo,');
    expect(mail.text).toContain(`${own()}/reset-password/do?token=abc`);
    expect(linksOf(mail.html)).toContain(`${own()}/reset-password/do?token=abc`);
    // The site's name and the company behind it.
    expect(mail.html).toContain('Amori Media B.V.');
    expect(mail.text).toContain('Herengracht 100, 1015 BS Amsterdam, Netherlands');
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['List-Unsubscribe']).toMatch(
      new RegExp(`^<${own()}/api/unsubscribe\\.php\\?token=\\d+\\.[\\w-]{43}>$`),
    );
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it("are written in the member's language", async () => {
    await server.app.jobs.enqueue(
      SEND_MAIL_JOB,
      job({ locale: 'de', to: 'de@example.com', kind: 'activation' }),
    );
    await server.app.jobs.runDue();
    const mail = (await lastMailTo('de@example.com'))!;
    expect(mail.subject).toBe('Bestätige deine E-Mail-Adresse für Amori');
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.text).toContain('Hallo Free Demo,');
  });

  it('exist in every locale, each its own translation', () => {
    const frame = { siteName: 'Amori', origin: 'https://amori.example', company: null };
    const vars = { name: 'Anna', link: 'https://amori.example/x', expires: new Date('2026-03-01T12:00:00Z') };
    for (const kind of MAIL_KINDS) {
      const english = renderMail(kind, 'en', vars, frame);
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        const mail = renderMail(kind, locale, vars, frame);
        expect(mail.subject, `${kind} in ${locale}`).not.toBe(english.subject);
        expect(mail.subject).toContain('Amori');
        expect(mail.text).toContain('https://amori.example/x');
        expect(mail.html).toContain(`lang="${locale}"`);
      }
    }
  });

  it('escape what they show in HTML', () => {
    const mail = renderMail(
      'activation',
      'en',
      { name: '<b>Anna</b>', link: 'https://amori.example/?a=1&b="2"', expires: new Date() },
      { siteName: 'Amori', origin: 'https://amori.example', company: null },
    );
    expect(mail.html).toContain('Hello &lt;b&gt;Anna&lt;/b&gt;,');
    expect(mail.html).toContain('href="https://amori.example/?a=1&amp;b=&quot;2&quot;"');
    expect(mail.html).not.toContain('<b>Anna</b>');
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it("disables the member's e-mail notifications with reason listunsubscribe, posted from anywhere", async () => {
    await server.app.jobs.enqueue(SEND_MAIL_JOB, job({ to: 'unsubscribe@example.com' }));
    await server.app.jobs.runDue();
    const header = (await lastMailTo('unsubscribe@example.com'))!.headers['List-Unsubscribe']!;
    const url = new URL(header.slice(1, -1));
    // As a mail program posts it: a form body, no cookie, no same-site headers.
    const response = await fetch(`${server.url}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status, await response.text()).toBe(200);
    const cookie = await server.loginAs('free@example.com');
    const user = await (await server.request('/api/user.php', as(cookie))).json();
    expect(user.notifications_disabled).toEqual(['listunsubscribe']);
    // Twice is once.
    await fetch(`${server.url}${url.pathname}${url.search}`, { method: 'POST' });
    const [row] = await server.handle.db.select().from(users).where(eq(users.id, freeId));
    expect(row!.notificationsDisabled).toEqual(['listunsubscribe']);
    await server.handle.db.update(users).set({ notificationsDisabled: [] }).where(eq(users.id, freeId));
  });

  it('refuses a token that was not signed by the server, or names another member', async () => {
    for (const token of ['1.x', `${freeId}.${'A'.repeat(43)}`, 'abc']) {
      await expectError(
        await server.request(`/api/unsubscribe.php?token=${encodeURIComponent(token)}`, { method: 'POST' }),
        400,
        'token_invalid',
      );
    }
    const [row] = await server.handle.db.select().from(users).where(eq(users.id, freeId));
    expect(row!.notificationsDisabled).toEqual([]);
  });
});

describe('the bounce and complaint callback', () => {
  const report = (body: unknown, secret?: string) =>
    fetch(`${server.url}/api/mail-events.php`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(secret ? { authorization: `Bearer ${secret}` } : {}),
      },
      body: JSON.stringify(body),
    });

  it('refuses a caller without the shared secret', async () => {
    await expectError(await report({ type: 'bounce', email: 'free@example.com' }), 403, 'forbidden');
    await expectError(await report({ type: 'bounce', email: 'free@example.com' }, 'wrong'), 403, 'forbidden');
  });

  it('disables the address with reason bounce, and fbl for a spam complaint', async () => {
    const bounce = await report({ type: 'bounce', email: 'FREE@example.com' }, SECRET);
    expect(await bounce.json()).toEqual({ ok: true, accounts: 1 });
    const complaint = await report({ type: 'complaint', email: 'free@example.com' }, SECRET);
    expect(complaint.status).toBe(200);
    const [row] = await server.handle.db.select().from(users).where(eq(users.id, freeId));
    expect(row!.notificationsDisabled).toEqual(['bounce', 'fbl']);
    expect(await (await report({ type: 'bounce', email: 'nobody@example.com' }, SECRET)).json()).toEqual({
      ok: true,
      accounts: 0,
    });
    await server.handle.db.update(users).set({ notificationsDisabled: [] }).where(eq(users.id, freeId));
  });

  it('is off when no secret is configured', async () => {
    const other = await startTestServer({ members: 0 });
    try {
      const response = await fetch(`${other.url}/api/mail-events.php`, {
        ...json({ type: 'bounce', email: 'free@example.com' }),
        headers: { 'content-type': 'application/json', authorization: 'Bearer ' },
      });
      await expectError(response, 404, 'not_found');
      // And there is no dev mailbox unless it is asked for.
      expect((await fetch(`${other.url}/dev/mailbox`)).status).toBe(404);
      expect((await fetch(`${other.url}/dev/sms`)).status).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe('the dev mailbox', () => {
  it('lists the outbox, newest first, and shows a mail with its links', async () => {
    await server.app.jobs.enqueue(SEND_MAIL_JOB, job({ to: 'box@example.com', kind: 'activation' }));
    await server.app.jobs.runDue();
    const list = await fetch(`${server.url}/dev/mailbox?to=BOX@example.com`);
    expect(list.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await list.text();
    const id = /href="\/dev\/mailbox\/(\d+)"/.exec(html)?.[1];
    expect(html).toContain('Confirm your e-mail address for Amori');
    const page = await (await fetch(`${server.url}/dev/mailbox/${id}`)).text();
    expect(page).toContain(`href="${own()}/reset-password/do?token=abc"`);
    const body = await fetch(`${server.url}/dev/mailbox/${id}/html`);
    expect(await body.text()).toContain('Confirm my e-mail address');
    expect((await fetch(`${server.url}/dev/mailbox/999999`)).status).toBe(404);
    expect((await fetch(`${server.url}/dev/mailbox/x`)).status).toBe(404);
  });

  it('shows the texts of the SMS outbox at /dev/sms, newest first, filtered by number', async () => {
    const at = new Date('2026-03-01T12:00:00Z');
    await server.handle.db.insert(smsOutbox).values([
      { toNumber: '+31612345678', text: 'Amori: 111111 is your code', createdAt: at },
      { toNumber: '+31612345678', text: 'Amori: 222222 is your <code>', createdAt: at },
      { toNumber: '+48500100200', text: 'Amori: 333333 is your code', createdAt: at },
    ]);
    const list = await fetch(`${server.url}/dev/sms?to=${encodeURIComponent('+31 6 1234 5678')}`);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await list.text();
    expect(html).not.toContain('333333');
    expect(html.indexOf('222222')).toBeGreaterThan(-1);
    expect(html.indexOf('222222')).toBeLessThan(html.indexOf('111111'));
    // The text is escaped.
    expect(html).toContain('is your &lt;code&gt;');
    expect(await (await fetch(`${server.url}/dev/sms`)).text()).toContain('333333');
  });
});

describe('mail over SMTP', () => {
  it('is delivered to a real SMTP server, and retried when the server refuses it', async () => {
    const received: { from: string; to: string[]; data: string }[] = [];
    let refuse = true;
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refuse) return callback(new Error('Mailbox unavailable'));
        callback();
      },
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    let time = Date.parse('2026-03-01T10:00:00Z');
    const other = await startTestServer({
      members: 0,
      now: () => new Date(time),
      mail: { transport: smtpTransport(`smtp://127.0.0.1:${port}`), fromAddress: 'hello@amori.example' },
    });
    try {
      await other.app.jobs.enqueue(SEND_MAIL_JOB, job({ to: 'smtp@example.com', locale: 'fr' }));
      await other.app.jobs.runDue();
      const [pending] = await other.handle.db.select().from(jobs);
      expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
      expect(pending!.lastError).toContain('Mailbox unavailable');
      expect(received).toEqual([]);
      refuse = false;
      time += 3_600_000;
      expect(await other.app.jobs.runDue()).toBe(1);
      expect(received).toHaveLength(1);
      expect(received[0]!.from).toBe('hello@amori.example');
      expect(received[0]!.to).toEqual(['smtp@example.com']);
      expect(received[0]!.data).toMatch(/^From: Amori <hello@amori\.example>$/m);
      expect(received[0]!.data).toMatch(/^Subject: =\?UTF-8\?Q\?R=C3=A9initialisez/m);
      expect(received[0]!.data).toMatch(
        new RegExp(`^List-Unsubscribe:\\s+<${own(other)}/api/unsubscribe\\.php`, 'm'),
      );
      // Nothing went to the outbox.
      expect(await other.handle.db.select().from(mailOutbox)).toEqual([]);
    } finally {
      await other.close();
      await new Promise<void>((resolve) => smtp.close(resolve));
    }
  });
});
