import { getMember, getMemberCard, likeMember, markLikeSeen, searchMembers } from '@amori/contract';
import { SEARCH_PAGE_SIZE } from '@amori/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  blocks,
  conversations,
  likes,
  messages,
  photos,
  profiles,
  regions,
  sites,
  users,
} from '../../db/schema';
import { as, expectError, json } from '../../test/expect';
import { likesFirstLoad } from '../../test/likes';
import { profileIdOf, sitesChanged } from '../../test/members';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
let free: string;
let premium: string;
let operator: string;
let freeId: number;
let premiumId: number;
let operatorId: number;
let nl: { id: number; name: string }[];

beforeAll(async () => {
  server = await startTestServer({ members: 60 });
  free = await server.loginAs('free@example.com');
  premium = await server.loginAs('premium@example.com');
  operator = await server.loginAs('operator@example.com');
  freeId = await profileIdOf(server, 'free@example.com');
  premiumId = await profileIdOf(server, 'premium@example.com');
  operatorId = await profileIdOf(server, 'operator@example.com');
  nl = await server.handle.db
    .select({ id: regions.id, name: regions.name })
    .from(regions)
    .where(eq(regions.country, 'NL'));
});
afterAll(() => server.close());

const db = () => server.handle.db;
type Search = ReturnType<typeof searchMembers.response.parse>;

async function search(query: string, cookie?: string): Promise<Search> {
  const response = await server.request(`/api/members.php?${query}`, cookie ? as(cookie) : {});
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return searchMembers.response.parse(JSON.parse(text));
}

/** Inserts searchable women in the Netherlands, aged 30, active from `from` backwards a minute apart. */
async function addWomen(count: number, regionId: number | null, from: Date, name = 'Bulk') {
  const [site] = await db().select({ id: sites.id }).from(sites).limit(1);
  await db().execute(sql`
    insert into profiles (site_id, name, gender, seeking, sexuality, birth_date, country, region_id, last_activity)
    select ${site!.id}, ${name} || n, 'female', 'male', 'straight',
      (now() - interval '30 years 2 months')::date, 'NL', ${regionId},
      ${from.toISOString()}::timestamptz - n * interval '1 minute'
    from generate_series(1, ${count}) n`);
}

