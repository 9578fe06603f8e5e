import { getMember, setMainPhoto, uploadPhoto } from '@amori/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, likes, profiles } from '../../db/schema';
import { localPubSub } from '../../lib/pubsub';
import { as, json } from '../../test/expect';
import { jpegWithGps } from '../../test/images';
import { profileIdOf } from '../../test/members';
import { startTestServer, type TestServer } from '../../test/server';

// A profile as member.php answers it is made of the profile kept for every viewer (profile.cache)
// and the viewer's kept blocks and likes. One fixed clock: nothing kept here ever expires, so a
// change shows on the next request only because the change dropped what was kept. The server
// hears its own changes only (a process-local bus): on PostgreSQL, test files running at once on
// one database share NOTIFY channels, and another file's like or block dropped what this one
// keeps (a value loaded while any change is heard is not kept), so "kept" failed now and then.
// Changes heard from other processes: profile-cache.pg.test.

const now = new Date();
let server: TestServer;
let free: string;
let premium: string;
let freeId: number;
let premiumId: number;

beforeAll(async () => {
  server = await startTestServer({
    members: 6,
    now: () => now,
    pubsub: localPubSub(),
    profileCacheMs: 60_000,
    searchCacheMs: 60_000,
    sessionCacheMs: 60_000,
  });
  free = await server.loginAs('free@example.com');
  premium = await server.loginAs('premium@example.com');
  freeId = await profileIdOf(server, 'free@example.com');
  premiumId = await profileIdOf(server, 'premium@example.com');
});
afterAll(() => server.close());

type Member = ReturnType<typeof getMember.response.parse>;

/** The free member's profile as the premium member opens it. */
async function freeAsPremium(): Promise<Member> {
  const response = await server.request(`/api/member.php?id=${freeId}`, { headers: { cookie: premium } });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return getMember.response.parse(JSON.parse(text));
}

async function send(cookie: string, path: string, method: string, body: unknown) {
  const response = await server.request(path, json(body, as(cookie, { method })));
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return JSON.parse(text) as unknown;
}

describe('a kept profile', () => {
  it('stays as it was for a change behind the server’s back, and shows an edit at once', async () => {
    const before = await freeAsPremium();
    await server.handle.db
      .update(profiles)
      .set({ about: 'Written behind its back' })
      .where(eq(profiles.id, freeId));
    expect((await freeAsPremium()).profile.about).toBe(before.profile.about);

    await send(free, '/api/profile.php', 'PUT', { about: 'Edited through the API' });
    expect((await freeAsPremium()).profile.about).toBe('Edited through the API');
  });

  it('shows an uploaded photo, a new main photo and a deleted one on the next request', async () => {
    const upload = async (colour: { r: number; g: number; b: number }) => {
      const response = await server.request('/api/photos.php', {
        method: 'POST',
        headers: { cookie: free, 'content-type': 'image/jpeg' },
        body: new Uint8Array(await jpegWithGps(320, 400, colour)),
      });
      const text = await response.text();
      expect(response.status, text).toBe(200);
      return uploadPhoto.response.parse(JSON.parse(text)).photo;
    };
    const count = (await freeAsPremium()).profile.photos.length;
    const first = await upload({ r: 200, g: 40, b: 40 });
    let seen = await freeAsPremium();
    expect(seen.profile.photos.map((p) => p.id)).toContain(first.id);
    // Photos that are not the main one change no session (user.php): the profile is dropped anyway.
    const second = await upload({ r: 40, g: 40, b: 200 });
    const third = await upload({ r: 40, g: 200, b: 40 });
    seen = await freeAsPremium();
    expect(seen.profile.photos.map((p) => p.id)).toEqual(expect.arrayContaining([second.id, third.id]));
    expect(seen.profile.photo_count).toBe(count + 3);

    await send(free, '/api/photos.php', 'DELETE', { id: third.id });
    seen = await freeAsPremium();
    expect(seen.profile.photos.map((p) => p.id)).not.toContain(third.id);
    expect(seen.profile.photo_count).toBe(count + 2);

    setMainPhoto.response.parse(await send(free, '/api/photos.php', 'PUT', { id: second.id, main: true }));
    seen = await freeAsPremium();
    expect(seen.profile.photos[0]).toMatchObject({ id: second.id, main: true });
    expect(seen.profile.main_image?.filename).toBe(seen.profile.photos[0]!.src);
  });

  it('shows a like, a like back and an unlike on the next request', async () => {
    await send(premium, '/api/likes.php', 'DELETE', { id: freeId });
    await send(free, '/api/likes.php', 'DELETE', { id: premiumId });
    expect(await freeAsPremium()).toMatchObject({ liked: false, likes_me: false, match: false });
    // Kept: a like written behind the server's back does not show.
    await server.handle.db.insert(likes).values({ fromProfileId: freeId, toProfileId: premiumId });
    expect(await freeAsPremium()).toMatchObject({ likes_me: false });

    await send(premium, '/api/likes.php', 'POST', { id: freeId });
    expect(await freeAsPremium()).toMatchObject({ liked: true, likes_me: true, match: true });
    await send(free, '/api/likes.php', 'DELETE', { id: premiumId });
    expect(await freeAsPremium()).toMatchObject({ liked: true, likes_me: false, match: false });
    await send(premium, '/api/likes.php', 'DELETE', { id: freeId });
    expect(await freeAsPremium()).toMatchObject({ liked: false });
  });

  it('shows a block and an unblock, either way, on the next request', async () => {
    expect((await freeAsPremium()).blocked).toBe(false);
    // Kept: a block written behind the server's back does not show.
    await server.handle.db.insert(blocks).values({ blockerProfileId: premiumId, blockedProfileId: freeId });
    expect((await freeAsPremium()).blocked).toBe(false);
    await server.handle.db.delete(blocks).where(eq(blocks.blockerProfileId, premiumId));

    await send(premium, '/api/blocks.php', 'POST', { id: freeId });
    expect((await freeAsPremium()).blocked).toBe(true);
    await send(premium, '/api/blocks.php', 'DELETE', { id: freeId });
    expect((await freeAsPremium()).blocked).toBe(false);

    await send(free, '/api/blocks.php', 'POST', { id: premiumId });
    const blockedOut = await server.request(`/api/member.php?id=${freeId}`, { headers: { cookie: premium } });
    expect(blockedOut.status).toBe(404);
    await send(free, '/api/blocks.php', 'DELETE', { id: premiumId });
    await freeAsPremium();
  });

  it("shows a change of the profile's account (invisible mode) on the next request", async () => {
    const asVisitor = () => server.request(`/api/member.php?id=${premiumId}`);
    expect((await asVisitor()).status).toBe(200);
    await send(premium, '/api/notifications.php', 'PUT', { invisible: true });
    expect((await asVisitor()).status).toBe(404);
    await send(premium, '/api/notifications.php', 'PUT', { invisible: false });
    expect((await asVisitor()).status).toBe(200);
  });
});
