import { LIVE_CLOSE } from '@amori/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../db/schema';
import { as, json } from './expect';
import { openLive } from './live-client';
import { client, heardAllSoFar, login, profileIdOf, twoServers, type Server } from './two-servers';

// A suspension takes effect in every process at once: two servers on one PostgreSQL that keep
// sessions, profiles and searches for an hour, so only the events they hear can drop what they
// kept. The moderator acts through one; the member's socket, session, profile and place in search
// live on the other. PostgreSQL only (the `postgres` Vitest project).

const servers = twoServers('amori_moderation', { cacheMs: 3_600_000 });
let a: Server;
let b: Server;
beforeAll(async () => {
  [a, b] = await servers.start();
  // The demo logins are in no list (demo-logins.test.ts); here the suspended member must leave
  // search, so they are listed as any member (before anything is kept).
  await a.handle.db.update(profiles).set({ unlisted: false });
}, 120_000);
afterAll(() => servers.stop());

const search = async (server: Server, cookie: string) => {
  const response = await fetch(
    `${server.base}/api/members.php?gender=female&country=NL&min_age=18&max_age=99`,
    {
      headers: { ...client, cookie },
    },
  );
  return ((await response.json()) as { profiles: { id: number }[] }).profiles.map((p) => p.id);
};

describe('a suspension, made in one process', () => {
  it("closes the member's socket and session, hides them from search and profiles, and refuses their login in the other", async () => {
    const member = await login(a, 'premium@example.com');
    const memberProfile = await profileIdOf(a, member);
    const viewer = await login(a, 'free@example.com');
    const moderator = await login(b, 'moderator@example.com');

    // Kept by a: the member's session, the viewer's search and the member's profile page.
    expect((await fetch(`${a.base}/api/user.php`, as(member, { headers: client }))).status).toBe(200);
    expect(await search(a, viewer)).toContain(memberProfile);
    expect(
      (await fetch(`${a.base}/api/member.php?id=${memberProfile}`, as(viewer, { headers: client }))).status,
    ).toBe(200);
    const socket = await openLive(a.base, { cookie: member });
    const closed = new Promise<number>((resolve) => socket.socket.once('close', resolve));
    await socket.next('ready');

    const reported = await fetch(
      `${b.base}/api/reports.php`,
      json(
        { profile: memberProfile, place: 'profile', reason: 'scam' },
        { headers: { ...client, cookie: viewer } },
      ),
    );
    expect(reported.status, await reported.clone().text()).toBe(200);
    const queue = (await (
      await fetch(`${b.base}/api/admin/reports.php`, as(moderator, { headers: client }))
    ).json()) as {
      reports: { id: number; reported: { id: number } }[];
    };
    const report = queue.reports.find((r) => r.reported.id === memberProfile)!;
    const acted = await fetch(
      `${b.base}/api/admin/moderation.php`,
      json(
        { report: report.id, action: 'suspend', ground: 'scam', reason: 'Asked members for money.', days: 7 },
        { headers: { ...client, cookie: moderator } },
      ),
    );
    expect(acted.status, await acted.clone().text()).toBe(200);

    await heardAllSoFar(a, b);
    expect(await closed).toBe(LIVE_CLOSE.sessionEnded);
    expect((await fetch(`${a.base}/api/user.php`, as(member, { headers: client }))).status).toBe(403);
    expect(await search(a, viewer)).not.toContain(memberProfile);
    expect(
      (await fetch(`${a.base}/api/member.php?id=${memberProfile}`, as(viewer, { headers: client }))).status,
    ).toBe(404);
    const again = await fetch(
      `${a.base}/api/user.php`,
      json({ email: 'premium@example.com', password: 'Demo-pass-2026' }, { headers: client }),
    );
    expect(again.status).toBe(403);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('account_suspended');
  });
});
