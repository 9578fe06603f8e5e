import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conversations, creditLedger, jobs, messages, photos, profiles, users } from '../../db/schema';
import { buildApp } from '../../app';
import { as, expectError, json } from '../../test/expect';
import { listenOnLoopback } from '../../test/listen';
import { relaxedLimits, startTestServer, type TestServer } from '../../test/server';
import { lastMail, tokenOf } from '../../test/mail';

let server: TestServer;
let time = Date.parse('2026-03-01T12:00:00Z');
const DAY = 86_400_000;
const PASSWORD = 'blue meadow river';

beforeAll(async () => {
  server = await startTestServer({ members: 6, now: () => new Date(time) });
});
afterAll(() => server.close());
beforeEach(() => {
  time = Date.parse('2026-03-01T12:00:00Z');
});

interface Account {
  id: number;
  email: string;
  cookie: string;
  profileId: number;
}

/** A new member, activated, logged in (the signup's session). */
async function member(): Promise<Account> {
  const email = `acct-${randomBytes(5).toString('hex')}@example.com`;
  const response = await server.request(
    '/api/signup.php',
    json({
      email,
      name: 'Bea',
      password: PASSWORD,
      date_of_birth: '1991-02-03',
      signup_message: 'Hello!',
      gender: 'female',
      seeking: 'male',
    }),
  );
  expect(response.status, await response.clone().text()).toBe(200);
  const { user } = await response.json();
  const token = tokenOf((await lastMail(server, email))!.text);
  expect((await server.request('/api/activation.php', json({ token }))).status).toBe(200);
  return {
    id: user.id,
    email,
    cookie: response.headers.getSetCookie()[0]!.split(';')[0]!,
    profileId: user.profile.id,
  };
}

const login = (email: string, password: string) => server.request('/api/user.php', json({ email, password }));
const cookieOf = (response: Response) => response.headers.getSetCookie()[0]!.split(';')[0]!;

describe('password reset', () => {
  it("says 'E-mail address not found' for an address without an account", async () => {
    const error = await expectError(
      await server.request('/api/password-reset.php', json({ email: 'nobody@example.com' })),
      404,
      'email_not_found',
    );
    expect(error.message).toBe('E-mail address not found');
  });

  it('mails a link that works once, sets the password, ends every session', async () => {
    const bea = await member();
    const other = cookieOf(await login(bea.email, PASSWORD));
    expect(
      (await server.request('/api/password-reset.php', json({ email: bea.email.toUpperCase() }))).status,
    ).toBe(200);
    const mail = (await lastMail(server, bea.email))!;
    expect(mail.subject).toBe('Reset your Amori password');
    const token = tokenOf(mail.text);
    expect(mail.text).toContain(`/reset-password/do?token=${token}`);
    expect((await server.request(`/api/password-reset.php?token=${token}`)).status).toBe(200);
    await expectError(
      await server.request('/api/password-reset.php', json({ token, password: 'short' }, { method: 'PUT' })),
      400,
      'password_too_short',
    );
    const reset = await server.request(
      '/api/password-reset.php',
      json({ token, password: 'a brand new secret' }, { method: 'PUT' }),
    );
    expect(reset.status, await reset.clone().text()).toBe(200);
    // Every session ended, the old password too.
    for (const cookie of [bea.cookie, other])
      expect((await server.request('/api/user.php', as(cookie))).status).toBe(403);
    await expectError(await login(bea.email, PASSWORD), 401, 'login_failed');
    expect((await login(bea.email, 'a brand new secret')).status).toBe(200);
    // Once.
    const again = await expectError(
      await server.request(
        '/api/password-reset.php',
        json({ token, password: 'another new secret' }, { method: 'PUT' }),
      ),
      400,
      'token_invalid',
    );
    expect(again.message).toBe('Link expired or invalid, request a new email');
    await expectError(await server.request(`/api/password-reset.php?token=${token}`), 400, 'token_invalid');
  });

  it('expires its link after 2 hours, and a newer link replaces the older', async () => {
    const bea = await member();
    await server.request('/api/password-reset.php', json({ email: bea.email }));
    const first = tokenOf((await lastMail(server, bea.email))!.text);
    await server.request('/api/password-reset.php', json({ email: bea.email }));
    const second = tokenOf((await lastMail(server, bea.email))!.text);
    await expectError(await server.request(`/api/password-reset.php?token=${first}`), 400, 'token_invalid');
    time += 2 * 3_600_000;
    await expectError(
      await server.request(
        '/api/password-reset.php',
        json({ token: second, password: 'a brand new secret' }, { method: 'PUT' }),
      ),
      400,
      'token_invalid',
    );
  });

  it("sends at most 3 a day per account: 'Too many password reset emails sent, please try again tomorrow.'", async () => {
    const bea = await member();
    const ask = () => server.request('/api/password-reset.php', json({ email: bea.email }));
    for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(200);
    const error = await expectError(await ask(), 429, 'reset_limit_reached');
    expect(error.message).toBe('Too many password reset emails sent, please try again tomorrow.');
    time += DAY + 1000;
    expect((await ask()).status).toBe(200);
  });

  it("ends the account's lockout", async () => {
    const bea = await member();
    for (let i = 0; i < 5; i++) await login(bea.email, 'wrong password');
    await expectError(await login(bea.email, PASSWORD), 429, 'account_locked');
    await server.request('/api/password-reset.php', json({ email: bea.email }));
    const token = tokenOf((await lastMail(server, bea.email))!.text);
    await server.request(
      '/api/password-reset.php',
      json({ token, password: 'a brand new secret' }, { method: 'PUT' }),
    );
    expect((await login(bea.email, 'a brand new secret')).status).toBe(200);
  });
});