describe('GET /api/members.php', () => {
  it('answers 20 members a load, most recently active first, and loads more after the cursor', async () => {
    const first = await search('gender=female&country=NL');
    expect(first.filters).toMatchObject({ gender: 'female', country: 'NL', min_age: 18, max_age: 99 });
    const seen: string[] = [];
    let cursor: string | null = null;
    let load: Search = first;
    for (;;) {
      for (const p of load.profiles) {
        expect(p.gender).toBe('female');
        expect(p.country).toBe('NL');
      }
      seen.push(...load.profiles.map((p) => `${p.last_activity}|${p.id}`));
      cursor = load.cursor;
      if (!cursor) break;
      expect(load.profiles).toHaveLength(SEARCH_PAGE_SIZE);
      load = await search(`gender=female&country=NL&cursor=${cursor}`);
      expect(load.numResults).toBeNull();
    }
    expect(new Set(seen).size).toBe(seen.length);
    const sorted = [...seen].sort((a, b) => {
      const [ta, ia] = a.split('|');
      const [tb, ib] = b.split('|');
      return ta === tb ? Number(ib) - Number(ia) : ta! < tb! ? 1 : -1;
    });
    expect(seen).toEqual(sorted);
    expect(first.numResults).toBe(seen.length);
    expect(first.numResultsCapped).toBe(false);
  });

  it('filters by age and region, and widens to similar results when fewer than 20 match', async () => {
    const [region] = nl;
    await addWomen(3, region!.id, new Date());
    const found = await search(`gender=female&country=NL&countryregion=${region!.id}&min_age=29&max_age=31`);
    expect(found.filters.countryregion).toBe(region!.id);
    for (const p of found.profiles) {
      expect(p.region).toBe(region!.name);
      expect(p.age).toBeGreaterThanOrEqual(29);
      expect(p.age).toBeLessThanOrEqual(31);
    }
    expect(found.numResults).toBe(found.profiles.length);
    expect(found.numResults).toBeLessThan(SEARCH_PAGE_SIZE);
    expect(found.similar.length).toBeGreaterThan(0);
    expect(found.widened[0]).toBe('region');
    const shown = new Set(found.profiles.map((p) => p.id));
    for (const p of found.similar) {
      expect(shown.has(p.id)).toBe(false);
      expect(p.country).toBe('NL');
    }
  });

  it('widens the age range when the exact ages find too few', async () => {
    const [site] = await db().select({ id: sites.id }).from(sites).limit(1);
    const man = (name: string, years: number) => ({
      siteId: site!.id,
      name,
      gender: 'male' as const,
      sexuality: 'straight',
      birthDate: new Date(
        Date.UTC(new Date().getUTCFullYear() - years, new Date().getUTCMonth(), new Date().getUTCDate() - 10),
      )
        .toISOString()
        .slice(0, 10),
      country: 'IS',
    });
    await db()
      .insert(profiles)
      .values([man('Forty', 40), man('Fortyone', 41), man('Fortyfour', 44), man('Sixty', 60)]);
    const found = await search('gender=male&country=IS&min_age=40&max_age=41');
    expect(found.profiles.map((p) => p.name).sort()).toEqual(['Forty', 'Fortyone']);
    expect(found.widened).toEqual(['age']);
    expect(found.similar.map((p) => p.name)).toEqual(['Fortyfour']);
    const none = await search('gender=female&country=NL&min_age=18&max_age=99');
    expect(none.widened).toEqual([]);
  });

  it('counts exactly up to 1,000, then says 1,000 and more', async () => {
    await addWomen(1000, null, new Date(Date.now() - 3600_000), 'Many');
    const found = await search('gender=female&country=NL');
    expect(found.numResults).toBe(1000);
    expect(found.numResultsCapped).toBe(true);
    expect(found.similar).toEqual([]);
    await db()
      .delete(profiles)
      .where(sql`${profiles.name} like 'Many%'`);
    const after = await search('gender=female&country=NL');
    expect(after.numResultsCapped).toBe(false);
    expect(after.numResults).toBeLessThan(1000);
  });

  it('never lists the viewer, members blocked either way, invisible, deleted, disabled or resold ones', async () => {
    await addWomen(8, null, new Date(Date.now() + 60_000), 'Hidden');
    const hidden = await db()
      .select({ id: profiles.id, name: profiles.name })
      .from(profiles)
      .where(sql`${profiles.name} like 'Hidden%'`)
      .orderBy(profiles.name);
    const ids = hidden.map((h) => h.id);
    const visibleBefore = new Set((await search('gender=female&country=NL', free)).profiles.map((p) => p.id));
    for (const id of ids) expect(visibleBefore.has(id)).toBe(true);

    const [blockedByMe, blockingMe, invisible, deleted, disabled, cam, resell] = ids;
    await db()
      .insert(blocks)
      .values([
        { blockerProfileId: freeId, blockedProfileId: blockedByMe! },
        { blockerProfileId: blockingMe!, blockedProfileId: freeId },
      ]);
    const [site] = await db().select({ id: sites.id }).from(sites).limit(1);
    const account = async (profileId: number, values: Partial<typeof users.$inferInsert>) => {
      const [user] = await db()
        .insert(users)
        .values({ siteId: site!.id, email: `hidden${profileId}@example.com`, passwordHash: 'x', ...values })
        .returning({ id: users.id });
      await db().update(profiles).set({ userId: user!.id }).where(eq(profiles.id, profileId));
      return user!.id;
    };
    const invisibleUser = await account(invisible!, {});
    // Made invisible after the fact: the trigger on users keeps the profile out of search.
    await db().update(users).set({ invisible: true }).where(eq(users.id, invisibleUser));
    await account(deleted!, { status: 'deleted' });
    await db().update(profiles).set({ status: 'disabled' }).where(eq(profiles.id, disabled!));
    await db().update(profiles).set({ kind: 'cam' }).where(eq(profiles.id, cam!));
    await db().update(profiles).set({ kind: 'resell' }).where(eq(profiles.id, resell!));

    const listed = async (cookie?: string) =>
      new Set((await search('gender=female&country=NL', cookie)).profiles.map((p) => p.id));
    const mine = await listed(free);
    for (const id of [blockedByMe, blockingMe, invisible, deleted, disabled, cam, resell])
      expect(mine.has(id!)).toBe(false);
    expect(mine.has(ids[7]!)).toBe(true);
    expect((await listed(premium)).has(blockedByMe!)).toBe(true);
    expect((await listed()).has(freeId)).toBe(false);
    // The viewer themself: premium is a woman in NL.
    expect((await listed(premium)).has(premiumId)).toBe(false);

    // Where the site resells, cam and resell profiles are listed.
    await db().update(sites).set({ memberResell: true });
    await sitesChanged(server);
    const resold = await listed(free);
    expect(resold.has(cam!)).toBe(true);
    expect(resold.has(resell!)).toBe(true);
    await db().update(sites).set({ memberResell: false });
    await sitesChanged(server);
    // Visible again once the account is visible.
    await db().update(users).set({ invisible: false }).where(eq(users.id, invisibleUser));
    expect((await listed(free)).has(invisible!)).toBe(true);
  });

  it('lets visitors search only as logged-out search allows; members always', async () => {
    await db().update(sites).set({ loggedOutSearch: false, loggedOutSearchTrafficsource: true });
    await sitesChanged(server);
    try {
      await expectError(await server.request('/api/members.php'), 403, 'authentication_required');
      await expectError(
        await server.request(`/api/member.php?id=${premiumId}`),
        403,
        'authentication_required',
      );
      expect((await server.request('/api/members.php?network=adnet')).status).toBe(200);
      expect((await server.request('/api/members.php', as(free))).status).toBe(200);
      await db().update(sites).set({ loggedOutSearchTrafficsource: false });
      await sitesChanged(server);
      await expectError(
        await server.request('/api/members.php?network=adnet'),
        403,
        'authentication_required',
      );
    } finally {
      await db().update(sites).set({ loggedOutSearch: true, loggedOutSearchTrafficsource: false });
      await sitesChanged(server);
    }
  });

  it('refuses bad filters with 400', async () => {
    for (const query of [
      'min_age=17',
      'max_age=100',
      'gender=x',
      'country=nl',
      'cursor=abc',
      'countryregion=0x1',
    ]) {
      await expectError(await server.request(`/api/members.php?${query}`), 400, 'validation_failed');
    }
  });

  // Last of these: its members are the most recently active of all, ahead of the others' own.
  it('shows members with a photo first within a load, so its first tile is a picture', async () => {
    // The newest members have no photo (signups that skipped the photo step).
    const hour = 3_600_000;
    await addWomen(3, null, new Date(Date.now() + 3 * hour), 'Unpictured');
    await addWomen(2, null, new Date(Date.now() + 2 * hour), 'Pictured');
    // And more than a load, so there is a next one.
    await addWomen(SEARCH_PAGE_SIZE, null, new Date(Date.now() + hour), 'Later');
    const pictured = await db()
      .select({ id: profiles.id })
      .from(profiles)
      .where(sql`${profiles.name} like 'Pictured%'`);
    await db()
      .insert(photos)
      .values(
        pictured.map(({ id }) => ({
          profileId: id,
          filename: `first/${id}.jpg`,
          thumbFilename: `first/${id}-thumb.jpg`,
          matchFilename: `first/${id}-match.jpg`,
          isMain: true,
        })),
      );
    const found = await search('gender=female&country=NL&min_age=30&max_age=30');
    const names = found.profiles.map((p) => p.name);
    // Pictured first, each group most recently active first; nobody without a photo left out.
    expect(names.slice(0, 5)).toEqual([
      'Pictured1',
      'Pictured2',
      'Unpictured1',
      'Unpictured2',
      'Unpictured3',
    ]);
    expect(found.profiles[0]!.main_image).not.toBeNull();
    expect(found.profiles.slice(2).every((p) => p.main_image === null)).toBe(true);
    // The cursor is still the load's last by activity: the next load repeats nobody.
    expect(found.cursor).not.toBeNull();
    const next = await search(`gender=female&country=NL&min_age=30&max_age=30&cursor=${found.cursor}`);
    const shown = new Set(found.profiles.map((p) => p.id));
    expect(next.profiles.some((p) => shown.has(p.id))).toBe(false);
    // A member's own search (the visitor's, less their blocks) orders the same way.
    const asMember = await search('gender=female&country=NL&min_age=30&max_age=30', free);
    expect(asMember.profiles.slice(0, 2).map((p) => p.name)).toEqual(['Pictured1', 'Pictured2']);
  });
});

