import { autoLike } from '@amori/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../test/expect';
import { likesFirstLoad } from '../../test/likes';
import { startTestServer, type TestServer } from '../../test/server';

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
