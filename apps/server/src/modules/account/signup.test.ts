import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  conversations,
  creditLedger,
  messages,
  profiles,
  sites,
  trackingRecords,
  users,
} from '../../db/schema';
import { as, expectError, json } from '../../test/expect';
import { lastMail, tokenOf } from '../../test/mail';
import { startTestServer, type TestServer } from '../../test/server';
import { sitesChanged } from '../../test/members';

let server: TestServer;
let time = Date.parse('2026-03-01T12:00:00Z');

beforeAll(async () => {
  server = await startTestServer({ members: 12, now: () => new Date(time) });
});
afterAll(() => server.close());
/** Changes the site's signup settings, and waits until the server answers with them. */
async function setSite(values: { signups?: string; minAge?: number }) {
  await server.handle.db.update(sites).set(values);
  await sitesChanged(server);
  await expect
    .poll(async () => {
      const settings = await (await server.request('/api/settings.php')).json();
      return { signups: settings.signups, minAge: settings.min_age };
    })
    .toMatchObject(values);
}

beforeEach(async () => {
  time = Date.parse('2026-03-01T12:00:00Z');
  await setSite({ signups: 'all', minAge: 18 });
});

const fresh = () => `new-${randomBytes(5).toString('hex')}@example.com`;
const body = (overrides: Record<string, unknown> = {}) => ({
  email: fresh(),
  name: 'Anna',
  password: 'blue meadow river',
  date_of_birth: '1995-06-15',
  signup_message: 'Hello there, nice to meet you!',
  gender: 'female',
  seeking: 'male',
  ...overrides,
});
const signUp = (overrides: Record<string, unknown> = {}) =>
  server.request('/api/signup.php', json(body(overrides)));

