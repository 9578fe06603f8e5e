import { autoLike, discountCodeSchema, getChats, getLikes } from '@amori/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, json } from '../../test/expect';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
let clock = Date.now();
let premium: string;
let free: string;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock), members: 40 });
  // The demo data was seeded "now": the tests' clock starts after it.
  clock = Date.now() + 1000;
  premium = await server.loginAs('premium@example.com');
  free = await server.loginAs('free@example.com');
});
afterAll(() => server.close());

const as = (cookie: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string> | undefined), cookie },
});

describe('every call here needs a login', () => {
  it.each(['/api/chats.php', '/api/likes.php', '/api/auto-like.php', '/api/discountcode.php?welcome=true'])(
    'GET %s answers 403 authentication_required when logged out',
    async (path) => {
      await expectError(await server.request(path), 403, 'authentication_required');
    },
  );
  it('DELETE /api/chat.php answers 403 when logged out', async () => {
    await expectError(
      await server.request('/api/chat.php', json({ conversation: 1 }, { method: 'DELETE' })),
      403,
    );
  });
});

describe('GET /api/chats.php', () => {
  it('lists the conversations with profile, unread counts and the total', async () => {
    const response = await server.request('/api/chats.php', as(premium));
    expect(response.status).toBe(200);
    const body = getChats.response.parse(await response.json());
    expect(body.chats.length).toBeGreaterThan(0);
    expect(body.total_unread_messages).toBe(body.chats.reduce((s, c) => s + c.num_unread_messages, 0));
    expect(body.chats[0]!.last_message).not.toBeNull();
  });
});

describe('DELETE /api/chat.php', () => {
  it('deletes a conversation of mine and answers 404 for one that is not mine or gone', async () => {
    const mine = getChats.response.parse(await (await server.request('/api/chats.php', as(premium))).json());
    const id = mine.chats[0]!.conversation.id;
    await expectError(
      await server.request('/api/chat.php', json({ conversation: id }, as(free, { method: 'DELETE' }))),
      404,
    );
    const response = await server.request(
      '/api/chat.php',
      json({ conversation: id }, as(premium, { method: 'DELETE' })),
    );
    expect(response.status).toBe(200);
    const after = getChats.response.parse(await (await server.request('/api/chats.php', as(premium))).json());
    expect(after.chats.map((c) => c.conversation.id)).not.toContain(id);
    await expectError(
      await server.request('/api/chat.php', json({ conversation: id }, as(premium, { method: 'DELETE' }))),
      404,
      'not_found',
    );
  });

  it('refuses bad bodies with 400', async () => {
    for (const body of [
      {},
      { conversation: 'x' },
      { conversation: -1 },
      { conversation: 1.5 },
      { conversation: 1, x: 1 },
    ]) {
      await expectError(
        await server.request('/api/chat.php', json(body, as(premium, { method: 'DELETE' }))),
        400,
      );
    }
  });
});

describe('GET /api/likes.php and /api/auto-like.php', () => {
  it('lists received likes (new first), sent likes and their profiles', async () => {
    const body = getLikes.response.parse(await (await server.request('/api/likes.php', as(premium))).json());
    expect(body.liked_by.length).toBeGreaterThan(0);
    const firstOld = body.liked_by.findIndex((l) => !l.like_new);
    if (firstOld >= 0) expect(body.liked_by.slice(firstOld).every((l) => !l.like_new)).toBe(true);
    expect(body.total_new_likes).toBe(body.liked_by.filter((l) => l.like_new).length);
    const ids = new Set(body.profiles.map((p) => p.id));
    for (const like of [...body.liked, ...body.liked_by]) expect(ids.has(like.id)).toBe(true);
  });

  it('auto-like adds a new like from a fictional profile, shown in the likes', async () => {
    const before = getLikes.response.parse(await (await server.request('/api/likes.php', as(free))).json());
    const response = await server.request('/api/auto-like.php', as(free));
    expect(response.status).toBe(200);
    const { profile } = autoLike.response.parse(await response.json());
    expect(profile).not.toBeNull();
    expect(profile!.fictional).toBe(true);
    const after = getLikes.response.parse(await (await server.request('/api/likes.php', as(free))).json());
    expect(after.total_new_likes).toBe(before.total_new_likes + 1);
    expect(after.liked_by[0]).toEqual({ id: profile!.id, like_new: true });
  });
});

describe('GET /api/discountcode.php', () => {
  it('gives the time bonus TIMEBONUS25 in the first 4 hours, then the welcome discount, then nothing', async () => {
    // free@example.com signed up at seeding time (now).
    const welcome = () => server.request('/api/discountcode.php?welcome=true', as(free));
    const bonus = discountCodeSchema.parse(await (await welcome()).json());
    expect(bonus).toMatchObject({
      code: 'TIMEBONUS25',
      percentage: 25,
      validity: 'once-per-user',
      status: 'active',
      expired: false,
    });
    clock += 4 * 3_600_000 + 1000;
    expect(discountCodeSchema.parse(await (await welcome()).json()).code).toBe('WELCOME25');
    clock += 7 * 86_400_000;
    await expectError(await welcome(), 404, 'code_not_found');
    clock = Date.now() + 1000;
  });

  it('does not give the time bonus to a paid user', async () => {
    await expectError(
      await server.request('/api/discountcode.php?welcome=true', as(premium)),
      404,
      'code_not_found',
    );
  });

  it('looks a code up, and answers code_not_found for an unknown one', async () => {
    const response = await server.request('/api/discountcode.php?code=amori10', as(free));
    expect(response.status).toBe(200);
    expect(discountCodeSchema.parse(await response.json())).toMatchObject({ code: 'AMORI10', minimum: 20 });
    await expectError(
      await server.request('/api/discountcode.php?code=NOPE', as(free)),
      404,
      'code_not_found',
    );
    await expectError(await server.request(`/api/discountcode.php?code=${'x'.repeat(100)}`, as(free)), 400);
  });

  it('answers 405 for a wrong method', async () => {
    await expectError(await server.request('/api/discountcode.php', { method: 'POST' }), 405);
    await expectError(await server.request('/api/chats.php', { method: 'DELETE' }), 405);
    await expectError(await server.request('/api/chat.php'), 405);
  });
});