describe('GET /api/member.php', () => {
  const profileOf = async (id: number, cookie?: string) => {
    const response = await server.request(`/api/member.php?id=${id}`, cookie ? as(cookie) : {});
    const text = await response.text();
    expect(response.status, text).toBe(200);
    return getMember.response.parse(JSON.parse(text));
  };

  it('shows the attributes the site allows, notes as it allows, interests, region and city', async () => {
    const [someone] = await db().select().from(profiles).where(eq(profiles.fictional, true)).limit(1);
    await db().update(profiles).set({ notes: 'Looking for walks.' }).where(eq(profiles.id, someone!.id));
    const seen = await profileOf(someone!.id);
    expect(seen.profile.attributes.map((a) => a.field)).toEqual([
      'gender',
      'age',
      'sexuality',
      'hair_colour',
      'eye_colour',
      'body_type',
      'relationship_status',
      'tattoos',
    ]);
    expect(seen.profile.notes).toBe('Looking for walks.');
    expect(seen.profile.fictional).toBe(true);
    expect(seen.profile.interests.length).toBeGreaterThan(0);
    await db()
      .update(sites)
      .set({ visibleProfileFields: ['age', 'tattoos'], visibleProfileNotes: false });
    await sitesChanged(server);
    try {
      const less = await profileOf(someone!.id);
      expect(less.profile.attributes.map((a) => a.field)).toEqual(['age', 'tattoos']);
      expect(less.profile.notes).toBeNull();
    } finally {
      await db()
        .update(sites)
        .set({
          visibleProfileFields: [
            'gender',
            'sexuality',
            'age',
            'hair_colour',
            'eye_colour',
            'body_type',
            'relationship_status',
            'tattoos',
          ],
          visibleProfileNotes: true,
        });
      await sitesChanged(server);
    }
  });

  it('answers 404 for no such member, and 400 for a bad id', async () => {
    await expectError(await server.request('/api/member.php?id=999999'), 404, 'not_found');
    await expectError(await server.request('/api/member.php?id=abc'), 400, 'validation_failed');
  });
});

