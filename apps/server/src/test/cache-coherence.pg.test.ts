import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, sites } from '../db/schema';
import { as, json } from './expect';
import { client, heardAllSoFar, login, profileIdOf, twoServers, type Server } from './two-servers';

// What two processes keep (caches.ts) never answers other than the database: two servers that
// keep everything for an hour, and a third that keeps nothing, on one PostgreSQL database. Random
// sequences of likes (given, taken back, seen), blocks, messages (sent, read, conversations
// hidden), profile edits, invisibility and a deletion go through either of the first two; after
// each, every viewer's search, profiles, likes and chats must be answered the same by all three,
// once the other process has heard the change (LISTEN/NOTIFY). PostgreSQL only.

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
  // No seeded profile answers a message here (a reply stored between two reads of one step).
  await kept[0].handle.db.update(sites).set({ demoReplies: false });
}, 120_000);
afterAll(() => servers.stop());

const ACTORS = ['free@example.com', 'premium@example.com', 'operator@example.com'] as const;
type Actor = (typeof ACTORS)[number];

type Action =
  | {
      kind: 'like' | 'unlike' | 'seen' | 'block' | 'unblock' | 'message';
      actor: Actor;
      target: number;
      via: 0 | 1;
    }
  /** On one of the actor's conversations (the `pick`th of their list, whatever its length). */
  | { kind: 'read' | 'hide'; actor: Actor; pick: number; via: 0 | 1 }
  | { kind: 'edit'; actor: Actor; about: string; city: string; via: 0 | 1 }
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
    const logins = new Set(ids.values());
    const seeded = (await searchIds(truth, cookies.get('premium@example.com')!)).filter(
      (id) => !logins.has(id),
    );
    // Profiles acted on: the logins' and three of the seeded members'.
    const targets = [...logins, ...seeded.slice(0, 3)];
    // To begin with, the logins like each other and the premium member writes to the other two:
    // each viewer's lists hold the other logins' cards.
    for (const actor of ACTORS)
      for (const other of ACTORS)
        if (other !== actor)
          await act(
            kept[0],
            cookies.get(actor)!,
            { kind: 'like', actor, target: ids.get(other)!, via: 0 },
            truth,
          );
    for (const actor of ['free@example.com', 'operator@example.com'] as const)
      expect(
        await act(
          kept[0],
          cookies.get('premium@example.com')!,
          { kind: 'message', actor: 'premium@example.com', target: ids.get(actor)!, via: 0 },
          truth,
        ),
      ).toBe(true);
    let deleted = false;
    // How many steps of each kind were accepted.
    const made = new Map<Action['kind'], number>();

    const action: fc.Arbitrary<Action> = fc.oneof(
      {
        weight: 10,
        // Blocks taken back more often than made: a sequence is not soon all blocked (then sends
        // and likes are refused, and change nothing).
        arbitrary: fc.record({
          kind: fc.constantFrom('like', 'like', 'unlike', 'unlike', 'seen', 'block', 'unblock', 'unblock'),
          actor: fc.constantFrom(...ACTORS),
          target: fc.constantFrom(...targets),
          via: fc.constantFrom(0, 1),
        }),
      },
      {
        weight: 6,
        // To another member (a message to oneself is refused).
        arbitrary: fc.constantFrom(...ACTORS).chain((actor) =>
          fc.record({
            kind: fc.constant('message'),
            actor: fc.constant(actor),
            target: fc.constantFrom(...targets.filter((id) => id !== ids.get(actor))),
            via: fc.constantFrom(0, 1),
          }),
        ),
      },
      {
        weight: 3,
        arbitrary: fc.record({
          kind: fc.constantFrom('read', 'hide'),
          actor: fc.constantFrom(...ACTORS),
          pick: fc.nat(),
          via: fc.constantFrom(0, 1),
        }),
      },
      fc.record({
        kind: fc.constant('edit'),
        actor: fc.constantFrom(...ACTORS),
        about: fc.string({ maxLength: 20 }),
        // On the member's card, in others' lists.
        city: fc.constantFrom('Leiden', 'Gent', 'Utrecht'),
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
          if (await act(kept[step.via], cookies.get(step.actor)!, step, truth))
            made.set(step.kind, (made.get(step.kind) ?? 0) + 1);
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
    // Not a run of refusals: each kind of change that can be refused was made.
    for (const kind of ['like', 'block', 'message', 'read', 'hide'] as const)
      expect(made.get(kind) ?? 0, kind).toBeGreaterThan(0);
  });
});

/**
 * Does a step through `server` (`truth` tells the actor's conversations as they are); answers
 * whether it was accepted (a refused step is a step too, but one that changes nothing).
 */
async function act(server: Server, cookie: string, step: Action, truth: Server): Promise<boolean> {
  const send = async (path: string, method: string, body: unknown) =>
    (await fetch(`${server.base}${path}`, json(body, as(cookie, { headers: client, method })))).ok;
  const conversation = async (pick: number) => {
    const response = await fetch(`${truth.base}/api/chats.php`, as(cookie, { headers: client }));
    if (response.status !== 200) return undefined;
    const { chats } = (await response.json()) as { chats: { conversation: { id: number } }[] };
    return chats.length === 0 ? undefined : chats[pick % chats.length]!.conversation.id;
  };
  switch (step.kind) {
    case 'like':
      return send('/api/likes.php', 'POST', { id: step.target });
    case 'unlike':
      return send('/api/likes.php', 'DELETE', { id: step.target });
    case 'seen':
      return send('/api/likes.php', 'PUT', { id: step.target });
    case 'block':
      return send('/api/blocks.php', 'POST', { id: step.target });
    case 'unblock':
      return send('/api/blocks.php', 'DELETE', { id: step.target });
    case 'message':
      return send('/api/messages.php', 'POST', {
        member: step.target,
        client_id: randomUUID(),
        kind: 'text',
        text: 'Hello',
      });
    case 'read': {
      const id = await conversation(step.pick);
      return id !== undefined && send('/api/messages.php', 'PUT', { conversation: id });
    }
    case 'hide': {
      const id = await conversation(step.pick);
      return id !== undefined && send('/api/chat.php', 'DELETE', { conversation: id });
    }
    case 'edit':
      return send('/api/profile.php', 'PUT', { about: step.about, city: step.city });
    case 'invisible':
      return send('/api/notifications.php', 'PUT', { invisible: step.on });
    case 'delete':
      return send('/api/account.php', 'DELETE', { password: 'Demo-pass-2026' });
  }
}

/**
 * What a viewer (a session cookie, or a visitor) is answered: a search, each profile, the likes
 * and the chats.
 */
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
    chats: cookie ? await get('/api/chats.php') : null,
  };
}

/** The profiles of either gender a member's search shows. */
async function searchIds(server: Server, cookie: string): Promise<number[]> {
  const ids = [];
  for (const gender of ['female', 'male']) {
    const response = await fetch(`${server.base}/api/members.php?gender=${gender}&min_age=18&max_age=99`, {
      headers: { ...client, cookie },
    });
    ids.push(...((await response.json()) as { profiles: { id: number }[] }).profiles.map((p) => p.id));
  }
  return ids;
}
