import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appealDecisions, appeals, profiles, reports, users } from '../../db/schema';
import { as, expectError, json } from '../../test/expect';
import { lastMail, tokenOf } from '../../test/mail';
import { offender } from '../../test/moderation';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
let time = Date.parse('2026-05-04T10:00:00Z');
let reporter: { cookie: string; profileId: number };
/** Takes the actions; the operator (a second moderator) decides their appeals. */
let moderator: string;
let operator: string;
const used = new Set<number>();
const PASSWORD = 'Demo-pass-2026';
const APPEAL = 'I only asked about a concert ticket, not for money. Please look again.';

beforeAll(async () => {
  server = await startTestServer({ members: 48, now: () => new Date(time) });
  const [row] = await server.handle.db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(users.email, 'free@example.com'));
  reporter = { cookie: await server.loginAs('free@example.com'), profileId: row!.id };
  moderator = await server.loginAs('moderator@example.com');
  operator = await server.loginAs('operator@example.com');
});
afterAll(() => server.close());

/** A generated member who can log in, with a text about them, reported by free@ for a message. */
async function reportedMember(language = 'en') {
  const found = await offender(server, {
    reporterProfileId: reporter.profileId,
    used,
    at: new Date(time),
    language,
    about: 'Send me gift cards and I will visit you.',
  });
  const { db } = server.handle;
  const cookie = await server.loginAs(found.email);
  await server.request(
    '/api/reports.php',
    json(
      { profile: found.profileId, place: 'message', reason: 'scam', message: found.messageId },
      as(reporter.cookie),
    ),
  );
  const [report] = await db.select().from(reports).where(eq(reports.reportedProfileId, found.profileId));
  return { ...found, cookie, report: report!.id };
}

const act = (body: Record<string, unknown>) =>
  server.request('/api/admin/moderation.php', json(body, as(moderator)));
const decide = (appeal: number, outcome: string, cookie = operator) =>
  server.request(
    '/api/admin/appeal-decision.php',
    json({ appeal, outcome, reason: 'Looked at it again.' }, as(cookie)),
  );
const login = (email: string) => server.request('/api/user.php', json({ email, password: PASSWORD }));
const appealsOf = (profileId: number) =>
  server.handle.db.select().from(appeals).where(eq(appeals.profileId, profileId));

interface StatementView {
  id: number;
  action: string;
  until: string | null;
  appealable: boolean;
  appeal: { status: string } | null;
}

describe('an appeal from the mailed link', () => {
  it('works without a session, once, and goes to another moderator, who reverses the suspension', async () => {
    const bad = await reportedMember('de');
    const done = await act({
      report: bad.report,
      action: 'suspend',
      ground: 'scam',
      reason: 'Money.',
      days: 30,
    });
    expect(done.status, await done.clone().text()).toBe(200);
    const mail = await lastMail(server, bad.email);
    expect(mail!.text).toContain('/appeal?token=');
    const token = tokenOf(mail!.text);

    // The member cannot log in; the link needs no session.
    await expectError(await login(bad.email), 403, 'account_suspended');
    const shown = await server.request(`/api/appeal-link.php?token=${token}`);
    expect(shown.status, await shown.clone().text()).toBe(200);
    const { statement } = (await shown.json()) as { statement: StatementView };
    expect(statement).toMatchObject({ action: 'suspend', appealable: true, appeal: null });
    expect(statement.until).toBe(new Date(time + 30 * 86_400_000).toISOString());

    await expectError(
      await server.request('/api/appeal-link.php', json({ token, text: 'Too short.' })),
      400,
      'validation_failed',
    );
    const sent = await server.request('/api/appeal-link.php', json({ token, text: APPEAL }));
    expect(sent.status, await sent.clone().text()).toBe(200);
    expect(((await sent.json()) as { statement: StatementView }).statement.appeal).toMatchObject({
      status: 'open',
    });
    await expectError(
      await server.request('/api/appeal-link.php', json({ token, text: APPEAL })),
      409,
      'already_appealed',
    );
    const [appeal] = await appealsOf(bad.profileId);
    expect(appeal).toMatchObject({ via: 'link', text: APPEAL });

    // The moderator who suspended sees it as theirs and may not decide it.
    const queue = (await (await server.request('/api/admin/appeals.php', as(moderator))).json()) as {
      appeals: { id: number; mine: boolean }[];
    };
    expect(queue.appeals.find((a) => a.id === appeal!.id)).toMatchObject({ mine: true });
    await expectError(await decide(appeal!.id, 'reversed', moderator), 403, 'forbidden');

    // The operator reverses it: the member logs in again and is back on their profile page.
    time += 3_600_000;
    const reversed = await decide(appeal!.id, 'reversed');
    expect(reversed.status, await reversed.clone().text()).toBe(200);
    expect((await login(bad.email)).status).toBe(200);
    expect((await server.request(`/api/member.php?id=${bad.profileId}`, as(reporter.cookie))).status).toBe(
      200,
    );
    const [profile] = await server.handle.db.select().from(profiles).where(eq(profiles.id, bad.profileId));
    expect(profile).toMatchObject({ status: 'active', searchable: true });
    await expectError(await decide(appeal!.id, 'upheld'), 409, 'appeal_decided');

    const outcome = await lastMail(server, bad.email);
    expect(outcome!.kind).toBe('appealDecision');
    expect(outcome!.text).toContain('Die Entscheidung wird aufgehoben');
    expect(outcome!.text).toContain('Looked at it again.');

    // The link now shows the decided appeal.
    const after = (await (await server.request(`/api/appeal-link.php?token=${token}`)).json()) as {
      statement: StatementView;
    };
    expect(after.statement.appeal).toMatchObject({ status: 'reversed' });
  });

  it('refuses an unknown token and one past the six months', async () => {
    await expectError(
      await server.request(`/api/appeal-link.php?token=${'A'.repeat(43)}`),
      400,
      'token_invalid',
    );
    const bad = await reportedMember();
    await act({ report: bad.report, action: 'warn', ground: 'scam', reason: 'Do not ask for money.' });
    const token = tokenOf((await lastMail(server, bad.email))!.text);
    expect((await server.request(`/api/appeal-link.php?token=${token}`)).status).toBe(200);
    time += 184 * 86_400_000;
    try {
      await expectError(await server.request(`/api/appeal-link.php?token=${token}`), 400, 'token_invalid');
    } finally {
      // The sessions of the other tests would have run out too.
      time -= 184 * 86_400_000;
    }
  });
});

