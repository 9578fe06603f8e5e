import { getChats, getLikes } from '@amori/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, expectError, json } from '../../test/expect';
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

describe('GET /api/chats.php', () => {
  it('lists the conversations with profile, unread counts and the total', async () => {
    const response = await server.request('/api/chats.php', as(premium));
    expect(response.status).toBe(200);
    const body = getChats.response.parse(await response.json());
    expect(body.chats.length).toBeGreaterThan(0);
    expect(body.total_unread_messages).toBe(body.chats.reduce((s, c) => s + c.num_unread_messages, 0));
    expect(body.chats[0]!.last_message).not.toBeNull();
    // The chat state's likes are the received likes of likes.php (spec point 3).
    const likes = getLikes.response.parse(await (await server.request('/api/likes.php', as(premium))).json());
    expect(body.likes).toEqual(likes.liked_by);
    expect(body.total_new_likes).toBe(likes.total_new_likes);
    expect(body.total_new_likes).toBeGreaterThan(0);
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
