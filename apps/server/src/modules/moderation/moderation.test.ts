import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, moderationActions, photos, profiles, reports, users } from '../../db/schema';
import { as, expectError, json } from '../../test/expect';
import { lastMail } from '../../test/mail';
import { offender as makeOffender } from '../../test/moderation';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
let time = Date.parse('2026-05-04T10:00:00Z');
let reporter: { cookie: string; profileId: number };
let moderator: string;
const used = new Set<number>();

beforeAll(async () => {
  server = await startTestServer({ members: 48, now: () => new Date(time) });
  reporter = {
    cookie: await server.loginAs('free@example.com'),
    profileId: await profileOf('free@example.com'),
  };
  moderator = await server.loginAs('moderator@example.com');
});
afterAll(() => server.close());

async function profileOf(email: string): Promise<number> {
  const [row] = await server.handle.db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(users.email, email));
  return row!.id;
}

const offender = (language = 'en') =>
  makeOffender(server, { reporterProfileId: reporter.profileId, used, at: new Date(time), language });

const report = (cookie: string | null, body: Record<string, unknown>) =>
  server.request('/api/reports.php', json(body, cookie ? as(cookie) : {}));
const act = (body: Record<string, unknown>, cookie = moderator) =>
  server.request('/api/admin/moderation.php', json(body, as(cookie)));
const detail = async (id: number) =>
  (await (await server.request(`/api/admin/report.php?id=${id}`, as(moderator))).json()) as {
    report: { id: number; reason: string; status: string };
    evidence: {
      kind: string;
      text: string;
      image: string | null;
      messages?: { text: string; kind: string; image: string | null; sent_at: string }[];
    } | null;
    member: { id: number; suspended_until: string | null; banned: boolean; photos: { id: number }[] };
    messages: { text: string }[];
    earlier_reports: { id: number }[];
    actions: { action: string; reason: string }[];
  };
/** A profile photo of the member (its storage key `filename`): its id. */
async function photoOf(profileId: number, filename: string) {
  const [row] = await server.handle.db
    .insert(photos)
    .values({ profileId, filename, thumbFilename: 't', matchFilename: 'm' })
    .returning({ id: photos.id });
  return { id: row!.id };
}

/** The conversation a message is in. */
async function conversationOf(messageId: number): Promise<number> {
  const [row] = await server.handle.db
    .select({ id: messages.conversationId })
    .from(messages)
    .where(eq(messages.id, messageId));
  return row!.id;
}

const reportsOf = (profileId: number) =>
  server.handle.db.select().from(reports).where(eq(reports.reportedProfileId, profileId));