describe('GET /api/member-card.php', () => {
  const card = (id: number, cookie?: string) =>
    server.request(`/api/member-card.php?id=${id}`, cookie ? as(cookie) : {});

  it("answers a member's card to a visitor even where logged-out search is off", async () => {
    await db().update(sites).set({ loggedOutSearch: false, loggedOutSearchTrafficsource: false });
    await sitesChanged(server);
    try {
      await expectError(
        await server.request(`/api/member.php?id=${premiumId}`),
        403,
        'authentication_required',
      );
      const response = await card(premiumId);
      const text = await response.text();
      expect(response.status, text).toBe(200);
      const { profile } = getMemberCard.response.parse(JSON.parse(text));
      const [own] = await db().select().from(profiles).where(eq(profiles.id, premiumId));
      expect(profile).toMatchObject({ id: premiumId, name: own!.name });
      // The card only: nothing of the profile beyond what search shows.
      expect(Object.keys(profile)).not.toContain('about');
      expect(Object.keys(profile)).not.toContain('photos');
    } finally {
      await db().update(sites).set({ loggedOutSearch: true, loggedOutSearchTrafficsource: false });
      await sitesChanged(server);
    }
  });

  it('hides what the profile hides: disabled, invisible to a visitor, a viewer it blocked', async () => {
    const [someone] = await db()
      .select({ id: profiles.id, userId: profiles.userId })
      .from(profiles)
      .where(and(eq(profiles.fictional, true), eq(profiles.status, 'active')))
      .limit(1);
    expect((await card(someone!.id)).status).toBe(200);
    await db().update(profiles).set({ status: 'disabled' }).where(eq(profiles.id, someone!.id));
    try {
      await expectError(await card(someone!.id), 404, 'not_found');
    } finally {
      await db().update(profiles).set({ status: 'active' }).where(eq(profiles.id, someone!.id));
    }
    const freeUser = await db().select({ id: profiles.userId }).from(profiles).where(eq(profiles.id, freeId));
    await db().update(users).set({ invisible: true }).where(eq(users.id, freeUser[0]!.id!));
    try {
      await expectError(await card(freeId), 404, 'not_found');
      expect((await card(freeId, premium)).status).toBe(200);
    } finally {
      await db().update(users).set({ invisible: false }).where(eq(users.id, freeUser[0]!.id!));
    }
    await db().insert(blocks).values({ blockerProfileId: freeId, blockedProfileId: operatorId });
    try {
      await expectError(await card(freeId, operator), 404, 'not_found');
      expect((await card(freeId)).status).toBe(200);
    } finally {
      await db()
        .delete(blocks)
        .where(and(eq(blocks.blockerProfileId, freeId), eq(blocks.blockedProfileId, operatorId)));
    }
  });

  it('answers 404 for no such member, and 400 for a bad id', async () => {
    await expectError(await card(999999), 404, 'not_found');
    await expectError(await server.request('/api/member-card.php?id=0x1'), 400, 'validation_failed');
  });
});