describe('signup', () => {
  it('creates a not_confirmed account with a disabled profile, logs in and grants signup_credits through the ledger', async () => {
    const email = fresh();
    const response = await signUp({
      email: email.toUpperCase(),
      language: 'nl',
      country: 'DE',
      about: 'I like hiking.',
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const { user } = await response.json();
    expect(user).toMatchObject({
      email,
      status: 'not_confirmed',
      credits: 30,
      language: 'nl',
      profile: { name: 'Anna', country: 'DE', status: 'disabled' },
    });
    const cookie = response.headers
      .getSetCookie()
      .find((c) => c.startsWith('auth.session='))!
      .split(';')[0]!;
    expect((await server.request('/api/user.php', as(cookie))).status).toBe(200);
    const ledger = await server.handle.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(ledger).toMatchObject([
      { delta: 30, balanceAfter: 30, reason: 'signup', reference: `signup:${user.id}` },
    ]);
    const [profile] = await server.handle.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile).toMatchObject({
      about: 'I like hiking.',
      gender: 'female',
      seeking: 'male',
      sexuality: 'straight',
      birthDate: '1995-06-15',
    });
  });

  it('mails the activation link in the member language; the link confirms the account once, and says so again', async () => {
    const email = fresh();
    const { user } = await (await signUp({ email, language: 'de' })).json();
    const mail = (await lastMail(server, email))!;
    expect(mail.subject).toBe('Bestätige deine E-Mail-Adresse für Amori');
    expect(mail.text).toMatch(/\/activate\/done\?token=[\w-]{43}/);
    const token = tokenOf(mail.text);
    const activate = () => server.request('/api/activation.php', json({ token }));
    expect((await activate()).status).toBe(200);
    const [row] = await server.handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.status).toBe('confirmed');
    const [profile] = await server.handle.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile!.status).toBe('active');
    // Opened again (a second click, a mail program that opened it first): it worked.
    expect((await activate()).status).toBe(200);
  });

  it("refuses an unknown or expired activation link: 'Activation failed; something went wrong, contact support'", async () => {
    const error = await expectError(
      await server.request('/api/activation.php', json({ token: 'x'.repeat(43) })),
      400,
      'token_invalid',
    );
    expect(error.message).toBe('Activation failed; something went wrong, contact support');
    const email = fresh();
    await signUp({ email });
    const token = tokenOf((await lastMail(server, email))!.text);
    time += 8 * 86_400_000;
    await expectError(await server.request('/api/activation.php', json({ token })), 400, 'token_invalid');
  });

  it('mails the activation link again on request, the older link then stops working', async () => {
    const email = fresh();
    const response = await signUp({ email });
    const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
    const first = tokenOf((await lastMail(server, email))!.text);
    expect((await server.request('/api/activation-mail.php', as(cookie, { method: 'POST' }))).status).toBe(
      200,
    );
    const second = tokenOf((await lastMail(server, email))!.text);
    expect(second).not.toBe(first);
    await expectError(
      await server.request('/api/activation.php', json({ token: first })),
      400,
      'token_invalid',
    );
    expect((await server.request('/api/activation.php', json({ token: second }))).status).toBe(200);
  });

  it.each([
    [{ email: 'anna@' }, 'email_invalid', 'Invalid email'],
    [
      { email: 'same@example.com', name: 'same@example.com' },
      'name_is_email',
      'Username may not be the same as your e-mail address',
    ],
    [{ name: '@anna' }, 'name_starts_with_at', 'Username may not start with @'],
    [{ name: ' ' }, 'name_invalid', 'Enter a username of at most 30 characters.'],
    [{ date_of_birth: '' }, 'date_of_birth_invalid', 'Enter your date of birth (18+)'],
    [{ date_of_birth: '2010-01-01' }, 'date_of_birth_invalid', 'Invalid date of birth.'],
    [{ date_of_birth: '1990-02-30' }, 'date_of_birth_invalid', 'Invalid date of birth.'],
    [{ password: 'short' }, 'password_too_short', 'Use at least 10 characters.'],
    [{ password: 'Password123!' }, 'password_common', 'This password is too common; choose another.'],
    [
      { email: 'lovelyanna@example.com', password: 'lovelyanna2026' },
      'password_personal',
      'Do not use your e-mail address or name as your password.',
    ],
  ] as const)('refuses %j: %s', async (overrides, code, message) => {
    const error = await expectError(await signUp(overrides), 400, code);
    expect(error.message).toBe(message);
  });

  it('takes min_age from the site settings', async () => {
    await setSite({ minAge: 21 });
    const missing = await expectError(await signUp({ date_of_birth: '' }), 400, 'date_of_birth_invalid');
    expect(missing.message).toBe('Enter your date of birth (21+)');
    // 20 years old: old enough for 18, not for 21.
    await expectError(await signUp({ date_of_birth: '2006-01-01' }), 400, 'date_of_birth_invalid');
    expect((await signUp({ date_of_birth: '2005-01-01' })).status).toBe(200);
  });

  it('refuses an address that already has an account, whatever its case', async () => {
    const email = fresh();
    expect((await signUp({ email })).status).toBe(200);
    const error = await expectError(await signUp({ email: email.toUpperCase() }), 409, 'email_taken');
    expect(error.message).toBe('This email address already owns an account on this website.');
    await expectError(await signUp({ email: 'free@example.com' }), 409, 'email_taken');
  });

  it("is open when signups is 'all', or 'with_trafficsource' with a traffic network; else invite only", async () => {
    await setSite({ signups: 'with_trafficsource' });
    await expectError(await signUp(), 403, 'signups_closed');
    await expectError(await signUp({ tracking: { ref: 'x' } }), 403, 'signups_closed');
    const email = fresh();
    const tracking = { network: 'adnet', ref: 'lander-7', sub1: 'a', sub2: 'b', sub3: 'c' };
    const response = await signUp({ email, tracking });
    expect(response.status).toBe(200);
    const { user } = await response.json();
    const stored = await server.handle.db
      .select()
      .from(trackingRecords)
      .where(eq(trackingRecords.userId, user.id));
    expect(stored).toMatchObject([tracking]);
    await setSite({ signups: 'invite' });
    await expectError(await signUp({ tracking }), 403, 'signups_closed');
  });

  it('writes the signup message to the member it was written to, who sees it unread', async () => {
    const [target] = await server.handle.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.fictional, true), eq(profiles.status, 'active')))
      .limit(1);
    const { user } = await (
      await signUp({ member_id: target!.id, signup_message: 'Hi, I saw your profile!' })
    ).json();
    const [mine] = await server.handle.db.select().from(profiles).where(eq(profiles.userId, user.id));
    const [message] = await server.handle.db
      .select({
        body: messages.body,
        a: conversations.profileA,
        b: conversations.profileB,
        unreadA: conversations.unreadA,
        unreadB: conversations.unreadB,
      })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(eq(messages.senderProfileId, mine!.id));
    expect(message!.body).toBe('Hi, I saw your profile!');
    expect([message!.a, message!.b].sort()).toEqual([mine!.id, target!.id].sort());
    expect(message!.a === target!.id ? message!.unreadA : message!.unreadB).toBe(1);
    await expectError(await signUp({ member_id: 2_000_000 }), 404, 'not_found');
  });

  it('keeps a location within the chosen country, and refuses a country the site does not serve', async () => {
    await expectError(await signUp({ country: 'JP' }), 400, 'validation_failed');
    const { user } = await (await signUp({ country: 'NL', region_id: 2_000_000, city: 'Utrecht' })).json();
    const [profile] = await server.handle.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile).toMatchObject({ country: 'NL', regionId: null, city: 'Utrecht' });
  });

  it('shows a new member members who fit: the gender they look for, their country, near their age', async () => {
    const someone = (name: string, values: Partial<typeof profiles.$inferInsert>) => ({
      siteId: 1,
      name,
      gender: 'female' as const,
      seeking: 'male' as const,
      sexuality: 'straight',
      birthDate: '1992-04-04',
      country: 'NL',
      fictional: true,
      lastActivity: new Date(time),
      ...values,
    });
    const inserted = await server.handle.db
      .insert(profiles)
      .values([
        someone('Fits', {}),
        someone('Too old', { birthDate: '1970-01-01' }),
        someone('A man', { gender: 'male' }),
        someone('Elsewhere', { country: 'DE' }),
        someone('Wants women', { seeking: 'female' }),
        someone('Disabled', { status: 'disabled' }),
      ])
      .returning({ id: profiles.id, name: profiles.name });
    const response = await signUp({
      country: 'NL',
      gender: 'male',
      seeking: 'female',
      date_of_birth: '1990-01-01',
    });
    const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
    const { profiles: matches } = await (await server.request('/api/signup-matches.php', as(cookie))).json();
    const ids = matches.map((m: { id: number }) => m.id);
    expect(ids).toContain(inserted[0]!.id);
    for (const other of inserted.slice(1)) expect(ids, other.name).not.toContain(other.id);
    for (const card of matches) {
      expect(card).toMatchObject({ gender: 'female', country: 'NL' });
      expect(Math.abs(card.age - 36)).toBeLessThanOrEqual(11);
    }
  });
});

describe('the signup rate limit', () => {
  it('allows a few signups an hour per address', async () => {
    const limited = await startTestServer({
      members: 0,
      limits: { signup: { max: 2, windowMs: 3_600_000 } },
    });
    try {
      const send = () => limited.request('/api/signup.php', json(body()));
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      await expectError(await send(), 429, 'rate_limited');
    } finally {
      await limited.close();
    }
  });
});