describe('POST /api/reports.php', () => {
  it("keeps a reported message's copy as evidence, even once the message is deleted", async () => {
    const bad = await offender();
    const sent = await report(reporter.cookie, {
      profile: bad.profileId,
      place: 'message',
      reason: 'scam',
      note: 'Asks for money',
      message: bad.messageId,
    });
    expect(sent.status, await sent.clone().text()).toBe(200);
    expect(await sent.json()).toEqual({ ok: true, duplicate: false, blocked: false });
    await server.handle.db.delete(messages).where(eq(messages.id, bad.messageId));
    const [row] = await reportsOf(bad.profileId);
    const seen = await detail(row!.id);
    expect(seen.evidence).toMatchObject({ kind: 'text', text: 'Send me 200 euros in gift cards, please.' });
    expect(seen.report).toMatchObject({ reason: 'scam', status: 'open' });
  });

  it("keeps a reported conversation's latest messages of the member as evidence, even once deleted", async () => {
    const bad = await offender();
    const conversation = await conversationOf(bad.messageId);
    // 24 more from the member and one from the reporter: the latest 20 of the member's are kept.
    await server.handle.db.insert(messages).values([
      ...Array.from({ length: 24 }, (_, i) => ({
        conversationId: conversation,
        senderProfileId: bad.profileId,
        body: `Message ${i + 1}`,
        sentAt: new Date(time + (i + 1) * 60_000),
      })),
      { conversationId: conversation, senderProfileId: reporter.profileId, body: 'Stop it.' },
    ]);
    const sent = await report(reporter.cookie, {
      profile: bad.profileId,
      place: 'chat',
      reason: 'offensive',
    });
    expect(sent.status, await sent.clone().text()).toBe(200);
    await server.handle.db.delete(messages).where(eq(messages.conversationId, conversation));

    const [row] = await reportsOf(bad.profileId);
    expect(row).toMatchObject({ place: 'chat', subject: 'chat' });
    const seen = await detail(row!.id);
    expect(seen.messages).toEqual([]);
    expect(seen.evidence).toMatchObject({ kind: 'conversation' });
    const kept = seen.evidence!.messages!;
    expect(kept.map((m) => m.text)).toEqual(Array.from({ length: 20 }, (_, i) => `Message ${i + 5}`));
    expect(kept[0]).toMatchObject({
      kind: 'text',
      image: null,
      sent_at: new Date(time + 5 * 60_000).toISOString(),
    });
    // A second report of the conversation counts once; a visitor has no conversation to report.
    expect(
      await (await report(reporter.cookie, { profile: bad.profileId, place: 'chat', reason: 'spam' })).json(),
    ).toMatchObject({ duplicate: true });
    await expectError(
      await report(null, { profile: bad.profileId, place: 'chat', reason: 'spam', email: 'v@example.org' }),
      400,
      'bad_request',
    );
  });

  it('counts a second report of the same thing by the same member once', async () => {
    const bad = await offender();
    const body = { profile: bad.profileId, place: 'profile', reason: 'fake_profile' };
    expect(await (await report(reporter.cookie, body)).json()).toMatchObject({ duplicate: false });
    expect(await (await report(reporter.cookie, { ...body, place: 'swipe_card' })).json()).toMatchObject({
      duplicate: true,
    });
    expect(await reportsOf(bad.profileId)).toHaveLength(1);
  });

  it('takes a report from each place a member meets another', async () => {
    const bad = await offender();
    const photo = await photoOf(bad.profileId, 'photos/x/full.webp');
    const places = [
      { place: 'profile', photo: photo.id },
      { place: 'chat' },
      { place: 'message', message: bad.messageId },
      { place: 'swipe_card' },
      { place: 'likes_entry' },
    ];
    for (const extra of places) {
      const response = await report(reporter.cookie, { profile: bad.profileId, reason: 'other', ...extra });
      expect(response.status, `${extra.place}: ${await response.clone().text()}`).toBe(200);
    }
    const rows = await reportsOf(bad.profileId);
    expect(rows.map((r) => r.subject).sort()).toEqual(
      ['chat', 'message:' + bad.messageId, 'photo:' + photo.id, 'profile'].sort(),
    );
    expect(rows.find((r) => r.subject.startsWith('photo:'))!.evidence).toMatchObject({
      kind: 'photo',
      key: 'photos/x/full.webp',
    });
  });

  it('keeps a chat photo as evidence', async () => {
    const bad = await offender();
    const conversation = await conversationOf(bad.messageId);
    const [photoMessage] = await server.handle.db
      .insert(messages)
      .values({
        conversationId: conversation,
        senderProfileId: bad.profileId,
        kind: 'photo',
        body: JSON.stringify({
          filename: 'chat/1/abc/full.webp',
          thumb: 'chat/1/abc/t.webp',
          width: 1,
          height: 1,
        }),
      })
      .returning({ id: messages.id });
    const sent = await report(reporter.cookie, {
      profile: bad.profileId,
      place: 'chat_photo',
      reason: 'explicit_photo',
      message: photoMessage!.id,
    });
    expect(sent.status, await sent.clone().text()).toBe(200);
    const [row] = await reportsOf(bad.profileId);
    expect(row!.evidence).toMatchObject({ kind: 'photo', key: 'chat/1/abc/full.webp' });
  });

  it("refuses a message that is not the reported member's to the reporter", async () => {
    const bad = await offender();
    const other = await offender();
    await expectError(
      await report(reporter.cookie, {
        profile: other.profileId,
        place: 'message',
        reason: 'spam',
        message: bad.messageId,
      }),
      404,
      'not_found',
    );
  });

  it('reports and blocks in one step', async () => {
    const bad = await offender();
    const sent = await report(reporter.cookie, {
      profile: bad.profileId,
      place: 'chat',
      reason: 'offensive',
      block: true,
    });
    expect(await sent.json()).toMatchObject({ blocked: true });
    const blocks = (await (await server.request('/api/blocks.php', as(reporter.cookie))).json()) as {
      profiles?: { id: number }[];
    };
    expect(JSON.stringify(blocks)).toContain(String(bad.profileId));
  });

  it("takes a visitor's report with an address for the answer, and none without", async () => {
    const bad = await offender();
    const body = { profile: bad.profileId, place: 'profile', reason: 'under_18' };
    await expectError(await report(null, body), 400, 'validation_failed');
    expect((await report(null, { ...body, email: 'Visitor@Example.org' })).status).toBe(200);
    const [row] = await reportsOf(bad.profileId);
    expect(row).toMatchObject({ reporterUserId: null, reporterEmail: 'visitor@example.org' });
    // A visitor has no messages to report.
    await expectError(
      await report(null, { ...body, place: 'message', message: bad.messageId, email: 'v@example.org' }),
      400,
      'bad_request',
    );
  });

  it('refuses a report of oneself and of no one', async () => {
    await expectError(
      await report(reporter.cookie, { profile: reporter.profileId, place: 'profile', reason: 'spam' }),
      400,
    );
    await expectError(
      await report(reporter.cookie, { profile: 2_000_000, place: 'profile', reason: 'spam' }),
      404,
    );
  });
});

