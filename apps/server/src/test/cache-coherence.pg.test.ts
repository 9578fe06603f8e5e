import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../db/schema';
import { as, json } from './expect';
import { client, heardAllSoFar, login, profileIdOf, twoServers, type Server } from './two-servers';

// What two processes keep (caches.ts) never answers other than the database: two servers that
// keep everything for an hour, and a third that keeps nothing, on one PostgreSQL database. Random
// sequences of likes, blocks, profile edits, invisibility and a deletion go through either of the
// first two; after each, every viewer's search, profiles and likes must be answered the same by
// all three, once the other process has heard the change (LISTEN/NOTIFY). PostgreSQL only.

const RUNS = Math.max(4, Math.round(Number(process.env.FUZZ_RUNS ?? 200) / 25));

const servers = twoServers('amori_coherence', { cacheMs: 3_600_000 });
let kept: [Server, Server];
let truth: Server;
beforeAll(async () => {
  kept = await servers.start();
  truth = await servers.another({ cacheMs: 0 });
  // The demo logins are in no list (demo-logins.test.ts); here their invisibility must change
  // what search answers, so they are listed as any member (before anything is kept).
  await kept[0].handle.db.update(profiles).set({ unlisted: false });
}, 120_000);
afterAll(() => servers.stop());

const ACTORS = ['free@example.com', 'premium@example.com', 'operator@example.com'] as const;
type Actor = (typeof ACTORS)[number];

type Action =
  | { kind: 'like' | 'unlike' | 'block' | 'unblock'; actor: Actor; target: number; via: 0 | 1 }
  | { kind: 'edit'; actor: Actor; about: string; via: 0 | 1 }
  | { kind: 'invisible'; actor: Actor; on: boolean; via: 0 | 1 }
  | { kind: 'delete'; actor: Actor; via: 0 | 1 };

// Hundreds of requests to three servers: seconds on a quiet machine, many times that on a
// loaded one. No figure is measured here.
describe('cached and uncached answers', { timeout: 300_000 }, () => {
  it('agree after every step of random sequences of changes, in both processes', async () => {
    const cookies = new Map<Actor, string>();
    const ids = new Map<Actor, number>();
    for (const actor of ACTORS) {
      const cookie = await login(kept[0], actor);
      cookies.set(actor, cookie);
      ids.set(actor, await profileIdOf(kept[0], cookie));
    }
    const seeded = await searchIds(truth, cookies.get('premium@example.com')!);
    // Profiles acted on: the logins' and some of the seeded members'.
    const targets = [...new Set([...ids.values(), ...seeded.slice(0, 3)])];
    let deleted = false;

    const action: fc.Arbitrary<Action> = fc.oneof(
      {
        weight: 8,
        arbitrary: fc.record({
          kind: fc.constantFrom('like', 'unlike', 'block', 'unblock'),
          actor: fc.constantFrom(...ACTORS),
          target: fc.constantFrom(...targets),
          via: fc.constantFrom(0, 1),
        }),
      },
      fc.record({
        kind: fc.constant('edit'),
        actor: fc.constantFrom(...ACTORS),
        about: fc.string({ maxLength: 20 }),
        via: fc.constantFrom(0, 1),
      }),
      fc.record({
        kind: fc.constant('invisible'),
        actor: fc.constantFrom('premium@example.com', 'operator@example.com'),
        on: fc.boolean(),
        via: fc.constantFrom(0, 1),
      }),
      fc.record({
        kind: fc.constant('delete'),
        actor: fc.constant('operator@example.com'),
        via: fc.constantFrom(0, 1),
      }),
    ) as fc.Arbitrary<Action>;

    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 5, maxLength: 20 }), async (actions) => {
        for (const step of actions) {
          if (step.kind === 'delete') {
            if (deleted) continue;
            deleted = true;
          }
          await act(kept[step.via], cookies.get(step.actor)!, step);
          // The change is heard by the other process (and the truth keeps nothing).
          await heardAllSoFar(kept[1 - step.via]!, kept[step.via]);
          const viewers: (string | null)[] = [
            null,
            cookies.get('free@example.com')!,
            cookies.get('premium@example.com')!,
          ];
          for (const viewer of viewers) {
            const expected = await answers(truth, viewer, targets);
            for (const server of kept) expect(await answers(server, viewer, targets)).toEqual(expected);
          }
        }
      }),
      // A failure is reported as it is: shrinking replays whole sequences on a shared database.
      { numRuns: RUNS, seed: 36, endOnFailure: true },
    );
  });
});

async function act(server: Server, cookie: string, step: Action): Promise<void> {
  const send = (path: string, method: string, body: unknown) =>
    fetch(`${server.base}${path}`, json(body, as(cookie, { headers: client, method })));
  switch (step.kind) {
    case 'like':
      await send('/api/likes.php', 'POST', { id: step.target });
      return;
    case 'unlike':
      await send('/api/likes.php', 'DELETE', { id: step.target });
      return;
    case 'block':
      await send('/api/blocks.php', 'POST', { id: step.target });
      return;
    case 'unblock':
      await send('/api/blocks.php', 'DELETE', { id: step.target });
      return;
    case 'edit':
      await send('/api/profile.php', 'PUT', { about: step.about });
      return;
    case 'invisible':
      await send('/api/notifications.php', 'PUT', { invisible: step.on });
      return;
    case 'delete':
      await send('/api/account.php', 'DELETE', { password: 'Demo-pass-2026' });
      return;
  }
}

/** What a viewer (a session cookie, or a visitor) is answered: a search, each profile, the likes. */
async function answers(server: Server, cookie: string | null, targets: number[]) {
  const get = async (path: string) => {
    const response = await fetch(`${server.base}${path}`, {
      headers: { ...client, ...(cookie ? { cookie } : {}) },
    });
    return { status: response.status, body: response.status === 200 ? await response.json() : null };
  };
  const profiles = [];
  for (const id of targets) profiles.push(await get(`/api/member.php?id=${id}`));
  return {
    search: await get('/api/members.php?gender=female&min_age=18&max_age=99'),
    male: await get('/api/members.php?gender=male&min_age=18&max_age=99'),
    profiles,
    likes: cookie ? await get('/api/likes.php') : null,
  };
}

async function searchIds(server: Server, cookie: string): Promise<number[]> {
  const response = await fetch(`${server.base}/api/members.php?gender=female&min_age=18&max_age=99`, {
    headers: { ...client, cookie },
  });
  return ((await response.json()) as { profiles: { id: number }[] }).profiles.map((p) => p.id);
}
