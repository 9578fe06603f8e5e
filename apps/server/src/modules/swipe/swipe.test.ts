import { getSwipeDeck, swipeMember } from '@amori/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, likes, swipes } from '../../db/schema';
import { as, expectError, json } from '../../test/expect';
import { profileIdOf, sitesChanged } from '../../test/members';
import { startTestServer, type TestServer } from '../../test/server';

// 22:30 UTC on 1 July 2026 is 00:30 on 2 July in Amsterdam (UTC+2): the swipe day starts at 22:00 UTC.
let clock = Date.parse('2026-07-01T21:00:00Z');
let server: TestServer;
let free: string;
let premium: string;
let freeId: number;
let premiumId: number;

beforeAll(async () => {
  server = await startTestServer({ members: 80, now: () => new Date(clock) });
  free = await server.loginAs('free@example.com');
  premium = await server.loginAs('premium@example.com');
  freeId = await profileIdOf(server, 'free@example.com');
  premiumId = await profileIdOf(server, 'premium@example.com');
});
afterAll(() => server.close());

const deck = async (cookie: string) =>
  getSwipeDeck.response.parse(await (await server.request('/api/swipe.php', as(cookie))).json());
const swipe = (cookie: string, id: number, like: boolean) =>
  server.request('/api/swipe.php', json({ id, like }, as(cookie)));

describe('the swipe game', () => {
  it('deals members the player seeks, never themself or members blocked either way', async () => {
    const first = await deck(free);
    expect(first.likes_per_day).toBe(4);
    expect(first.profiles.length).toBeGreaterThan(4);
    // free@example.com is a man seeking women.
    for (const p of first.profiles) expect(p.gender).toBe('female');
    const blockedOne = first.profiles[0]!.id;
    await server.handle.db.insert(blocks).values({ blockerProfileId: blockedOne, blockedProfileId: freeId });
    const again = await deck(free);
    expect(again.profiles.map((p) => p.id)).not.toContain(blockedOne);
    expect(again.profiles.map((p) => p.id)).not.toContain(freeId);
    await expectError(await swipe(free, blockedOne, true), 404, 'not_found');
    await server.handle.db.delete(blocks).where(eq(blocks.blockerProfileId, blockedOne));
  });

  it('allows 4 likes a day: the fifth is refused with when they come back, passes do not count', async () => {
    await server.handle.db.delete(likes).where(eq(likes.fromProfileId, freeId));
    const cards = (await deck(free)).profiles;
    const pass = await swipe(free, cards[0]!.id, false);
    expect(swipeMember.response.parse(await pass.json()).likes_left).toBe(4);
    for (let i = 1; i <= 4; i++) {
      const answer = swipeMember.response.parse(await (await swipe(free, cards[i]!.id, true)).json());
      expect(answer.likes_left).toBe(4 - i);
      expect(answer.resets_at).toBe('2026-07-01T22:00:00.000Z');
    }
    const refused = await expectError(await swipe(free, cards[5]!.id, true), 403, 'swipe_limit_reached');
    expect(refused.details).toEqual({ resets_at: '2026-07-01T22:00:00.000Z' });
    // Passing still works; swiped members leave the deck; the likes are real likes.
    expect((await swipe(free, cards[5]!.id, false)).status).toBe(200);
    const left = await deck(free);
    expect(left.likes_left).toBe(0);
    for (const c of cards.slice(0, 6)) expect(left.profiles.map((p) => p.id)).not.toContain(c.id);
    const sent = await server.handle.db.select().from(likes).where(eq(likes.fromProfileId, freeId));
    expect(sent.map((l) => l.toProfileId).sort()).toEqual(
      cards
        .slice(1, 5)
        .map((c) => c.id)
        .sort(),
    );
  });

  it('gives the likes back at midnight in the site time zone (Europe/Amsterdam), not UTC', async () => {
    const cards = (await deck(free)).profiles;
    clock = Date.parse('2026-07-01T21:59:59Z');
    await expectError(await swipe(free, cards[0]!.id, true), 403, 'swipe_limit_reached');
    clock = Date.parse('2026-07-01T22:00:00Z');
    const answer = swipeMember.response.parse(await (await swipe(free, cards[0]!.id, true)).json());
    expect(answer.likes_left).toBe(3);
    expect(answer.resets_at).toBe('2026-07-02T22:00:00.000Z');
  });

  it('follows the site time zone setting', async () => {
    await server.handle.db.execute(sql`update sites set time_zone = 'America/New_York'`);
    await sitesChanged(server);
    try {
      expect((await deck(premium)).resets_at).toBe('2026-07-02T04:00:00.000Z');
    } finally {
      await server.handle.db.execute(sql`update sites set time_zone = 'Europe/Amsterdam'`);
      await sitesChanged(server);
    }
  });

  it('shows a match as it happens, when the member liked the player before', async () => {
    const card = (await deck(premium)).profiles[0]!;
    await server.handle.db.insert(likes).values({ fromProfileId: card.id, toProfileId: premiumId });
    const answer = swipeMember.response.parse(await (await swipe(premium, card.id, true)).json());
    expect(answer.match).toBe(true);
    expect(answer.profile?.id).toBe(card.id);
  });

  it('never passes 4 likes with likes sent at once', async () => {
    await server.handle.db.delete(swipes).where(eq(swipes.profileId, premiumId));
    const cards = (await deck(premium)).profiles.slice(0, 7);
    const answers = await Promise.all(cards.map((c) => swipe(premium, c.id, true)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(statuses.filter((s) => s === 403)).toHaveLength(3);
  });

  it('refuses swiping oneself and a member who is not there', async () => {
    await expectError(await swipe(free, freeId, false), 400, 'bad_request');
    await expectError(await swipe(free, 999_999, false), 404, 'not_found');
  });
});
