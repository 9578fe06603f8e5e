import { randomBytes } from 'node:crypto';
import { getMember, getProfile, getUser, uploadPhoto } from '@amori/contract';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../../adapters/storage';
import { blocks, photos } from '../../db/schema';
import { as, expectError, json } from '../../test/expect';
import { jpegWithGps, pngBomb } from '../../test/images';
import { profileIdOf } from '../../test/members';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
const storage = memoryStorage();
let free: string;
let premium: string;
let operator: string;
let freeId: number;
let premiumId: number;
let operatorId: number;

beforeAll(async () => {
  server = await startTestServer({ members: 8, storage });
  free = await server.loginAs('free@example.com');
  premium = await server.loginAs('premium@example.com');
  operator = await server.loginAs('operator@example.com');
  freeId = await profileIdOf(server, 'free@example.com');
  premiumId = await profileIdOf(server, 'premium@example.com');
  operatorId = await profileIdOf(server, 'operator@example.com');
});
afterAll(() => server.close());

const db = () => server.handle.db;

const upload = (cookie: string, body: Buffer, type = 'image/jpeg') =>
  server.request('/api/photos.php', {
    method: 'POST',
    headers: { cookie, 'content-type': type },
    body: new Uint8Array(body),
  });

async function uploaded(cookie: string, body: Buffer) {
  const response = await upload(cookie, body);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return uploadPhoto.response.parse(JSON.parse(text));
}

const colours = [
  { r: 220, g: 40, b: 40 },
  { r: 40, g: 160, b: 40 },
  { r: 40, g: 40, b: 200 },
  { r: 200, g: 200, b: 40 },
  { r: 40, g: 200, b: 200 },
];
const photo = (i: number) => jpegWithGps(640, 800, colours[i % colours.length]);

/** Removes a profile's photos (rows; their files stay, unreachable). */
const clearPhotos = (profileId: number) => db().delete(photos).where(eq(photos.profileId, profileId));

