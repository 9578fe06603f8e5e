import { randomUUID } from 'node:crypto';
import { sendMessage } from '@amori/contract';
import { TYPING_TTL_MS } from '@amori/core';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/cards';
import { messages, users } from '../../db/schema';
import { as, json } from '../../test/expect';
import { openLive, type LiveSocket } from '../../test/live-client';
import { profileIdOf } from '../../test/members';
import { startTestServer, type TestServer } from '../../test/server';

// The live chat socket: who may open it, what each member gets (their conversations'
// messages, read receipts and typing, nothing of anyone else's), and resuming after a gap.

let server: TestServer;
let premium: string;
let free: string;
let operator: string;
let premiumProfile: number;
let freeProfile: number;
const open: LiveSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({ members: 5 });
  premium = await server.loginAs('premium@example.com');
  free = await server.loginAs('free@example.com');
  operator = await server.loginAs('operator@example.com');
  premiumProfile = await profileIdOf(server, 'premium@example.com');
  freeProfile = await profileIdOf(server, 'free@example.com');
  await server.handle.db.update(users).set({ credits: 10_000 }).where(eq(users.email, 'premium@example.com'));
});
afterAll(async () => {
  await Promise.all(open.map((s) => s.close()));
  await server.close();
});

async function live(cookie: string, after?: number) {
  const socket = await openLive(server.url, { cookie, after });
  open.push(socket);
  return socket;
}