describe('an appeal from the notifications page', () => {
  it("lists the member's statements, takes one appeal per action, and none of another's", async () => {
    const bad = await reportedMember();
    await act({ report: bad.report, action: 'warn', ground: 'scam', reason: 'Do not ask for money.' });
    const list = async (cookie: string) =>
      (
        (await (await server.request('/api/statements.php', as(cookie))).json()) as {
          statements: StatementView[];
        }
      ).statements;
    const [statement] = await list(bad.cookie);
    expect(statement).toMatchObject({ action: 'warn', appealable: true, appeal: null });

    await expectError(
      await server.request(
        '/api/appeals.php',
        json({ action: statement!.id, text: APPEAL }, as(reporter.cookie)),
      ),
      404,
    );
    const sent = await server.request(
      '/api/appeals.php',
      json({ action: statement!.id, text: APPEAL }, as(bad.cookie)),
    );
    expect(sent.status, await sent.clone().text()).toBe(200);
    await expectError(
      await server.request('/api/appeals.php', json({ action: statement!.id, text: APPEAL }, as(bad.cookie))),
      409,
      'already_appealed',
    );
    expect((await list(bad.cookie))[0]).toMatchObject({ appealable: false, appeal: { status: 'open' } });
    expect(await appealsOf(bad.profileId)).toHaveLength(1);

    // Upheld: the decision stands, logged as its own row, mailed.
    const [appeal] = await appealsOf(bad.profileId);
    expect((await decide(appeal!.id, 'upheld')).status).toBe(200);
    expect((await list(bad.cookie))[0]!.appeal).toMatchObject({ status: 'upheld' });
    expect((await lastMail(server, bad.email))!.text).toContain('The outcome: the decision stands.');
  });
});

describe('hiding a profile text', () => {
  it('hides the about text from others, keeps it for its member, and shows it again when reversed', async () => {
    const bad = await reportedMember('nl');
    const done = await act({
      report: bad.report,
      action: 'hide_text',
      ground: 'scam',
      reason: 'Asks for money.',
    });
    expect(done.status, await done.clone().text()).toBe(200);
    const about = async () =>
      (
        (await (await server.request(`/api/member.php?id=${bad.profileId}`, as(reporter.cookie))).json()) as {
          profile: { about: string };
        }
      ).profile.about;
    expect(await about()).toBe('');
    const own = (await (await server.request('/api/profile.php', as(bad.cookie))).json()) as {
      about: string;
    };
    expect(JSON.stringify(own)).toContain('Send me gift cards');
    const mail = await lastMail(server, bad.email);
    expect(mail!.text).toContain(
      'de tekst over jezelf op je profiel wordt niet meer aan andere leden getoond',
    );

    const token = tokenOf(mail!.text);
    await server.request('/api/appeal-link.php', json({ token, text: APPEAL }));
    const [appeal] = await appealsOf(bad.profileId);
    expect((await decide(appeal!.id, 'reversed')).status).toBe(200);
    expect(await about()).toBe('Send me gift cards and I will visit you.');
  });
});

describe('the appeals record', () => {
  it('refuses updates and deletes of appeals and decisions', async () => {
    const bad = await reportedMember();
    await act({ report: bad.report, action: 'warn', ground: 'scam', reason: 'Do not ask for money.' });
    const token = tokenOf((await lastMail(server, bad.email))!.text);
    await server.request('/api/appeal-link.php', json({ token, text: APPEAL }));
    const [appeal] = await appealsOf(bad.profileId);
    await decide(appeal!.id, 'upheld');
    const { db } = server.handle;
    const refusal = (query: PromiseLike<unknown>) =>
      Promise.resolve(query).then(
        () => 'done',
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      );
    expect(
      await refusal(db.update(appeals).set({ text: 'changed' }).where(eq(appeals.id, appeal!.id))),
    ).toMatch(/appeals is append-only: UPDATE refused/);
    expect(
      await refusal(
        db
          .update(appealDecisions)
          .set({ outcome: 'reversed' })
          .where(eq(appealDecisions.appealId, appeal!.id)),
      ),
    ).toMatch(/appeal_decisions is append-only: UPDATE refused/);
    expect(await refusal(db.delete(appealDecisions).where(eq(appealDecisions.appealId, appeal!.id)))).toMatch(
      /append-only: DELETE refused/,
    );
    const [decision] = await db
      .select()
      .from(appealDecisions)
      .where(eq(appealDecisions.appealId, appeal!.id));
    expect(decision).toMatchObject({ outcome: 'upheld', reason: 'Looked at it again.' });
  });
});
