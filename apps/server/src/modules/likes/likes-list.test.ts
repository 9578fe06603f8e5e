import { getLikes, listCardSchema } from '@amori/contract';
import { and, eq, ne, or } from 'drizzle-orm';
import * as z from 'zod/mini';
import { LIKES_PAGE_SIZE } from '@amori/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, likes, profiles } from '../../db/schema';
import { as, json } from '../../test/expect';
import { likesFirstLoad } from '../../test/likes';
import { profileIdOf } from '../../test/members';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
let premium: string;
let me: number;
/** Other profiles, by the role each plays below. */
let others: number[];
beforeAll(async () => {
  server = await startTestServer({ members: 20 });
  premium = await server.loginAs('premium@example.com');
  me = await profileIdOf(server, 'premium@example.com');
  const db = server.handle.db;
  // Only the likes written here: none of the seed's.
  await db.delete(likes).where(or(eq(likes.fromProfileId, me), eq(likes.toProfileId, me)));
  // Not the free demo member's: it likes below, through the API.
  const freeId = await profileIdOf(server, 'free@example.com');
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(ne(profiles.id, me), ne(profiles.id, freeId)))
    .limit(8);
  others = rows.map((r) => r.id);
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
  const [a, b, c, d, e, f, g, blocked] = others as [number, ...number[]];
  await db.insert(likes).values([
    // Sent: b is the newest, then a (a match: a likes back), then c.
    { fromProfileId: me, toProfileId: a, likeNew: false, createdAt: at(2) },
    { fromProfileId: me, toProfileId: b!, likeNew: true, createdAt: at(5) },
    { fromProfileId: me, toProfileId: c!, likeNew: false, createdAt: at(1) },
    // Received: new ones first (f newer than d), then the seen ones (e newer than a, then g).
    { fromProfileId: a, toProfileId: me, likeNew: false, createdAt: at(3) },
    { fromProfileId: d!, toProfileId: me, likeNew: true, createdAt: at(1) },
    { fromProfileId: e!, toProfileId: me, likeNew: false, createdAt: at(9) },
    { fromProfileId: f!, toProfileId: me, likeNew: true, createdAt: at(4) },
    { fromProfileId: g!, toProfileId: me, likeNew: false, createdAt: at(0) },
    // Blocked: never listed, nor counted.
    { fromProfileId: blocked!, toProfileId: me, likeNew: true, createdAt: at(8) },
    { fromProfileId: me, toProfileId: blocked!, likeNew: false, createdAt: at(8) },
  ]);
  await db.insert(blocks).values({ blockerProfileId: me, blockedProfileId: blocked! });
});
afterAll(() => server.close());

/** likes.php as the member whose cookie this is: a first load, or with a query a load more. */
async function likesAs(on: TestServer, cookie: string, query = '') {
  const response = await on.request(`/api/likes.php${query}`, as(cookie));
  expect(response.status).toBe(200);
  return getLikes.response.parse(await response.json());
}

const readLikes = async () => {
  const response = await server.request('/api/likes.php', as(premium));
  expect(response.status).toBe(200);
  return likesFirstLoad(await response.json());
};

