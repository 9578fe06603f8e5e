import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, json } from '../../test/expect';
import { likesFirstLoad } from '../../test/likes';
import { client, heardAllSoFar, login, profileIdOf, twoServers, type Server } from '../../test/two-servers';

// The likes answer that a process keeps (likes.cache.ts) is dropped in every process when a
// like changes, through LISTEN/NOTIFY. Two servers on one PostgreSQL database, as two processes
// are: one keeps a member's answer, the other takes the like. The answers are kept for an hour
// here, so that only the NOTIFY can make the first server's next answer fresh. PostgreSQL only
// (the `postgres` Vitest project).

const servers = twoServers('amori_likes', { sessionCacheMs: 3_600_000 });
let first: Server;
let second: Server;
beforeAll(async () => {
  [first, second] = await servers.start();
}, 120_000);
afterAll(() => servers.stop());

async function likesOf(server: Server, cookie: string) {
  const response = await fetch(`${server.base}/api/likes.php`, as(cookie, { headers: client }));
  expect(response.status).toBe(200);
  return likesFirstLoad(await response.json());
}

describe('the likes answer kept by one process, a like taken by another', () => {
  it("is fresh in the first process's next answer, not kept stale", async () => {
    const free = await login(first, 'free@example.com');
    const premium = await login(second, 'premium@example.com');
    const freeId = await profileIdOf(first, free);
    const premiumId = await profileIdOf(second, premium);
    await fetch(
      `${second.base}/api/likes.php`,
      json({ id: freeId }, as(premium, { headers: client, method: 'DELETE' })),
    );
    await heardAllSoFar(first, second);

    const before = await likesOf(first, free);
    expect(before.liked_by.some((l) => l.id === premiumId)).toBe(false);
    // Kept: a like written behind both servers' backs (no message) is not in the next answer.
    const direct = new pg.Client({ connectionString: servers.url });
    await direct.connect();
    try {
      const { rows } = await direct.query<{ id: number }>(
        `select id from profiles where id not in ($1, $2) order by id limit 1`,
        [freeId, premiumId],
      );
      await direct.query(`insert into likes (from_profile_id, to_profile_id) values ($1, $2)`, [
        rows[0]!.id,
        freeId,
      ]);
      expect(await likesOf(first, free)).toEqual(before);
    } finally {
      await direct.end();
    }

    // The like, through the second server.
    const liked = await fetch(
      `${second.base}/api/likes.php`,
      json({ id: freeId }, as(premium, { headers: client })),
    );
    expect(liked.status).toBe(200);
    await heardAllSoFar(first, second);
    const after = await likesOf(first, free);
    expect(after.liked_by.filter((l) => l.id === premiumId)).toEqual([{ id: premiumId, like_new: true }]);
    expect(after.total_new_likes).toBe(before.total_new_likes + 2);
  });
});
