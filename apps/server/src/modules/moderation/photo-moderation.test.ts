import {
  getAppeals,
  getMember,
  getPhotoQueue,
  getProfile,
  getTransparencyReport,
  getUser,
  transparencyReportSchema,
  uploadPhoto,
} from '@amori/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../../adapters/storage';
import {
  appealDecisions,
  appeals,
  moderationActions,
  photos,
  profiles,
  reports,
  sites,
  users,
} from '../../db/schema';
import { as, expectError, json } from '../../test/expect';
import { jpegWithGps } from '../../test/images';
import { lastMail } from '../../test/mail';
import { profileIdOf } from '../../test/members';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
const storage = memoryStorage();
const time = Date.parse('2026-05-04T10:00:00Z');
let owner: string;
let other: string;
let moderator: string;
let ownerId: number;
let otherId: number;
let siteId: number;

beforeAll(async () => {
  server = await startTestServer({ members: 8, storage, now: () => new Date(time) });
  owner = await server.loginAs('free@example.com');
  other = await server.loginAs('premium@example.com');
  moderator = await server.loginAs('moderator@example.com');
  ownerId = await profileIdOf(server, 'free@example.com');
  otherId = await profileIdOf(server, 'premium@example.com');
  const [row] = await db().select({ siteId: profiles.siteId }).from(profiles).where(eq(profiles.id, ownerId));
  siteId = row!.siteId;
});
afterAll(() => server.close());

const db = () => server.handle.db;