describe('GET /api/likes.php: the answer', () => {
  it('lists sent likes newest first and received ones new first, then newest', async () => {
    const [a, b, c, d, e, f, g] = others;
    const body = await readLikes();
    expect(body.liked).toEqual([
      { id: b, like_new: true },
      { id: a, like_new: false },
      { id: c, like_new: false },
    ]);
    expect(body.liked_by).toEqual([
      { id: f, like_new: true },
      { id: d, like_new: true },
      { id: e, like_new: false },
      { id: a, like_new: false },
      { id: g, like_new: false },
    ]);
    expect(body.total_new_likes).toBe(2);
  });

  it('carries each profile once, as a list card with only the fields a card shows', async () => {
    const body = await readLikes();
    const [a, b, c, d, e, f, g] = others;
    // The first page of received, then of sent (a, a match, already there), then of matches.
    expect(body.profiles.map((p) => p.id)).toEqual([f, d, e, a, g, b, c]);
    // Strict: no field beyond the contract's list card (no gender, no full-size photo, no dates).
    for (const profile of body.profiles) z.strictObject(listCardSchema.shape).parse(profile);
    const [first] = await server.handle.db
      .select({ name: profiles.name })
      .from(profiles)
      .where(eq(profiles.id, f!));
    expect(body.profiles[0]!.name).toBe(first!.name);
  });

  it('opening a liked profile clears its new flag and the count', async () => {
    const [a, , , d, e, f, g] = others;
    const seen = await server.request('/api/likes.php', json({ id: d }, as(premium, { method: 'PUT' })));
    expect(seen.status).toBe(200);
    const body = await readLikes();
    // d is now a seen like: among those, by date.
    expect(body.liked_by).toEqual([
      { id: f, like_new: true },
      { id: e, like_new: false },
      { id: a, like_new: false },
      { id: d, like_new: false },
      { id: g, like_new: false },
    ]);
    expect(body.total_new_likes).toBe(1);
    const [row] = await server.handle.db
      .select({ likeNew: likes.likeNew })
      .from(likes)
      .where(and(eq(likes.fromProfileId, d!), eq(likes.toProfileId, me)));
    expect(row!.likeNew).toBe(false);
  });
});

describe('GET /api/likes.php: a page of cards a load', () => {
  let many: TestServer;
  let cookie: string;
  let sentIds: number[];
  beforeAll(async () => {
    many = await startTestServer({ members: 60 });
    cookie = await many.loginAs('free@example.com');
    const mine = await profileIdOf(many, 'free@example.com');
    const db = many.handle.db;
    await db.delete(likes).where(or(eq(likes.fromProfileId, mine), eq(likes.toProfileId, mine)));
    const rows = await db.select({ id: profiles.id }).from(profiles).where(ne(profiles.id, mine)).limit(45);
    // Sent one a minute: the last written is the newest, first in the list.
    await db.insert(likes).values(
      rows.map((r, i) => ({
        fromProfileId: mine,
        toProfileId: r.id,
        likeNew: true,
        createdAt: new Date(Date.UTC(2026, 0, 1, 12, i)),
      })),
    );
    sentIds = rows.map((r) => r.id).reverse();
  });
  afterAll(() => many.close());

  const load = (query = '') => likesAs(many, cookie, query);

  it('lists every like but carries the cards of the first page only', async () => {
    const body = likesFirstLoad(await load());
    expect(body.liked.map((l) => l.id)).toEqual(sentIds);
    expect(body.profiles.map((p) => p.id)).toEqual(sentIds.slice(0, LIKES_PAGE_SIZE));
  });

  it('carries the next page of a tab after the last card shown, then the rest', async () => {
    const second = await load(`?tab=sent&after=${sentIds[LIKES_PAGE_SIZE - 1]}`);
    expect(second.profiles.map((p) => p.id)).toEqual(sentIds.slice(LIKES_PAGE_SIZE, 2 * LIKES_PAGE_SIZE));
    const third = await load(`?tab=sent&after=${sentIds[2 * LIKES_PAGE_SIZE - 1]}`);
    expect(third.profiles.map((p) => p.id)).toEqual(sentIds.slice(2 * LIKES_PAGE_SIZE));
    // Nothing received: that tab has no cards to carry.
    expect((await load('?tab=received')).profiles).toEqual([]);
  });

  it('refuses a tab that is not one (400)', async () => {
    const response = await many.request('/api/likes.php?tab=all', as(cookie));
    expect(response.status).toBe(400);
  });
});