describe('POST /api/photos.php', () => {
  beforeEach(async () => {
    await clearPhotos(freeId);
    await clearPhotos(premiumId);
  });

  it('stores a JPEG with GPS EXIF re-encoded, with none of its metadata; the first photo is the main one', async () => {
    const answer = await uploaded(free, await photo(0));
    expect(answer.photo).toMatchObject({ main: true, locked: false });
    expect(answer.photo.srcset!.avif).toMatch(
      /^\/media\/photos\/\d+\/[0-9a-f]{32}\/w384\.avif 384w, \S+\/w640\.avif 640w$/,
    );
    expect(answer.photos).toHaveLength(1);
    const files = [
      answer.photo.src,
      answer.photo.thumb,
      ...answer.photo.srcset!.avif.split(', ').map((s) => s.split(' ')[0]!),
    ];
    for (const url of files) {
      const response = await server.request(url);
      expect(response.status, url).toBe(200);
      const data = Buffer.from(await response.arrayBuffer());
      const meta = await sharp(data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(data.includes(Buffer.from('GPS'))).toBe(false);
      expect(data.includes(Buffer.from('SpyCam'))).toBe(false);
    }
    // The member's main image (user.php) and their profile show it at once.
    const user = getUser.response.parse(await (await server.request('/api/user.php', as(free))).json());
    expect(user.profile.main_image?.filename).toBe(answer.photo.src);
    const profile = getMember.response.parse(
      await (await server.request(`/api/member.php?id=${freeId}`)).json(),
    );
    expect(profile.profile.photos.map((p) => p.src)).toEqual([answer.photo.src]);
    expect(profile.profile.photo_count).toBe(1);
  });

  it('lets a free member have 3 photos and refuses the 4th with a clear error', async () => {
    for (let i = 0; i < 3; i++) await uploaded(free, await photo(i));
    const refused = await expectError(await upload(free, await photo(3)), 403, 'photo_limit_reached');
    expect(refused.details).toEqual({ limit: 3, premium_limit: 25 });
    expect(refused.message).toMatch(/at most 3 photos; premium members up to 25/);
    const own = getProfile.response.parse(await (await server.request('/api/profile.php', as(free))).json());
    expect(own.photos).toHaveLength(3);
    expect(own.photo_limit).toBe(3);
  });

  it('lets a premium member have 25 photos and refuses the 26th', async () => {
    const rows = Array.from({ length: 24 }, (_, i) => {
      const token = randomBytes(16).toString('hex');
      const dir = `photos/${premiumId}/${token}`;
      return {
        profileId: premiumId,
        token,
        filename: `${dir}/w480.webp`,
        thumbFilename: `${dir}/thumb.webp`,
        matchFilename: `${dir}/match.webp`,
        blurFilename: `${dir}/blur.webp`,
        position: i,
        isMain: i === 0,
      };
    });
    await db().insert(photos).values(rows);
    await uploaded(premium, await photo(1));
    const refused = await expectError(await upload(premium, await photo(2)), 403, 'photo_limit_reached');
    expect(refused.details).toMatchObject({ limit: 25 });
  });

  it('never passes the limit with uploads sent at once', async () => {
    await uploaded(free, await photo(0));
    const answers = await Promise.all([1, 2, 3, 4].map(async (i) => upload(free, await photo(i))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 403, 403]);
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(photos)
      .where(eq(photos.profileId, freeId));
    expect(row!.n).toBe(3);
  });

  it('refuses a non-image, a decompression bomb and an oversized file', async () => {
    await expectError(
      await upload(free, Buffer.from('not a photo at all'), 'image/jpeg'),
      415,
      'unsupported_media_type',
    );
    await expectError(
      await upload(free, Buffer.from('<svg/>'), 'image/svg+xml'),
      415,
      'unsupported_media_type',
    );
    await expectError(
      await server.request('/api/photos.php', json({ photo: 'x' }, as(free))),
      415,
      'unsupported_media_type',
    );
    const bomb = await expectError(await upload(free, pngBomb(), 'image/png'), 413, 'image_too_large');
    expect(bomb.details).toEqual({ max_pixels: 40_000_000 });
    await expectError(
      await upload(free, Buffer.alloc(16 * 1024 * 1024, 1), 'image/jpeg'),
      413,
      'payload_too_large',
    );
    expect(await db().select().from(photos).where(eq(photos.profileId, freeId))).toEqual([]);
  });

  it('refuses a visitor before reading the file', async () => {
    const response = await server.request('/api/photos.php', {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg' },
      body: new Uint8Array(await photo(0)),
    });
    await expectError(response, 403, 'authentication_required');
  });
});

describe('DELETE and PUT /api/photos.php', () => {
  beforeEach(() => clearPhotos(freeId));

  it('chooses the main photo, and deleting it makes the next one main; its files are gone', async () => {
    const first = await uploaded(free, await photo(0));
    const second = await uploaded(free, await photo(1));
    expect(second.photos.map((p) => p.main)).toEqual([true, false]);
    const chosen = await (
      await server.request(
        '/api/photos.php',
        json({ id: second.photo.id, main: true }, as(free, { method: 'PUT' })),
      )
    ).json();
    expect((chosen as { photos: { id: number; main: boolean }[] }).photos[0]).toMatchObject({
      id: second.photo.id,
      main: true,
    });
    const user = getUser.response.parse(await (await server.request('/api/user.php', as(free))).json());
    expect(user.profile.main_image?.filename).toBe(second.photo.src);

    const removed = await server.request(
      '/api/photos.php',
      json({ id: second.photo.id }, as(free, { method: 'DELETE' })),
    );
    expect(removed.status).toBe(200);
    const left = (await removed.json()) as { photos: { id: number; main: boolean }[] };
    expect(left.photos).toEqual([expect.objectContaining({ id: first.photo.id, main: true })]);
    expect((await server.request(second.photo.src)).status).toBe(404);
    expect(await storage.get(second.photo.src.replace('/media/', ''))).toBeNull();
  });

  it("answers 404 for another member's photo", async () => {
    const mine = await uploaded(free, await photo(0));
    await expectError(
      await server.request('/api/photos.php', json({ id: mine.photo.id }, as(premium, { method: 'DELETE' }))),
      404,
      'not_found',
    );
    await expectError(
      await server.request(
        '/api/photos.php',
        json({ id: mine.photo.id, main: true }, as(premium, { method: 'PUT' })),
      ),
      404,
      'not_found',
    );
  });
});

describe('photos by media URL', () => {
  let shots: Awaited<ReturnType<typeof uploaded>>['photos'];
  beforeAll(async () => {
    await clearPhotos(premiumId);
    await db().delete(blocks).where(eq(blocks.blockerProfileId, premiumId));
    for (let i = 0; i < 5; i++) shots = (await uploaded(premium, await photo(i))).photos;
    await db().insert(blocks).values({ blockerProfileId: premiumId, blockedProfileId: operatorId });
  });

  const status = async (url: string, cookie?: string) =>
    (await server.request(url, cookie ? as(cookie) : {})).status;
  const every = (p: (typeof shots)[number]) => [
    p.src,
    p.thumb,
    ...p.srcset!.webp.split(', ').map((s) => s.split(' ')[0]!),
  ];

  it('serves the main photo to anyone, cacheable', async () => {
    const main = shots[0]!;
    expect(main.main).toBe(true);
    for (const url of every(main)) {
      const response = await server.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it("serves the other photos only within the viewer's allowance, whatever file of them is asked for", async () => {
    const [, second, third, fourth, fifth] = shots;
    for (const p of [second, third, fourth, fifth])
      for (const url of every(p!)) expect(await status(url)).toBe(404);
    for (const p of [second, third]) for (const url of every(p!)) expect(await status(url, free)).toBe(200);
    for (const p of [fourth, fifth]) for (const url of every(p!)) expect(await status(url, free)).toBe(404);
    for (const p of shots) for (const url of every(p)) expect(await status(url, premium)).toBe(200);
    const privateOne = await server.request(second!.src, as(free));
    expect(privateOne.headers.get('cache-control')).toBe('private, max-age=300');
  });

  it('gives a blocked member nothing but the public main photo', async () => {
    // The operator would see every photo (staff), but the owner blocked them.
    for (const p of shots.slice(1)) for (const url of every(p)) expect(await status(url, operator)).toBe(404);
    expect(await status(shots[0]!.src, operator)).toBe(200);
  });

  it('shows what a viewer may not see as a blurred preview, served to anyone', async () => {
    const visitor = getMember.response.parse(
      await (await server.request(`/api/member.php?id=${premiumId}`)).json(),
    );
    expect(visitor.photo_allowance).toBe(1);
    expect(visitor.profile.photos.map((p) => p.locked)).toEqual([false, true, true, true, true]);
    const locked = visitor.profile.photos[1]!;
    expect(locked.srcset).toBeNull();
    expect(locked.src).toMatch(/\/blur\.webp$/);
    expect(await status(locked.src)).toBe(200);
    const asFree = getMember.response.parse(
      await (await server.request(`/api/member.php?id=${premiumId}`, as(free))).json(),
    );
    expect(asFree.photo_allowance).toBe(3);
    expect(asFree.profile.photos.map((p) => p.locked)).toEqual([false, false, false, true, true]);
    // Nothing the answer holds for a locked photo leads to the photo itself.
    expect(JSON.stringify(asFree.profile.photos.slice(3))).not.toContain('w480');
  });

  it('answers 404 for guessed and tampered URLs', async () => {
    const second = shots[1]!.src;
    const token = second.split('/')[4]!;
    for (const url of [
      `/media/photos/${premiumId}/${'0'.repeat(32)}/w480.webp`,
      `/media/photos/${freeId}/${token}/w480.webp`,
      `/media/photos/${premiumId}/${token}/w480.jpg`,
      `/media/photos/${premiumId}/${token}/../${token}/w480.webp`,
      `/media/profiles/${premiumId}/1.webp`,
      `/media/photos/${premiumId}/${token.toUpperCase()}/w480.webp`,
    ]) {
      expect(await status(url, free), url).toBe(404);
    }
  });
});
