import { blockMember, searchMembers, unblockMember, type MemberCard } from '@amori/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { as, json } from '../../test/expect';
import { listenOnLoopback } from '../../test/listen';
import { profileIdOf } from '../../test/members';
import { SEARCH_COUNTED, SEARCH_LOAD } from './members.repository';
import { answerFor, type SearchResult } from './members.service';
import { relaxedLimits, startTestServer, type TestServer } from '../../test/server';

// One clock for every process here: a kept search never expires, and cards (age, online) are
// made alike whichever process answers.
const now = new Date();
const clock = () => now;

let server: TestServer;
/** A second process on the same database, keeping searches too. */
let other: FastifyInstance;
let otherUrl: string;
/** A process that keeps no search: the exact answer of each search. */
let exact: FastifyInstance;
let exactUrl: string;
let free: string;
let premium: string;
let premiumId: number;

beforeAll(async () => {
  server = await startTestServer({ members: 60, searchCacheMs: 60_000, now: clock });
  const open = async (searchCacheMs: number) => {
    const app = await buildApp({
      db: server.handle.db,
      pubsub: server.handle.pubsub,
      now: clock,
      limits: relaxedLimits,
      searchCacheMs,
    });
    return { app, url: await listenOnLoopback(app) };
  };
  ({ app: other, url: otherUrl } = await open(60_000));
  ({ app: exact, url: exactUrl } = await open(0));
  free = await server.loginAs('free@example.com');
  premium = await server.loginAs('premium@example.com');
  premiumId = await profileIdOf(server, 'premium@example.com');
});
afterAll(async () => {
  await other.close();
  await exact.close();
  await server.close();
});

type Search = ReturnType<typeof searchMembers.response.parse>;