describe('likes and matches', () => {
  beforeEach(async () => {
    await db()
      .delete(likes)
      .where(sql`${likes.fromProfileId} in (${freeId}, ${premiumId})`);
    await db()
      .delete(likes)
      .where(sql`${likes.toProfileId} in (${freeId}, ${premiumId})`);
    await db()
      .delete(blocks)
      .where(sql`${blocks.blockerProfileId} in (${freeId}, ${premiumId}, ${operatorId})`);
  });

  it('a like is shown on the profile; a like given back is a match', async () => {
    const first = likeMember.response.parse(
      await (await server.request('/api/likes.php', json({ id: premiumId }, as(free)))).json(),
    );
    expect(first.match).toBe(false);
    expect(first.profile.id).toBe(premiumId);
    const theirView = getMember.response.parse(
      await (await server.request(`/api/member.php?id=${freeId}`, as(premium))).json(),
    );
    expect({ liked: theirView.liked, likes_me: theirView.likes_me, match: theirView.match }).toEqual({
      liked: false,
      likes_me: true,
      match: false,
    });
    const back = likeMember.response.parse(
      await (await server.request('/api/likes.php', json({ id: freeId }, as(premium)))).json(),
    );
    expect(back.match).toBe(true);
    const mine = getMember.response.parse(
      await (await server.request(`/api/member.php?id=${premiumId}`, as(free))).json(),
    );
    expect(mine.match).toBe(true);
    // Taking the like back ends the match.
    expect(
      (await server.request('/api/likes.php', json({ id: premiumId }, as(free, { method: 'DELETE' }))))
        .status,
    ).toBe(200);
    const after = getMember.response.parse(
      await (await server.request(`/api/member.php?id=${premiumId}`, as(free))).json(),
    );
    expect({ liked: after.liked, match: after.match }).toEqual({ liked: false, match: false });
  });

  it('opening a liked profile clears its new-like flag', async () => {
    await server.request('/api/likes.php', json({ id: premiumId }, as(free)));
    const before = likesFirstLoad(await (await server.request('/api/likes.php', as(premium))).json());
    expect(before.liked_by.find((l) => l.id === freeId)).toEqual({ id: freeId, like_new: true });
    const seen = markLikeSeen.response.parse(
      await (
        await server.request('/api/likes.php', json({ id: freeId }, as(premium, { method: 'PUT' })))
      ).json(),
    );
    expect(seen.total_new_likes).toBe(before.total_new_likes - 1);
    const after = likesFirstLoad(await (await server.request('/api/likes.php', as(premium))).json());
    expect(after.liked_by.find((l) => l.id === freeId)).toEqual({ id: freeId, like_new: false });
  });

  it('refuses liking oneself (400) and a member who is not there (404)', async () => {
    await expectError(
      await server.request('/api/likes.php', json({ id: freeId }, as(free))),
      400,
      'bad_request',
    );
    await expectError(
      await server.request('/api/likes.php', json({ id: 999999 }, as(free))),
      404,
      'not_found',
    );
  });
});