async function upload(i: number) {
  const response = await server.request('/api/photos.php', {
    method: 'POST',
    headers: { cookie: owner, 'content-type': 'image/jpeg' },
    body: new Uint8Array(await jpegWithGps(480, 600, { r: 40 * i, g: 120, b: 200 - 30 * i })),
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return uploadPhoto.response.parse(JSON.parse(text)).photo;
}

const status = async (url: string, cookie?: string) =>
  (await server.request(url, cookie ? as(cookie) : {})).status;
const asOther = async () =>
  getMember.response.parse(await (await server.request(`/api/member.php?id=${ownerId}`, as(other))).json());
const ownPhotos = async () =>
  getProfile.response.parse(await (await server.request('/api/profile.php', as(owner))).json()).photos;
const mainImage = async () =>
  getUser.response.parse(await (await server.request('/api/user.php', as(owner))).json()).profile.main_image;
const decide = (body: Record<string, unknown>, cookie = moderator) =>
  server.request('/api/admin/photos.php', json(body, as(cookie)));
const queue = async () =>
  getPhotoQueue.response.parse(await (await server.request('/api/admin/photos.php', as(moderator))).json())
    .photos;

beforeEach(async () => {
  await db().delete(photos).where(eq(photos.profileId, ownerId));
  await db().update(sites).set({ photoApproval: false }).where(eq(sites.id, siteId));
});

describe('a photo a moderator hides', () => {
  it('is gone for everyone but its owner (marked, with the reason) and the console, and can be restored', async () => {
    const first = await upload(0);
    const second = await upload(1);
    expect(first.main).toBe(true);
    const reported = await server.request(
      '/api/reports.php',
      json({ profile: ownerId, place: 'profile', reason: 'explicit_photo', photo: first.id }, as(other)),
    );
    expect(reported.status).toBe(200);
    const [report] = await db()
      .select({ id: reports.id })
      .from(reports)
      .where(eq(reports.reportedProfileId, ownerId));
    const acted = await server.request(
      '/api/admin/moderation.php',
      json(
        {
          report: report!.id,
          action: 'hide_photo',
          ground: 'explicit_photo',
          reason: 'The photo shows nudity.',
          photo: first.id,
        },
        as(moderator),
      ),
    );
    expect(acted.status, await acted.clone().text()).toBe(200);

    const seen = await asOther();
    expect(seen.profile.photos.map((p) => p.id)).toEqual([second.id]);
    expect(seen.profile.photos[0]!.main).toBe(true);
    expect(seen.profile.photo_count).toBe(1);
    expect((await mainImage())?.filename).toBe(second.src);
    expect(await ownPhotos()).toEqual([
      expect.objectContaining({ id: second.id, main: true, moderation: 'shown' }),
      expect.objectContaining({
        id: first.id,
        main: false,
        moderation: 'hidden',
        moderation_reason: 'The photo shows nudity.',
      }),
    ]);
    expect(await status(first.src, other)).toBe(404);
    expect(await status(first.src)).toBe(404);
    expect(await status(first.src, owner)).toBe(200);
    expect(await status(first.src, moderator)).toBe(200);

    // The owner appeals, and another moderator reverses the decision: the photo shows again.
    const { action } = (await acted.json()) as { action: number };
    const appealed = await server.request(
      '/api/appeals.php',
      json({ action, text: 'This photo shows me on the beach, nothing more.' }, as(owner)),
    );
    expect(appealed.status, await appealed.clone().text()).toBe(200);
    const operator = await server.loginAs('operator@example.com');
    const { appeals } = getAppeals.response.parse(
      await (await server.request('/api/admin/appeals.php', as(operator))).json(),
    );
    const appeal = appeals.find((a) => a.statement.id === action)!;
    const reversed = await server.request(
      '/api/admin/appeal-decision.php',
      json({ appeal: appeal.id, outcome: 'reversed', reason: 'Swimwear is allowed.' }, as(operator)),
    );
    expect(await reversed.json()).toEqual({ ok: true, restored: true });
    const after = await asOther();
    expect(after.profile.photos.map((p) => p.id).sort()).toEqual([first.id, second.id].sort());
    expect(after.profile.photo_count).toBe(2);
    expect(await status(first.src, other)).toBe(200);
  });
});

describe('a site that approves new photos first', () => {
  beforeEach(() => db().update(sites).set({ photoApproval: true }).where(eq(sites.id, siteId)));

  it('keeps a new photo from others and from being main until a moderator approves it', async () => {
    const waiting = await upload(0);
    expect(waiting).toMatchObject({ main: false, moderation: 'waiting' });
    expect((await asOther()).profile.photos).toEqual([]);
    expect((await asOther()).profile.main_image).toBeNull();
    expect(await mainImage()).toBeNull();
    expect(await status(waiting.src, other)).toBe(404);
    expect(await status(waiting.src, owner)).toBe(200);
    expect((await queue()).map((p) => p.id)).toContain(waiting.id);
    // The owner cannot make it main while it waits.
    await expectError(
      await server.request(
        '/api/photos.php',
        json({ id: waiting.id, main: true }, as(owner, { method: 'PUT' })),
      ),
      404,
      'not_found',
    );

    const approved = await decide({ photo: waiting.id, decision: 'approve' });
    expect(approved.status, await approved.clone().text()).toBe(200);
    const seen = await asOther();
    expect(seen.profile.photos).toEqual([expect.objectContaining({ id: waiting.id, main: true })]);
    expect((await mainImage())?.filename).toBe(waiting.src);
    expect((await queue()).map((p) => p.id)).not.toContain(waiting.id);
    // Decided once: a second decision finds nothing waiting.
    await expectError(
      await decide({ photo: waiting.id, decision: 'reject', ground: 'spam', reason: 'Too late.' }),
      404,
    );
  });

  it('rejects with a ground and a reason: logged, mailed in the member language, marked for the owner', async () => {
    await db().update(users).set({ language: 'nl' }).where(eq(users.email, 'free@example.com'));
    const waiting = await upload(1);
    await expectError(await decide({ photo: waiting.id, decision: 'reject' }), 400, 'validation_failed');
    await expectError(
      await decide({ photo: waiting.id, decision: 'reject', ground: 'fake_profile', reason: 'x' }),
      400,
      'validation_failed',
    );
    const rejected = await decide({
      photo: waiting.id,
      decision: 'reject',
      ground: 'fake_profile',
      reason: 'This is a photo of someone else.',
    });
    expect(rejected.status, await rejected.clone().text()).toBe(200);
    const [logged] = await db()
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.photoId, waiting.id));
    expect(logged).toMatchObject({
      action: 'reject_photo',
      ground: 'fake_profile',
      profileId: ownerId,
      reportId: null,
    });
    const mail = await lastMail(server, 'free@example.com');
    expect(mail?.text).toContain(
      'Wat we besloten: de foto die je toevoegde wordt niet op je profiel getoond.',
    );
    expect(mail?.text).toContain('This is a photo of someone else.');
    await db().update(users).set({ language: 'en' }).where(eq(users.email, 'free@example.com'));
    expect(await ownPhotos()).toEqual([
      expect.objectContaining({
        id: waiting.id,
        moderation: 'rejected',
        moderation_reason: 'This is a photo of someone else.',
      }),
    ]);
    expect(await status(waiting.src, other)).toBe(404);
    expect((await asOther()).profile.photos).toEqual([]);
  });

  it("shows a moderator only their own site's waiting photos, and answers 404 for a photo that is not waiting", async () => {
    const shown = await db()
      .insert(photos)
      .values({
        profileId: otherId,
        filename: 'f',
        thumbFilename: 't',
        matchFilename: 'm',
        moderation: 'shown',
      })
      .returning({ id: photos.id });
    await expectError(await decide({ photo: shown[0]!.id, decision: 'approve' }), 404, 'not_found');
    await expectError(await decide({ photo: 2_000_000, decision: 'approve' }), 404, 'not_found');
  });
});