async function searchAt(url: string, query: string, cookie?: string): Promise<Search> {
  const response = await fetch(`${url}/api/members.php?${query}`, {
    headers: { 'x-request-type': 'client', ...(cookie ? { cookie } : {}) },
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return searchMembers.response.parse(JSON.parse(text));
}
const ids = (found: Search) => found.profiles.map((p) => p.id);

describe('the search cache', () => {
  it('answers each viewer exactly what their own search would, kept or not', async () => {
    const queries = [
      'gender=female&country=NL',
      'gender=female&country=NL&min_age=18&max_age=30',
      'gender=male&country=NL',
      'gender=female&country=DE',
    ];
    // Premium is a woman in the Netherlands: her own profile is in the first searches.
    for (const query of queries) {
      // Kept as a visitor finds it first, then made for each member from it.
      const visitor = await searchAt(server.url, query);
      expect(await searchAt(server.url, query)).toEqual(visitor);
      expect(visitor).toEqual(await searchAt(exactUrl, query));
      for (const cookie of [premium, free]) {
        const cached = await searchAt(server.url, query, cookie);
        expect(cached).toEqual(await searchAt(exactUrl, query, cookie));
        if (cookie === premium) expect(ids(cached)).not.toContain(premiumId);
        // A load-more after the member's own cursor, too.
        if (cached.cursor) {
          const more = `${query}&cursor=${cached.cursor}`;
          expect(await searchAt(server.url, more, cookie)).toEqual(await searchAt(exactUrl, more, cookie));
        }
      }
    }
    const women = await searchAt(server.url, queries[0]!);
    expect(ids(women)).toContain(premiumId);
    const hers = await searchAt(server.url, queries[0]!, premium);
    expect(ids(hers)).not.toContain(premiumId);
    expect(hers.numResults).toBe(women.numResults! - 1);
  });

  it('drops a blocked member from kept searches at once, in every process, and back on unblock', async () => {
    const query = 'gender=female&country=NL';
    // Free (a man) sees premium; both processes keep the search and free's (empty) blocks.
    expect(ids(await searchAt(server.url, query, free))).toContain(premiumId);
    expect(ids(await searchAt(otherUrl, query, free))).toContain(premiumId);

    const blocked = await server.request(blockMember.path, json({ id: await freeId() }, as(premium)));
    expect(blocked.status).toBe(200);
    // The process that wrote knows at once; the other as soon as the notification arrives.
    expect(ids(await searchAt(server.url, query, free))).not.toContain(premiumId);
    expect(await waitFor(async () => !ids(await searchAt(otherUrl, query, free)).includes(premiumId))).toBe(
      true,
    );
    expect(await searchAt(server.url, query, free)).toEqual(await searchAt(exactUrl, query, free));
    // A visitor's kept answer still lists premium.
    expect(ids(await searchAt(server.url, query))).toContain(premiumId);

    const unblocked = await server.request(
      unblockMember.path,
      json({ id: await freeId() }, as(premium, { method: unblockMember.method })),
    );
    expect(unblocked.status).toBe(200);
    expect(ids(await searchAt(server.url, query, free))).toContain(premiumId);
    expect(await waitFor(async () => ids(await searchAt(otherUrl, query, free)).includes(premiumId))).toBe(
      true,
    );
  });
});

const freeId = () => profileIdOf(server, 'free@example.com');

/** Whether `check` comes true within a second (PostgreSQL delivers notifications asynchronously). */
async function waitFor(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 50; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe("answerFor (a member's answer made from a kept search)", () => {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  /** A kept first load that read profiles 1, 2, … (most recent first) and counted `counted` of them. */
  function kept(read: number, counted: number): SearchResult {
    const hits = range(1, read).map((id) => ({ micros: String(1e15 - id), card: { id } as MemberCard }));
    const matched = Int32Array.from(range(1, counted));
    return {
      answer: {
        filters: { gender: 'female', country: 'NL', countryregion: null, min_age: 18, max_age: 99 },
        profiles: hits.slice(0, 20).map((h) => h.card),
        numResults: Math.min(counted, 1000),
        numResultsCapped: counted > 1000,
        cursor: read > 20 ? `${hits[19]!.micros}_20` : null,
        similar: [],
        widened: [],
      },
      hits,
      matched,
      touched: matched,
    };
  }
  const ids = (cards: MemberCard[]) => cards.map((c) => c.id);

  it('leaves the excluded out of the load and the count, the cursor after the last shown', () => {
    const answer = answerFor(kept(SEARCH_LOAD, SEARCH_COUNTED), [5, 2000])!;
    expect(ids(answer.profiles)).toEqual([...range(1, 4), ...range(6, 21)]);
    expect(answer.cursor).toBe(`${1e15 - 21}_21`);
    expect([answer.numResults, answer.numResultsCapped]).toEqual([1000, true]);
    const exact = answerFor(kept(30, 30), [3])!;
    expect(exact.numResults).toBe(29);
    expect(exact.numResultsCapped).toBe(false);
    expect(ids(exact.profiles)).toEqual([1, 2, ...range(4, 21)]);
    expect(exact.cursor).toBe(`${1e15 - 21}_21`);
    // Everything read and a load left: no load-more.
    expect(answerFor(kept(25, 25), range(1, 5))!.cursor).toBeNull();
  });

  it('gives up where the kept search cannot tell: too few rows left, an unsure count, similar results', () => {
    // Eleven of the 31 rows left out: the 21st row is not known.
    expect(answerFor(kept(SEARCH_LOAD, SEARCH_COUNTED), range(1, 11))).toBeUndefined();
    // Eleven counted ones left out of a count that stopped: more than 1,000 or not is not known.
    expect(answerFor(kept(SEARCH_LOAD, SEARCH_COUNTED), range(100, 110))).toBeUndefined();
    expect(answerFor(kept(SEARCH_LOAD, SEARCH_COUNTED), range(100, 109))!.numResultsCapped).toBe(true);
    // Fewer than a load left: their similar results are the viewer's own.
    expect(answerFor(kept(20, 20), [1])).toBeUndefined();
  });
});