describe('blocking', () => {
  beforeEach(async () => {
    await db()
      .delete(blocks)
      .where(sql`${blocks.blockerProfileId} in (${freeId}, ${premiumId}, ${operatorId})`);
  });

  it('deletes the likes and chats between the two, and the blocked member loses the profile', async () => {
    await server.request('/api/likes.php', json({ id: premiumId }, as(free)));
    await server.request('/api/likes.php', json({ id: freeId }, as(premium)));
    const [a, b] = freeId < premiumId ? [freeId, premiumId] : [premiumId, freeId];
    await db()
      .delete(conversations)
      .where(and(eq(conversations.profileA, a), eq(conversations.profileB, b)));
    const [chat] = await db().insert(conversations).values({ profileA: a, profileB: b }).returning();
    await db().insert(messages).values({ conversationId: chat!.id, senderProfileId: freeId, body: 'Hi' });

    expect((await server.request('/api/blocks.php', json({ id: freeId }, as(premium)))).status).toBe(200);

    const between = await db()
      .select()
      .from(likes)
      .where(
        sql`(${likes.fromProfileId}, ${likes.toProfileId}) in ((${freeId}, ${premiumId}), (${premiumId}, ${freeId}))`,
      );
    expect(between).toEqual([]);
    expect(await db().select().from(conversations).where(eq(conversations.id, chat!.id))).toEqual([]);
    // The blocked member: no profile, no like, no listing.
    await expectError(await server.request(`/api/member.php?id=${premiumId}`, as(free)), 404, 'not_found');
    await expectError(
      await server.request('/api/likes.php', json({ id: premiumId }, as(free))),
      404,
      'not_found',
    );
    // The blocker still sees them, to unblock.
    const view = getMember.response.parse(
      await (await server.request(`/api/member.php?id=${freeId}`, as(premium))).json(),
    );
    expect(view.blocked).toBe(true);
    const list = await (await server.request('/api/blocks.php', as(premium))).json();
    expect((list as { profiles: { id: number }[] }).profiles.map((p) => p.id)).toEqual([freeId]);
    // Unblocked: the profile is back.
    expect(
      (await server.request('/api/blocks.php', json({ id: freeId }, as(premium, { method: 'DELETE' }))))
        .status,
    ).toBe(200);
    expect((await server.request(`/api/member.php?id=${premiumId}`, as(free))).status).toBe(200);
  });

  it('refuses blocking oneself and a member who is not there', async () => {
    await expectError(
      await server.request('/api/blocks.php', json({ id: freeId }, as(free))),
      400,
      'bad_request',
    );
    await expectError(
      await server.request('/api/blocks.php', json({ id: 999999 }, as(free))),
      404,
      'not_found',
    );
  });

  it('an operator is blocked like anyone', async () => {
    await server.request('/api/blocks.php', json({ id: operatorId }, as(premium)));
    await expectError(
      await server.request(`/api/member.php?id=${premiumId}`, as(operator)),
      404,
      'not_found',
    );
  });
});
