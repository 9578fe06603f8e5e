import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { sendMessage } from '@amori/contract';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livePresence, users } from '../../db/schema';
import { as, json } from '../../test/expect';
import { openLive } from '../../test/live-client';
import { profileIdOf } from '../../test/members';
import { startTestServer, type TestServer } from '../../test/server';

// Pushes for chat messages: only to a recipient with no live
// connection, one per conversation until it is read, never when new_messages is off. A stand-in
// push service on loopback counts what arrives; each check ends with a message that must push,
// so what arrived before it is all there is.

let receiver: Server;
let receiverUrl: string;
const arrived: string[] = [];
const waiting: (() => void)[] = [];
let server: TestServer;
let a: string;
let b: string;
let bProfile: number;
let bUser: number;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      arrived.push(request.url ?? '');
      response.writeHead(201).end();
      waiting.splice(0).forEach((resolve) => resolve());
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  receiverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  server = await startTestServer({ members: 5, pushAllowedHosts: [new URL(receiverUrl).host] });
  a = await server.loginAs('premium@example.com');
  b = await server.loginAs('free@example.com');
  bProfile = await profileIdOf(server, 'free@example.com');
  const [user] = await server.handle.db.select().from(users).where(eq(users.email, 'free@example.com'));
  bUser = user!.id;
  await server.handle.db.update(users).set({ credits: 10_000 }).where(eq(users.email, 'premium@example.com'));
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const subscription = {
    endpoint: `${receiverUrl}/chat-b`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
  const response = await server.request('/api/user.php?push=1', json({ subscription }, as(b)));
  expect(response.status).toBe(200);
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => receiver.close(resolve));
});

async function say(text: string) {
  const response = await server.request(
    '/api/messages.php',
    json({ member: bProfile, client_id: randomUUID(), kind: 'text', text }, as(a)),
  );
  expect(response.status).toBe(200);
  return sendMessage.response.parse(await response.json()).message;
}

/** Sends a message that must push, and answers how many pushes had arrived with it. */
async function sayAndCountPushes(text: string): Promise<number> {
  const next = new Promise<void>((resolve) => waiting.push(resolve));
  await say(text);
  await next;
  return arrived.length;
}

const readAll = async (conversation: number) =>
  expect(
    (await server.request('/api/messages.php', json({ conversation }, as(b, { method: 'PUT' })))).status,
  ).toBe(200);

const online = async () =>
  (
    await server.handle.db
      .select()
      .from(livePresence)
      .where(and(eq(livePresence.userId, bUser), gt(livePresence.sockets, 0)))
  ).length > 0;

describe('pushes for new messages', () => {
  it('go to a member with no live connection, once per conversation until read, as the prefs say', async () => {
    expect(await sayAndCountPushes('first')).toBe(1);
    expect(arrived[0]).toBe('/chat-b');
    // Still unread: no second push for this conversation.
    const second = await say('second');

    // With a live socket open, none: the socket delivers it.
    await readAll(second.conversation);
    const socket = await openLive(server.url, { cookie: b });
    await socket.next('ready');
    await say('while online');
    await socket.close();
    await expect.poll(online, { timeout: 10_000, interval: 20 }).toBe(false);

    await readAll(second.conversation);
    expect(await sayAndCountPushes('after reading')).toBe(2);

    // The new_messages preference off: none.
    const prefs = (newMessages: boolean) =>
      server.request(
        '/api/notifications.php',
        json({ notifications: { new_messages: newMessages } }, as(b, { method: 'PUT' })),
      );
    expect((await prefs(false)).status).toBe(200);
    await readAll(second.conversation);
    await say('muted');
    expect((await prefs(true)).status).toBe(200);
    await readAll(second.conversation);
    expect(await sayAndCountPushes('unmuted')).toBe(3);
  });
});
