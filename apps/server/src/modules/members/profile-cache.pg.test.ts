import { getMember } from '@amori/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, json } from '../../test/expect';
import { client, heardAllSoFar, login, profileIdOf, twoServers, type Server } from '../../test/two-servers';

// A profile that a process keeps (profile.cache.ts), and the viewer's blocks and likes it is
// answered with, are dropped in every process when they change, through LISTEN/NOTIFY. Two
// servers on one PostgreSQL database, as two processes are: one keeps a profile, the other takes
// the change. Everything is kept for an hour here, so that only the NOTIFY can make the first
// server's next answer fresh. PostgreSQL only (the `postgres` Vitest project).

const servers = twoServers('amori_profiles', { cacheMs: 3_600_000 });
let first: Server;
let second: Server;
beforeAll(async () => {
  [first, second] = await servers.start();
}, 120_000);
afterAll(() => servers.stop());

type Profile = ReturnType<typeof getMember.response.parse>;

/** Profile `id` as the member with this cookie opens it on `server`: its answer, or its status. */
async function opened(server: Server, cookie: string, id: number): Promise<Profile | number> {
  const response = await fetch(`${server.base}/api/member.php?id=${id}`, as(cookie, { headers: client }));
  if (response.status !== 200) return response.status;
  return getMember.response.parse(await response.json());
}

async function send(server: Server, cookie: string, path: string, method: string, body: unknown) {
  const response = await fetch(`${server.base}${path}`, json(body, as(cookie, { headers: client, method })));
  expect(response.status, await response.text()).toBe(200);
}

describe('a profile kept by one process, changed through another', () => {
  it("is fresh in the first process's next answer: an edit, a like, a block", async () => {
    const premiumThere = await login(first, 'premium@example.com');
    const free = await login(second, 'free@example.com');
    const freeId = await profileIdOf(second, free);
    const premiumId = await profileIdOf(first, premiumThere);
    const seen = async () => {
      await heardAllSoFar(first, second);
      return opened(first, premiumThere, freeId);
    };

    const before = await seen();
    expect(before).toMatchObject({ liked: false, likes_me: false, blocked: false });
    // Kept: an edit behind both servers' backs (no message) is not in the next answer.
    const direct = new pg.Client({ connectionString: servers.url });
    await direct.connect();
    try {
      await direct.query(`update profiles set about = 'Behind its back' where id = $1`, [freeId]);
      expect(await seen()).toEqual(before);
    } finally {
      await direct.end();
    }

    await send(second, free, '/api/profile.php', 'PUT', { about: 'Edited in the other process' });
    expect(await seen()).toMatchObject({ profile: { about: 'Edited in the other process' } });

    await send(second, free, '/api/likes.php', 'POST', { id: premiumId });
    expect(await seen()).toMatchObject({ likes_me: true });

    await send(second, free, '/api/blocks.php', 'POST', { id: premiumId });
    expect(await seen()).toBe(404);
    await send(second, free, '/api/blocks.php', 'DELETE', { id: premiumId });
    expect(await seen()).toMatchObject({ blocked: false, likes_me: false });
  });
});
