import { randomBytes } from 'node:crypto';
import { autoLike, getChats, getLikes, signup } from '@amori/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, json } from '../../test/expect';
import { likesFirstLoad } from '../../test/likes';
import { lastMail, tokenOf } from '../../test/mail';
import { profileIdOf } from '../../test/members';
import { startTestServer, type TestServer } from '../../test/server';
import type { EventOf } from '../../lib/events';

// Whom a like is told to, seen where it is decided: the `liked` event says whether the push
// module tells it (the push itself is push.test.ts's).

let server: TestServer;
let premium: string;
let free: string;
beforeAll(async () => {
  server = await startTestServer({ members: 40 });
  premium = await server.loginAs('premium@example.com');
  free = await server.loginAs('free@example.com');
});
afterAll(() => server.close());

describe('GET /api/likes.php and /api/auto-like.php', () => {
  it('lists received likes (new first), sent likes and their profiles', async () => {
    const body = likesFirstLoad(await (await server.request('/api/likes.php', as(premium))).json());
    expect(body.liked_by.length).toBeGreaterThan(0);
    const firstOld = body.liked_by.findIndex((l) => !l.like_new);
    if (firstOld >= 0) expect(body.liked_by.slice(firstOld).every((l) => !l.like_new)).toBe(true);
    expect(body.total_new_likes).toBe(body.liked_by.filter((l) => l.like_new).length);
    const ids = new Set(body.profiles.map((p) => p.id));
    for (const like of [...body.liked, ...body.liked_by]) expect(ids.has(like.id)).toBe(true);
  });

  it('auto-like adds a new like from a fictional profile, shown in the likes', async () => {
    const before = likesFirstLoad(await (await server.request('/api/likes.php', as(free))).json());
    const response = await server.request('/api/auto-like.php', as(free));
    expect(response.status).toBe(200);
    const { profile } = autoLike.response.parse(await response.json());
    expect(profile).not.toBeNull();
    expect(profile!.fictional).toBe(true);
    const after = likesFirstLoad(await (await server.request('/api/likes.php', as(free))).json());
    expect(after.total_new_likes).toBe(before.total_new_likes + 1);
    expect(after.liked_by[0]).toEqual({ id: profile!.id, like_new: true });
  });
});

describe('a like from a member whose e-mail is not confirmed yet', () => {
  /** What premium sees of one member's like: listed (and new), counted, and whether it opens. */
  async function seenByPremium(id: number) {
    const first = likesFirstLoad(await (await server.request('/api/likes.php', as(premium))).json());
    const tab = getLikes.response.parse(
      await (await server.request('/api/likes.php?tab=received', as(premium))).json(),
    );
    const chats = getChats.response.parse(await (await server.request('/api/chats.php', as(premium))).json());
    const opened = await server.request(`/api/member.php?id=${id}`, as(premium));
    return {
      listed: first.liked_by.find((l) => l.id === id) ?? null,
      card: first.profiles.some((p) => p.id === id),
      inTab: tab.profiles.some((p) => p.id === id),
      inChats: chats.likes.find((l) => l.id === id) ?? null,
      totals: { likes: first.total_new_likes, chats: chats.total_new_likes },
      opens: opened.status,
    };
  }

  it('is neither listed nor counted until it can be opened, then shows as new', async () => {
    const premiumId = await profileIdOf(server, 'premium@example.com');
    const email = `unconfirmed-${randomBytes(5).toString('hex')}@example.com`;
    const signedUp = await server.request(
      '/api/signup.php',
      json({
        email,
        name: 'Waiting',
        password: 'a long enough passphrase',
        date_of_birth: '1990-05-05',
        signup_message: 'Hello!',
        gender: 'male',
        seeking: 'female',
      }),
    );
    expect(signedUp.status, await signedUp.clone().text()).toBe(200);
    const { user } = signup.response.parse(await signedUp.json());
    const cookie = signedUp.headers
      .getSetCookie()
      .find((c) => c.startsWith('auth.session='))!
      .split(';')[0]!;
    const liker = user.profile!.id;
    const before = await seenByPremium(liker);
    const liked: EventOf<'liked'>[] = [];
    server.app.events.on('liked', (event) => void liked.push(event));
    expect((await server.request('/api/likes.php', json({ id: premiumId }, as(cookie)))).status).toBe(200);
    // Nor is it told: a push would lead to a like that is not there.
    expect(liked).toMatchObject([{ from: liker, to: premiumId, fromActive: false }]);

    // Unconfirmed: the profile is disabled and does not open, so the like is not there either.
    const waiting = await seenByPremium(liker);
    expect(waiting.opens).toBe(404);
    expect(waiting).toMatchObject({ listed: null, card: false, inTab: false, inChats: null });
    expect(waiting.totals).toEqual(before.totals);

    // Confirmed: it opens, and the like is listed as new and counted everywhere.
    const token = tokenOf((await lastMail(server, email))!.text);
    expect((await server.request('/api/activation.php', json({ token }))).status).toBe(200);
    await expect
      .poll(async () => (await seenByPremium(liker)).listed, { timeout: 10_000 })
      .toEqual({ id: liker, like_new: true });
    const confirmed = await seenByPremium(liker);
    expect(confirmed).toMatchObject({
      card: true,
      inTab: true,
      inChats: { id: liker, like_new: true },
      opens: 200,
    });
    expect(confirmed.totals).toEqual({ likes: before.totals.likes + 1, chats: before.totals.chats + 1 });
    // Their next like is told at once.
    const freeId = await profileIdOf(server, 'free@example.com');
    expect((await server.request('/api/likes.php', json({ id: freeId }, as(cookie)))).status).toBe(200);
    expect(liked.at(-1)).toMatchObject({ from: liker, to: freeId, fromActive: true });
  });
});