describe('the transparency report', () => {
  // Fixed data in a period of its own (March 2025), so the other tests' rows stay out of it.
  const at = (iso: string) => new Date(iso);
  beforeAll(async () => {
    const report = async (reason: 'scam' | 'spam' | 'under_18', created: string) => {
      const [row] = await db()
        .insert(reports)
        .values({
          siteId,
          reportedProfileId: otherId,
          reporterEmail: `t-${created}@example.org`,
          place: 'profile',
          reason,
          severity: 1,
          subject: `profile:${created}`,
          createdAt: at(created),
        })
        .returning({ id: reports.id });
      return row!.id;
    };
    const act = async (
      reportId: number | null,
      action: 'warn' | 'dismiss' | 'reject_photo',
      created: string,
    ) => {
      const [row] = await db()
        .insert(moderationActions)
        .values({
          siteId,
          reportId,
          profileId: otherId,
          userId: null,
          moderatorUserId: 1,
          action,
          ground: 'spam',
          reason: 'Fixed data.',
          createdAt: at(created),
        })
        .returning({ id: moderationActions.id });
      return row!.id;
    };
    // An appeal of an action, decided (or not) at a time of its own.
    const appeal = async (actionId: number, created: string, decision?: ['upheld' | 'reversed', string]) => {
      const [row] = await db()
        .insert(appeals)
        .values({
          siteId,
          actionId,
          profileId: otherId,
          text: 'Fixed data.',
          via: 'link',
          createdAt: at(created),
        })
        .returning({ id: appeals.id });
      if (decision)
        await db()
          .insert(appealDecisions)
          .values({
            appealId: row!.id,
            moderatorUserId: 1,
            outcome: decision[0],
            reason: 'Fixed data.',
            createdAt: at(decision[1]),
          });
    };
    const a = await report('scam', '2025-03-01T10:00:00Z');
    const b = await report('scam', '2025-03-02T10:00:00Z');
    const c = await report('spam', '2025-03-03T10:00:00Z');
    await report('under_18', '2025-03-31T23:59:00Z');
    // Outside the period: neither counted nor timed.
    await report('spam', '2025-04-01T00:00:00Z');
    await act(a, 'warn', '2025-03-01T11:00:00Z'); // 1 hour
    await act(a, 'dismiss', '2025-03-05T10:00:00Z'); // a second action: the first one times it
    await act(b, 'dismiss', '2025-03-02T13:00:00Z'); // 3 hours
    const warned = await act(c, 'warn', '2025-03-04T10:00:00Z'); // 24 hours
    const rejected = await act(null, 'reject_photo', '2025-03-10T10:00:00Z');
    // Two appeals in the period, one reversed in it; a reversal of April's is not March's.
    await appeal(warned, '2025-03-05T10:00:00Z', ['reversed', '2025-03-06T10:00:00Z']);
    await appeal(rejected, '2025-03-11T10:00:00Z', ['reversed', '2025-04-02T10:00:00Z']);
  });

  const fetchReport = (query: string, cookie = moderator) =>
    server.request(`/api/admin/transparency.php?${query}`, as(cookie));

  it('counts reports by reason, actions by kind and the median time from report to action', async () => {
    const response = await fetchReport('from=2025-03-01&to=2025-03-31');
    expect(response.status).toBe(200);
    const report = transparencyReportSchema.parse(await response.json());
    expect(report.reports).toEqual({
      total: 4,
      by_reason: {
        fake_profile: 0,
        scam: 2,
        spam: 1,
        offensive: 0,
        under_18: 1,
        explicit_photo: 0,
        other: 0,
      },
    });
    expect(report.actions.total).toBe(5);
    expect(report.actions.by_kind).toMatchObject({ warn: 2, dismiss: 2, reject_photo: 1, ban: 0 });
    expect(report.median_seconds_to_action).toBe(3 * 3600);
    expect(report).toMatchObject({ appeals: 2, reversals: 1 });
  });

  it('answers the same as a CSV file', async () => {
    const response = await fetchReport('from=2025-03-01&to=2025-03-31&format=csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toContain('transparency-2025-03-01-2025-03-31.csv');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('section,key,value');
    expect(lines).toContain('reports,scam,2');
    expect(lines).toContain('reports,total,4');
    expect(lines).toContain('actions,reject_photo,1');
    expect(lines).toContain('median_seconds_to_action,,10800');
    expect(lines).toContain('appeals,,2');
    expect(lines).toContain('reversals,,1');
    expect(getTransparencyReport.response.safeParse(lines.join('\r\n')).success).toBe(true);
  });

  it('has no median for a period without an action, and refuses a period that ends before it starts', async () => {
    const empty = transparencyReportSchema.parse(
      await (await fetchReport('from=2024-01-01&to=2024-01-31')).json(),
    );
    expect(empty.median_seconds_to_action).toBeNull();
    expect(empty.reports.total).toBe(0);
    await expectError(await fetchReport('from=2025-03-31&to=2025-03-01'), 400, 'validation_failed');
    await expectError(await fetchReport('from=2025-02-30&to=2025-03-01'), 400, 'validation_failed');
    await expectError(await fetchReport('from=2023-01-01&to=2025-03-01'), 400, 'validation_failed');
    await expectError(await fetchReport('from=2025-03-01&to=2025-03-31', other), 403, 'forbidden');
  });
});