describe('GET /api/likes.php?tab=&after=: a load more reads on from the card shown', () => {
  let pages: TestServer;
  let cookie: string;
  let mine: number;
  let blocked: number;
  beforeAll(async () => {
    pages = await startTestServer({ members: 60 });
    cookie = await pages.loginAs('free@example.com');
    mine = await profileIdOf(pages, 'free@example.com');
    const db = pages.handle.db;
    await db.delete(likes).where(or(eq(likes.fromProfileId, mine), eq(likes.toProfileId, mine)));
    const rows = await db.select({ id: profiles.id }).from(profiles).where(ne(profiles.id, mine)).limit(50);
    const ids = rows.map((r) => r.id);
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
    await db.insert(likes).values([
      // Sent to the first 45, two a minute: likes at one instant, ordered by the other profile.
      ...ids.slice(0, 45).map((id, i) => ({
        fromProfileId: mine,
        toProfileId: id,
        likeNew: false,
        createdAt: at(i >> 1),
      })),
      // Received from the last 40 (35 of them matches), a third new, most at one instant.
      ...ids.slice(10).map((id, i) => ({
        fromProfileId: id,
        toProfileId: mine,
        likeNew: i % 3 === 0,
        createdAt: at(i < 30 ? 0 : i),
      })),
    ]);
    blocked = ids[12]!;
    await db.insert(blocks).values({ blockerProfileId: blocked, blockedProfileId: mine });
  });
  afterAll(() => pages.close());

  const load = (query = '') => likesAs(pages, cookie, query);

  it("continues each tab in the first load's order, from any card, and carries only the cards", async () => {
    const first = likesFirstLoad(await load());
    const sent = new Set(first.liked.map((l) => l.id));
    const tabs = {
      received: first.liked_by.map((l) => l.id),
      sent: first.liked.map((l) => l.id),
      matches: first.liked_by.filter((l) => sent.has(l.id)).map((l) => l.id),
    };
    expect([tabs.received.length, tabs.sent.length, tabs.matches.length]).toEqual([39, 44, 34]);
    expect(Object.values(tabs).flat()).not.toContain(blocked);
    for (const [tab, ids] of Object.entries(tabs)) {
      for (const i of [0, 7, LIKES_PAGE_SIZE - 1, LIKES_PAGE_SIZE, ids.length - 2, ids.length - 1]) {
        const next = await load(`?tab=${tab}&after=${ids[i]}`);
        expect(next.profiles.map((p) => p.id)).toEqual(ids.slice(i + 1, i + 1 + LIKES_PAGE_SIZE));
        expect(next).not.toHaveProperty('liked');
        expect(next).not.toHaveProperty('liked_by');
      }
      // Without `after`, or after a profile not in the tab (blocked, or never liked): the first page.
      for (const query of [`?tab=${tab}`, `?tab=${tab}&after=${blocked}`, `?tab=${tab}&after=${mine}`]) {
        expect((await load(query)).profiles.map((p) => p.id)).toEqual(ids.slice(0, LIKES_PAGE_SIZE));
      }
    }
    // A received like not given back is no match: after it, the matches tab starts again.
    const notMatched = tabs.received.find((id) => !sent.has(id))!;
    expect((await load(`?tab=matches&after=${notMatched}`)).profiles.map((p) => p.id)).toEqual(
      tabs.matches.slice(0, LIKES_PAGE_SIZE),
    );
  });
});

describe('GET /api/likes.php: the first load, kept for seconds', () => {
  it("is fresh after every change of a like, in both members' answers", async () => {
    const [a] = others;
    const other = await server.loginAs('free@example.com');
    const freeId = await profileIdOf(server, 'free@example.com');
    const before = await readLikes();
    const theirs = async () =>
      likesFirstLoad(await (await server.request('/api/likes.php', as(other))).json());
    await theirs();
    // Liked: both answers show it at once.
    expect((await server.request('/api/likes.php', json({ id: freeId }, as(premium)))).status).toBe(200);
    expect((await readLikes()).liked[0]).toEqual({ id: freeId, like_new: true });
    expect((await theirs()).liked_by.some((l) => l.id === me)).toBe(true);
    // Taken back.
    await server.request('/api/likes.php', json({ id: freeId }, as(premium, { method: 'DELETE' })));
    expect((await readLikes()).liked).toEqual(before.liked);
    expect((await theirs()).liked_by.some((l) => l.id === me)).toBe(false);
    // Blocked: the likes between the two are gone from the answer.
    expect(before.liked.some((l) => l.id === a)).toBe(true);
    await server.request('/api/blocks.php', json({ id: a }, as(premium)));
    const after = await readLikes();
    expect([...after.liked, ...after.liked_by].some((l) => l.id === a)).toBe(false);
  });
});