describe('the moderation queue', () => {
  it('lists open reports, looks-under-18 and scam first, then the oldest', async () => {
    const [a, b, c] = [await offender(), await offender(), await offender()];
    await report(reporter.cookie, { profile: a.profileId, place: 'profile', reason: 'spam' });
    time += 60_000;
    await report(reporter.cookie, { profile: b.profileId, place: 'profile', reason: 'scam' });
    time += 60_000;
    await report(reporter.cookie, { profile: c.profileId, place: 'profile', reason: 'under_18' });
    const queue = (await (await server.request('/api/admin/reports.php', as(moderator))).json()) as {
      reports: { reported: { id: number }; reason: string }[];
    };
    const order = queue.reports
      .map((r) => r.reported.id)
      .filter((id) => [a, b, c].some((m) => m.profileId === id));
    expect(order).toEqual([c.profileId, b.profileId, a.profileId]);
    const reasons = queue.reports.map((r) => r.reason);
    expect(reasons.indexOf('spam')).toBeGreaterThan(reasons.lastIndexOf('scam'));
  });

  it("shows a report with the member's messages to the reporter, earlier reports and actions", async () => {
    const bad = await offender();
    await report(reporter.cookie, { profile: bad.profileId, place: 'profile', reason: 'spam' });
    await report(null, { profile: bad.profileId, place: 'profile', reason: 'scam', email: 'x@example.org' });
    const [first] = await reportsOf(bad.profileId);
    await act({ report: first!.id, action: 'warn', ground: 'spam', reason: 'Advertising another site.' });
    const rows = await reportsOf(bad.profileId);
    const mine = rows.find((r) => r.reporterUserId !== null)!;
    const seen = await detail(mine.id);
    expect(seen.messages.map((m) => m.text)).toEqual(['Send me 200 euros in gift cards, please.']);
    expect(seen.earlier_reports).toHaveLength(1);
    expect(seen.actions.map((a) => a.action)).toEqual(['warn']);
  });
});