describe('password reset requests for one address', () => {
  // The spec has the call say 'E-mail address not found': it tells whether an address has an
  // account. Besides the limit per visitor address, every request for an address counts.
  it('are limited however many visitor addresses ask, whether the address has an account or not', async () => {
    const app = await buildApp({
      db: server.handle.db,
      now: () => new Date(time),
      limits: { ...relaxedLimits, passwordResetPerEmail: { max: 10, windowMs: 3_600_000 } },
    });
    const url = await listenOnLoopback(app);
    try {
      const bea = await member();
      let visitor = 0;
      const ask = (email: string) =>
        fetch(
          `${url}/api/password-reset.php`,
          json(
            { email },
            { headers: { 'x-request-type': 'client', 'x-forwarded-for': `10.9.0.${++visitor}` } },
          ),
        );
      for (const [email, answers] of [
        [bea.email, [200, 200, 200, ...Array<number>(7).fill(429)]],
        ['nobody-asked-for@example.com', Array<number>(10).fill(404)],
      ] as const) {
        const seen = [];
        for (let i = 0; i < 10; i++) seen.push((await ask(email)).status);
        expect(seen, email).toEqual(answers);
        // The 11th, from yet another address, in another case: the address's limit.
        const limited = await expectError(await ask(email.toUpperCase()), 429, 'rate_limited');
        expect(limited.details?.retry_after_seconds).toBeGreaterThan(0);
      }
      // Another address is not limited by these.
      expect((await ask('nobody-else@example.com')).status).toBe(404);
      // An hour later the address may be asked for again.
      time += 3_600_000 + 1_000;
      expect((await ask('nobody-asked-for@example.com')).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('changing the password', () => {
  const change = (cookie: string, body: object) =>
    server.request('/api/password.php', json(body, as(cookie, { method: 'PUT' })));

  it("checks the old password and the repeat: 'Please check your old password.', 'The entered passwords are not the same.'", async () => {
    const bea = await member();
    const wrong = await expectError(
      await change(bea.cookie, {
        old_password: 'nope',
        password: 'a new passphrase',
        password_repeat: 'a new passphrase',
      }),
      400,
      'old_password_wrong',
    );
    expect(wrong.message).toBe('Please check your old password.');
    const differ = await expectError(
      await change(bea.cookie, {
        old_password: PASSWORD,
        password: 'a new passphrase',
        password_repeat: 'a new passphrasf',
      }),
      400,
      'passwords_differ',
    );
    expect(differ.message).toBe('The entered passwords are not the same.');
    await expectError(
      await change(bea.cookie, {
        old_password: PASSWORD,
        password: 'qwertyuiop',
        password_repeat: 'qwertyuiop',
      }),
      400,
      'password_common',
    );
  });

  it('keeps this session and ends the others', async () => {
    const bea = await member();
    const other = cookieOf(await login(bea.email, PASSWORD));
    const response = await change(bea.cookie, {
      old_password: PASSWORD,
      password: 'a new passphrase',
      password_repeat: 'a new passphrase',
    });
    expect(response.status).toBe(200);
    expect((await server.request('/api/user.php', as(bea.cookie))).status).toBe(200);
    expect((await server.request('/api/user.php', as(other))).status).toBe(403);
    expect((await login(bea.email, 'a new passphrase')).status).toBe(200);
  });
});

describe('changing the e-mail address', () => {
  const ask = (cookie: string, email: string, password = PASSWORD) =>
    server.request('/api/mail-change.php', json({ email, password }, as(cookie)));

  it("refuses a bad or taken address: 'New email adress is invalid.', 'This email address already owns an account on this website.'", async () => {
    const bea = await member();
    const invalid = await expectError(await ask(bea.cookie, 'not-an-address'), 400, 'email_invalid');
    expect(invalid.message).toBe('New email adress is invalid.');
    const taken = await expectError(await ask(bea.cookie, 'free@example.com'), 409, 'email_taken');
    expect(taken.message).toBe('This email address already owns an account on this website.');
    await expectError(await ask(bea.cookie, 'fine@example.com', 'wrong'), 400, 'old_password_wrong');
  });

  it('changes it once the new address confirms the mailed link (once)', async () => {
    const bea = await member();
    const next = `next-${randomBytes(4).toString('hex')}@example.com`;
    expect((await ask(bea.cookie, next.toUpperCase())).status).toBe(200);
    const settings = await (await server.request('/api/notifications.php', as(bea.cookie))).json();
    expect(settings).toMatchObject({ email: bea.email, pending_email: next });
    const mail = (await lastMail(server, next))!;
    expect(mail.subject).toBe('Confirm your new e-mail address for Amori');
    const token = tokenOf(mail.text);
    expect(mail.text).toContain(`/mail-change/do?token=${token}`);
    const confirm = () => server.request('/api/mail-change.php', json({ token }, { method: 'PUT' }));
    expect(await (await confirm()).json()).toEqual({ ok: true, email: next });
    expect((await (await server.request('/api/user.php', as(bea.cookie))).json()).email).toBe(next);
    await expectError(await confirm(), 400, 'token_invalid');
    expect((await login(next, PASSWORD)).status).toBe(200);
  });
});

describe('settings', () => {
  it('answers and saves the e-mail notification preferences', async () => {
    const bea = await member();
    const put = (body: object) =>
      server.request('/api/notifications.php', json(body, as(bea.cookie, { method: 'PUT' })));
    const before = await (await server.request('/api/notifications.php', as(bea.cookie))).json();
    expect(Object.values(before.notifications)).toEqual(Array(8).fill(true));
    const after = await (await put({ notifications: { promotions: false, news: false } })).json();
    expect(after.notifications).toMatchObject({ promotions: false, news: false, like: true });
  });

  it('allows invisible mode for premium members only', async () => {
    const bea = await member();
    const premium = await server.loginAs('premium@example.com');
    const put = (cookie: string, body: object) =>
      server.request('/api/notifications.php', json(body, as(cookie, { method: 'PUT' })));
    await expectError(await put(bea.cookie, { invisible: true }), 403, 'premium_required');
    expect((await (await put(premium, { invisible: true })).json()).invisible).toBe(true);
    expect((await (await server.request('/api/user.php', as(premium))).json()).invisible).toBe(true);
    expect((await (await put(premium, { invisible: false })).json()).invisible).toBe(false);
  });

  it('re-enables mail disabled by a bounce, complaint or unsubscribe', async () => {
    const bea = await member();
    await server.handle.db
      .update(users)
      .set({ notificationsDisabled: ['bounce', 'fbl'] })
      .where(eq(users.id, bea.id));
    const response = await server.request(
      '/api/notifications.php',
      json({ reenable: true }, as(bea.cookie, { method: 'PUT' })),
    );
    expect((await response.json()).notifications_disabled).toEqual([]);
  });
});

describe('sessions', () => {
  it('lists the devices, this one marked, and logs out one or all the others', async () => {
    const bea = await member();
    const phone = cookieOf(
      await server.request(
        '/api/user.php',
        json({ email: bea.email, password: PASSWORD }, { headers: { 'user-agent': 'Phone' } }),
      ),
    );
    const tablet = cookieOf(await login(bea.email, PASSWORD));
    const { sessions } = await (await server.request('/api/sessions.php', as(bea.cookie))).json();
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const phoneSession = sessions.find((s: { user_agent: string | null }) => s.user_agent === 'Phone');
    const end = (body: object) =>
      server.request('/api/sessions.php', json(body, as(bea.cookie, { method: 'DELETE' })));
    expect(await (await end({ session: phoneSession.id })).json()).toEqual({ ok: true, ended: 1 });
    expect((await server.request('/api/user.php', as(phone))).status).toBe(403);
    // Another member's session is not found.
    const theirs = await server.loginAs('free@example.com');
    const { sessions: freeSessions } = await (await server.request('/api/sessions.php', as(theirs))).json();
    await expectError(await end({ session: freeSessions[0].id }), 404, 'not_found');
    expect((await server.request('/api/user.php', as(theirs))).status).toBe(200);
    expect(await (await end({})).json()).toEqual({ ok: true, ended: 1 });
    expect((await server.request('/api/user.php', as(tablet))).status).toBe(403);
    expect((await server.request('/api/user.php', as(bea.cookie))).status).toBe(200);
  });
});

describe('deleting and reactivating an account', () => {
  const remove = (cookie: string, password = PASSWORD) =>
    server.request('/api/account.php', json({ password }, as(cookie, { method: 'DELETE' })));

  it("offers a discount to stay: the company's delete_discount as a personal code", async () => {
    const bea = await member();
    const offer = await (
      await server.request('/api/retention-offer.php', as(bea.cookie, { method: 'POST' }))
    ).json();
    expect(offer).toMatchObject({
      code: `STAY-${bea.id}`,
      value_percentage: 50,
      user_id: bea.id,
      validity: 'once',
    });
    // The same code when asked again, and the discount lookup knows it.
    const again = await (
      await server.request('/api/retention-offer.php', as(bea.cookie, { method: 'POST' }))
    ).json();
    expect(again.code).toBe(offer.code);
    const lookup = await server.request(`/api/discountcode.php?code=${offer.code}`, as(bea.cookie));
    expect((await lookup.json()).percentage).toBe(50);
    const other = await server.loginAs('free@example.com');
    await expectError(
      await server.request(`/api/discountcode.php?code=${offer.code}`, as(other)),
      404,
      'code_not_found',
    );
  });

  it('needs the password, logs out everywhere and mails a reactivation link valid 14 days that restores everything', async () => {
    const bea = await member();
    const other = cookieOf(await login(bea.email, PASSWORD));
    await expectError(await remove(bea.cookie, 'wrong'), 400, 'old_password_wrong');
    const response = await remove(bea.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toMatch(/auth\.session=;/);
    for (const cookie of [bea.cookie, other])
      expect((await server.request('/api/user.php', as(cookie))).status).toBe(403);
    await expectError(await login(bea.email, PASSWORD), 401, 'login_failed');
    const [profile] = await server.handle.db.select().from(profiles).where(eq(profiles.id, bea.profileId));
    expect(profile!.status).toBe('disabled');
    const mail = (await lastMail(server, bea.email))!;
    expect(mail.subject).toBe('Your Amori account has been deleted');
    const token = tokenOf(mail.text);
    expect(mail.text).toContain(`/account-deleted?token=${token}`);
    time += 13 * DAY;
    expect((await server.request('/api/reactivation.php', json({ token }))).status).toBe(200);
    expect((await login(bea.email, PASSWORD)).status).toBe(200);
    const [restored] = await server.handle.db.select().from(profiles).where(eq(profiles.id, bea.profileId));
    expect(restored!.status).toBe('active');
    // The purge was called off: on day 14 nothing happens.
    time += 2 * DAY;
    await server.app.jobs.runDue();
    const [row] = await server.handle.db.select().from(users).where(eq(users.id, bea.id));
    expect(row).toMatchObject({ status: 'confirmed', email: bea.email, purgedAt: null });
    await expectError(await server.request('/api/reactivation.php', json({ token })), 400, 'token_invalid');
  });

  it('after 14 days refuses the link and purges the personal data; the ledger keeps anonymised rows', async () => {
    const bea = await member();
    await server.handle.db.insert(photos).values({
      profileId: bea.profileId,
      filename: `p/${bea.profileId}/a.webp`,
      thumbFilename: `p/${bea.profileId}/a-t.webp`,
      matchFilename: `p/${bea.profileId}/a-m.webp`,
      isMain: true,
    });
    const [partner] = await server.handle.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.fictional, true))
      .limit(1);
    const [a, b] = [bea.profileId, partner!.id].sort((x, y) => x - y);
    const [conversation] = await server.handle.db
      .insert(conversations)
      .values({ profileA: a!, profileB: b! })
      .returning();
    await server.handle.db
      .insert(messages)
      .values({ conversationId: conversation!.id, senderProfileId: bea.profileId, body: 'Hi' });
    await remove(bea.cookie);
    const token = tokenOf((await lastMail(server, bea.email))!.text);
    // Not yet: day 13 runs nothing.
    time += 13 * DAY;
    await server.app.jobs.runDue();
    expect(
      (await server.handle.db.select().from(profiles).where(eq(profiles.id, bea.profileId))).length,
    ).toBe(1);
    time += DAY + 1000;
    await expectError(await server.request('/api/reactivation.php', json({ token })), 400, 'token_invalid');
    await server.app.jobs.runDue();
    const [row] = await server.handle.db.select().from(users).where(eq(users.id, bea.id));
    expect(row).toMatchObject({
      status: 'deleted',
      email: `deleted-${bea.id}@deleted.invalid`,
      passwordHash: '',
    });
    expect(row!.purgedAt).not.toBeNull();
    expect(await server.handle.db.select().from(profiles).where(eq(profiles.id, bea.profileId))).toEqual([]);
    expect(await server.handle.db.select().from(photos).where(eq(photos.profileId, bea.profileId))).toEqual(
      [],
    );
    expect(
      await server.handle.db.select().from(messages).where(eq(messages.senderProfileId, bea.profileId)),
    ).toEqual([]);
    const ledger = await server.handle.db.select().from(creditLedger).where(eq(creditLedger.userId, bea.id));
    expect(ledger).toMatchObject([{ reason: 'signup', delta: 30 }]);
    const [purge] = (await server.handle.db.select().from(jobs).where(eq(jobs.kind, 'account.purge'))).filter(
      (j) => (j.payload as { userId: number }).userId === bea.id,
    );
    expect(purge!.status).toBe('done');
    // The address is free again.
    expect(
      (
        await server.request(
          '/api/signup.php',
          json({
            email: bea.email,
            name: 'Bea',
            password: PASSWORD,
            date_of_birth: '1991-02-03',
            signup_message: 'Back!',
            gender: 'female',
            seeking: 'male',
          }),
        )
      ).status,
    ).toBe(200);
  });
});

describe('data export', () => {
  it("downloads everything kept about the member as JSON, without the password's hash", async () => {
    const bea = await member();
    const response = await server.request('/api/export.php', as(bea.cookie));
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="amori-data-${bea.id}.json"`,
    );
    const data = await response.json();
    expect(data.account).toMatchObject({ id: bea.id, email: bea.email, status: 'confirmed' });
    expect(data.account.passwordHash).toBeUndefined();
    expect(JSON.stringify(data)).not.toContain('$argon2');
    expect(data.profile).toMatchObject({ name: 'Bea', birthDate: '1991-02-03' });
    expect(data.ledger).toMatchObject([{ reason: 'signup', delta: 30 }]);
    expect(data.sessions.length).toBeGreaterThan(0);
  });
});
