import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, json } from '../../test/expect';
import { profileIdOf } from '../../test/members';
import { startTestServer, type TestServer } from '../../test/server';
import { DEMO_LOGINS } from './index';

let server: TestServer;
let free: string;
let premium: string;
let demoIds: number[];
beforeAll(async () => {
  server = await startTestServer({ members: 200 });
  free = await server.loginAs('free@example.com');
  premium = await server.loginAs('premium@example.com');
  demoIds = await Promise.all(DEMO_LOGINS.map((login) => profileIdOf(server, login.email)));
});
afterAll(() => server.close());

/** Every profile id an answer names (under an `id` key, at any depth). */
function idsIn(value: unknown): number[] {
  if (Array.isArray(value)) return value.flatMap(idsIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) =>
    key === 'id' && typeof v === 'number' ? [v] : idsIn(v),
  );
}

async function answer(path: string, cookie?: string): Promise<unknown> {
  const response = await server.request(path, cookie ? as(cookie) : {});
  const text = await response.text();
  expect(response.status, `${path}: ${text}`).toBe(200);
  return JSON.parse(text);
}

describe('the demo logins', () => {
  it('are in no list of members: search, swipe decks and signup matches', async () => {
    const lists: [string, string | undefined][] = [];
    // Search as a visitor and as members, each gender, the default country and the demo's own.
    for (const cookie of [undefined, free, premium])
      for (const query of ['', 'gender=female&country=NL', 'gender=male&country=NL'])
        lists.push([`/api/members.php?${query}`, cookie]);
    for (const cookie of [free, premium]) {
      lists.push(['/api/swipe.php', cookie], ['/api/signup-matches.php', cookie]);
    }
    let listed = 0;
    for (const [path, cookie] of lists) {
      const ids = idsIn(await answer(path, cookie));
      listed += ids.length;
      for (const id of demoIds) expect(ids, path).not.toContain(id);
    }
    // The lists were not empty: the demo logins are left out, not everyone.
    expect(listed).toBeGreaterThan(100);
  });

  it('still log in, chat and open by their link', async () => {
    const [freeId, premiumId] = demoIds;
    // The seeded conversations are there, and a new message goes through.
    expect(idsIn(await answer('/api/chats.php', free)).length).toBeGreaterThan(0);
    const sent = await server.request(
      '/api/messages.php',
      json({ member: freeId, client_id: randomUUID(), kind: 'text', text: 'Hello there' }, as(premium)),
    );
    expect(sent.status, await sent.clone().text()).toBe(200);
    expect(idsIn(await answer('/api/chats.php', free))).toContain(premiumId);
    // Each opens the other's profile by its link.
    expect(idsIn(await answer(`/api/member.php?id=${premiumId}`, free))).toContain(premiumId);
    expect(idsIn(await answer(`/api/member.php?id=${freeId}`, premium))).toContain(freeId);
  });
});