describe('moderation actions', () => {
  async function reported(language = 'en') {
    const bad = await offender(language);
    const cookie = await server.loginAs(bad.email);
    await report(reporter.cookie, {
      profile: bad.profileId,
      place: 'message',
      reason: 'scam',
      message: bad.messageId,
    });
    const [row] = await reportsOf(bad.profileId);
    return { ...bad, cookie, report: row!.id };
  }

  it("suspends at once: sessions end, login is refused with the end date, the member leaves search and profiles, the statement is mailed in the member's language", async () => {
    const bad = await reported('de');
    const done = await act({
      report: bad.report,
      action: 'suspend',
      ground: 'scam',
      reason: 'Asked members for money.',
      days: 7,
    });
    expect(done.status, await done.clone().text()).toBe(200);

    await expectError(await server.request('/api/user.php', as(bad.cookie)), 403, 'authentication_required');
    const login = await server.request(
      '/api/user.php',
      json({ email: bad.email, password: 'Demo-pass-2026' }),
    );
    const error = await expectError(login, 403, 'account_suspended');
    expect(error.details).toEqual({ until: new Date(time + 7 * 86_400_000).toISOString() });
    await expectError(await server.request(`/api/member.php?id=${bad.profileId}`, as(reporter.cookie)), 404);
    const [profile] = await server.handle.db.select().from(profiles).where(eq(profiles.id, bad.profileId));
    expect(profile).toMatchObject({ status: 'disabled', searchable: false });

    const mail = await lastMail(server, bad.email);
    expect(mail!.kind).toBe('moderation');
    expect(mail!.subject).toContain('Eine Entscheidung');
    expect(mail!.text).toContain('Asked members for money.');
    expect(mail!.text).toContain('Betrügereien');
    const [report] = await server.handle.db.select().from(reports).where(eq(reports.id, bad.report));
    expect(report!.status).toBe('actioned');
  });

  it('ends a suspension when its time is up', async () => {
    const bad = await reported();
    await act({
      report: bad.report,
      action: 'suspend',
      ground: 'scam',
      reason: 'Asked members for money.',
      days: 1,
    });
    time += 86_400_000 + 1000;
    await server.app.jobs.runDue();
    expect(
      (await server.request('/api/user.php', json({ email: bad.email, password: 'Demo-pass-2026' }))).status,
    ).toBe(200);
    const [profile] = await server.handle.db.select().from(profiles).where(eq(profiles.id, bad.profileId));
    expect(profile).toMatchObject({ status: 'active', searchable: true });
  });

  it('bans: login refused without an end date', async () => {
    const bad = await reported();
    expect(
      (await act({ report: bad.report, action: 'ban', ground: 'scam', reason: 'Scams, again.' })).status,
    ).toBe(200);
    const error = await expectError(
      await server.request('/api/user.php', json({ email: bad.email, password: 'Demo-pass-2026' })),
      403,
      'account_suspended',
    );
    expect(error.details).toEqual({ until: null });
    expect((await detail(bad.report)).member.banned).toBe(true);
  });

  it('warns (mailed, nothing restricted) and dismisses (nothing mailed)', async () => {
    const warned = await reported('nl');
    expect(
      (await act({ report: warned.report, action: 'warn', ground: 'spam', reason: 'Please stop.' })).status,
    ).toBe(200);
    expect((await lastMail(server, warned.email))!.subject).toContain('Een besluit');
    expect((await server.request('/api/user.php', as(warned.cookie))).status).toBe(200);

    const dismissed = await reported();
    expect(
      (await act({ report: dismissed.report, action: 'dismiss', ground: 'other', reason: 'No rule broken.' }))
        .status,
    ).toBe(200);
    expect(await lastMail(server, dismissed.email)).toBeUndefined();
    const [row] = await server.handle.db.select().from(reports).where(eq(reports.id, dismissed.report));
    expect(row!.status).toBe('dismissed');
  });

  it('hides a photo of the member', async () => {
    const bad = await reported();
    const photo = await photoOf(bad.profileId, 'photos/y/full.webp');
    await expectError(
      await act({ report: bad.report, action: 'hide_photo', ground: 'explicit_photo', reason: 'Nudity.' }),
      400,
      'validation_failed',
    );
    const done = await act({
      report: bad.report,
      action: 'hide_photo',
      ground: 'explicit_photo',
      reason: 'Nudity.',
      photo: photo.id,
    });
    expect(done.status, await done.clone().text()).toBe(200);
    // Hidden, not deleted: an appeal may restore it.
    expect(
      await server.handle.db
        .select({ moderation: photos.moderation })
        .from(photos)
        .where(eq(photos.id, photo.id)),
    ).toEqual([{ moderation: 'hidden' }]);
    const [logged] = await server.handle.db
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.profileId, bad.profileId));
    expect(logged).toMatchObject({ action: 'hide_photo', photoKey: 'photos/y/full.webp' });
  });

  it('hides a photo only with its logged action: an action that fails leaves the photo shown', async () => {
    const bad = await reported();
    const photo = await photoOf(bad.profileId, 'photos/z/full.webp');
    const body = {
      report: bad.report,
      action: 'hide_photo',
      ground: 'explicit_photo',
      reason: 'Nudity.',
      photo: photo.id,
    };
    const stateOf = async () =>
      (
        await server.handle.db
          .select({ moderation: photos.moderation })
          .from(photos)
          .where(eq(photos.id, photo.id))
      )[0]!.moderation;
    // The action's log refuses the row (a failure after the photo is hidden, in the same commit).
    await server.handle.db.execute(sql`
      create function refuse_action() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await server.handle.db.execute(
      sql`create trigger refuse_action before insert on moderation_actions for each row execute function refuse_action()`,
    );
    try {
      expect((await act(body)).status).toBe(500);
    } finally {
      await server.handle.db.execute(sql`drop trigger refuse_action on moderation_actions`);
      await server.handle.db.execute(sql`drop function refuse_action()`);
    }
    expect(await stateOf()).toBe('shown');
    expect(
      await server.handle.db
        .select()
        .from(moderationActions)
        .where(eq(moderationActions.profileId, bad.profileId)),
    ).toEqual([]);
    // Once the log takes it, the same action hides the photo.
    expect((await act(body)).status).toBe(200);
    expect(await stateOf()).toBe('hidden');
  });

  it('needs a reason, and a suspension its days', async () => {
    const bad = await reported();
    await expectError(
      await act({ report: bad.report, action: 'warn', ground: 'spam', reason: '' }),
      400,
      'validation_failed',
    );
    await expectError(
      await act({ report: bad.report, action: 'suspend', ground: 'spam', reason: 'Spam again.' }),
      400,
      'validation_failed',
    );
    await expectError(
      await act({ report: 2_000_000, action: 'warn', ground: 'spam', reason: 'Spam again.' }),
      404,
    );
  });

  it('keeps a log nobody can change: updates and deletes are refused', async () => {
    const bad = await reported();
    await act({ report: bad.report, action: 'warn', ground: 'spam', reason: 'Please stop.' });
    const { db } = server.handle;
    // The database's refusal, under drizzle's "Failed query" wrapper.
    const refusal = (query: PromiseLike<unknown>) =>
      Promise.resolve(query).then(
        () => 'done',
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      );
    expect(
      await refusal(
        db
          .update(moderationActions)
          .set({ reason: 'changed' })
          .where(eq(moderationActions.profileId, bad.profileId)),
      ),
    ).toMatch(/append-only: UPDATE refused/);
    expect(
      await refusal(db.delete(moderationActions).where(eq(moderationActions.profileId, bad.profileId))),
    ).toMatch(/append-only: DELETE refused/);
    const rows = await db
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.profileId, bad.profileId));
    expect(rows.map((r) => r.reason)).toEqual(['Please stop.']);
  });
});

describe('the report limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ members: 2, limits: { report: { max: 2, windowMs: 3_600_000 } } });
  });
  afterAll(() => limited.close());

  it('refuses reports from one address beyond the limit', async () => {
    const [target] = await limited.handle.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.fictional, false))
      .limit(1);
    const send = (n: number) =>
      limited.request(
        '/api/reports.php',
        json({ profile: target!.id, place: 'profile', reason: 'spam', email: `v${n}@example.org` }),
      );
    expect((await send(1)).status).toBe(200);
    expect((await send(2)).status).toBe(200);
    await expectError(await send(3), 429, 'rate_limited');
  });
});