async function say(cookie: string, to: number, text: string) {
  const response = await server.request(
    '/api/messages.php',
    json({ member: to, client_id: randomUUID(), kind: 'text', text }, as(cookie)),
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return sendMessage.response.parse(await response.json()).message;
}

describe('opening the live socket', () => {
  it('is refused without a session, with an ended one, and from another Origin', async () => {
    await expect(openLive(server.url, {})).rejects.toThrow('refused: 403');
    await expect(openLive(server.url, { cookie: 'auth.session=not-a-session' })).rejects.toThrow(
      'refused: 403',
    );
    await expect(openLive(server.url, { cookie: premium, origin: 'https://evil.example' })).rejects.toThrow(
      'refused: 403',
    );
    await expect(openLive(server.url, { cookie: premium, origin: null })).rejects.toThrow('refused: 403');
    const socket = await live(premium);
    await socket.next('ready');
  });
});

describe('live events', () => {
  it("delivers a conversation's messages, receipts and typing to its two members only", async () => {
    const a = await live(premium);
    const b = await live(free);
    const outsider = await live(operator);
    await Promise.all([a.next('ready'), b.next('ready'), outsider.next('ready')]);

    const message = await say(premium, freeProfile, 'Live hello');
    const got = await b.next('message', (e) => e.message.id === message.id);
    expect(got.message).toMatchObject({
      text: 'Live hello',
      from_me: false,
      sender: premiumProfile,
      credits: 0,
    });
    // The sender's other tabs get it too, as theirs.
    const echoed = await a.next('message', (e) => e.message.id === message.id);
    expect(echoed.message).toMatchObject({ from_me: true, client_id: message.client_id });

    b.socket.send(JSON.stringify({ type: 'typing', conversation: message.conversation }));
    const typing = await a.next('typing');
    expect(typing).toEqual({
      type: 'typing',
      conversation: message.conversation,
      profile: freeProfile,
      expires_in_ms: TYPING_TTL_MS,
    });

    const read = await server.request(
      '/api/messages.php',
      json({ conversation: message.conversation }, as(free, { method: 'PUT' })),
    );
    expect(read.status).toBe(200);
    const receipt = await a.next('read');
    expect(receipt).toMatchObject({ conversation: message.conversation, up_to: message.id });
    await b.next('unread', (e) => e.conversation === message.conversation && e.unread === 0);

    // Someone else typing "in" it, or a ping, gets nothing of it to anyone.
    outsider.socket.send(JSON.stringify({ type: 'typing', conversation: message.conversation }));
    outsider.socket.send(JSON.stringify({ type: 'ping' }));
    await outsider.next('pong');
    // A last message after all of that, to know everything before it has been delivered.
    const last = await say(premium, freeProfile, 'Sync');
    await b.next('message', (e) => e.message.id === last.id);
    expect(outsider.events.filter((e) => e.type !== 'ready' && e.type !== 'pong')).toEqual([]);
    expect(b.events.filter((e) => e.type === 'typing')).toEqual([]);
  });

  it('does not send a message back to the socket of the tab that sent it, which named it', async () => {
    const sendingTab = await live(premium);
    const otherTab = await live(premium);
    const b = await live(free);
    const [ready] = await Promise.all([sendingTab.next('ready'), otherTab.next('ready'), b.next('ready')]);
    expect(ready.socket).toMatch(/^[0-9a-f]{16}$/);
    const response = await server.request(
      '/api/messages.php',
      json(
        {
          member: freeProfile,
          client_id: randomUUID(),
          kind: 'text',
          text: 'From one tab',
          socket: ready.socket,
        },
        as(premium),
      ),
    );
    expect(response.status).toBe(200);
    const { message } = sendMessage.response.parse(await response.json());
    await b.next('message', (e) => e.message.id === message.id);
    await otherTab.next('message', (e) => e.message.id === message.id);
    // A message after it, sent without a socket, reaches the sending tab: the first did not.
    const later = await say(premium, freeProfile, 'Without a socket');
    await sendingTab.next('message', (e) => e.message.id === later.id);
    expect(sendingTab.events.filter((e) => e.type === 'message' && e.message.id === message.id)).toEqual([]);
  });

  it('resumes from the last message received: what was missed arrives once and in order', async () => {
    const first = await say(premium, freeProfile, 'Before the gap');
    const missed = [];
    for (let i = 0; i < 20; i += 1) missed.push(await say(premium, freeProfile, `missed ${i}`));
    const b = await live(free, first.id);
    const ready = await b.next('ready');
    const ids = b.events.flatMap((e) => (e.type === 'message' ? [e.message.id] : []));
    // Everything after the last one received, in order, each once (ids before it the client drops).
    const after = ids.filter((id) => id > first.id);
    expect(after).toEqual(missed.map((m) => m.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ready.last).toBe(missed.at(-1)!.id);
  });

  it('sends again a message whose id came before the last one received but which was stored after it', async () => {
    const { db } = server.handle;
    // A send under way elsewhere takes its id, and is stored after a later one was delivered.
    const [reserved] = rowsOf<{ id: string }>(await db.execute(sql`select nextval('messages_id_seq') as id`));
    const late = Number(reserved!.id);
    const seen = await say(premium, freeProfile, 'Delivered first');
    expect(seen.id).toBeGreaterThan(late);
    await db.insert(messages).values({
      id: late,
      conversationId: seen.conversation,
      senderProfileId: premiumProfile,
      kind: 'text',
      body: 'Stored late',
      sentAt: new Date(),
    });
    const b = await live(free, seen.id);
    await b.next('ready');
    const texts = b.events.flatMap((e) => (e.type === 'message' ? [e.message.text] : []));
    expect(texts.filter((t) => t === 'Stored late')).toHaveLength(1);
  });
});

describe('frames the socket is sent', () => {
  it('ignores anything that is not a known frame, keeps the socket open, and lets nothing through', async () => {
    const fuzzer = await live(operator);
    const b = await live(free);
    await Promise.all([fuzzer.next('ready'), b.next('ready')]);
    const frames = fc.sample(
      fc.oneof(
        fc.string({ maxLength: 200 }),
        fc.json().map(String),
        fc
          .record({
            type: fc.constantFrom('typing', 'ping', 'message', 'read', '__proto__'),
            conversation: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
          })
          .map((o) => JSON.stringify(o)),
        fc.constant('x'.repeat(1500)),
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 200), seed: 22 },
    );
    for (const frame of frames) fuzzer.socket.send(frame);
    fuzzer.socket.send(JSON.stringify({ type: 'ping' }));
    await fuzzer.next('pong');
    expect(fuzzer.socket.readyState).toBe(fuzzer.socket.OPEN);
    const last = await say(premium, freeProfile, 'After the fuzz');
    await b.next('message', (e) => e.message.id === last.id);
    expect(b.events.filter((e) => e.type === 'typing')).toEqual([]);
  });

  it('closes a socket that sends a frame over 4 KB', async () => {
    const socket = await live(operator);
    await socket.next('ready');
    const closed = new Promise<number>((resolve) => socket.socket.once('close', resolve));
    socket.socket.send('x'.repeat(5000));
    expect(await closed).toBe(1009);
  });
});
