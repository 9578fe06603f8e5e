import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { sendMessage } from '@amori/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { photos, profiles, users } from '../../db/schema';
import { as, json } from '../../test/expect';
import { lastMail } from '../../test/mail';
import { profileIdOf } from '../../test/members';
import { startTestServer, type TestServer } from '../../test/server';

// The discreet option: pushes and mails about a new message name the sender and show
// their photo, unless the recipient chose discreet notices; then generic texts in their language,
// with no name and no photo. A stand-in push service on loopback keeps what arrives, and the
// test decrypts it (RFC 8291, aes128gcm) with the browser's keys it made up.

let receiver: Server;
const arrived: Buffer[] = [];
const waiting: (() => void)[] = [];
let server: TestServer;
let a: string;
let b: string;
let aName: string;
let bProfile: number;
let browserKey: ECDH;
let authSecret: Buffer;

/** Decrypts a Web Push body (one aes128gcm record) for the browser whose keys these are. */
function decryptPush(body: Buffer): Record<string, unknown> {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = browserKey.computeSecret(serverKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), browserKey.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, info, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2 and zero padding.
  const end = padded.lastIndexOf(2);
  return JSON.parse(padded.subarray(0, end).toString('utf8')) as Record<string, unknown>;
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      arrived.push(Buffer.concat(chunks));
      response.writeHead(201).end();
      waiting.splice(0).forEach((resolve) => resolve());
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  const receiverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  server = await startTestServer({ members: 3, pushAllowedHosts: [new URL(receiverUrl).host] });
  a = await server.loginAs('premium@example.com');
  b = await server.loginAs('free@example.com');
  bProfile = await profileIdOf(server, 'free@example.com');
  const aProfile = await profileIdOf(server, 'premium@example.com');
  const db = server.handle.db;
  aName = (await db.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, aProfile)))[0]!.name;
  await db.insert(photos).values({
    profileId: aProfile,
    filename: 'discreet-test/large.jpg',
    thumbFilename: 'discreet-test/thumb.jpg',
    matchFilename: 'discreet-test/match.jpg',
    isMain: true,
  });
  await db.update(users).set({ credits: 10_000 }).where(eq(users.email, 'premium@example.com'));
  await db.update(users).set({ language: 'de' }).where(eq(users.email, 'free@example.com'));
  browserKey = createECDH('prime256v1');
  browserKey.generateKeys();
  authSecret = randomBytes(16);
  const subscription = {
    endpoint: `${receiverUrl}/discreet-b`,
    keys: { p256dh: browserKey.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
  };
  expect((await server.request('/api/user.php?push=1', json({ subscription }, as(b)))).status).toBe(200);
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => receiver.close(resolve));
});

/** A writes to B (who has no live connection); answers the push and the mail it made. */
async function notices(text: string) {
  const pushed = new Promise<void>((resolve) => waiting.push(resolve));
  const mailBefore = (await lastMail(server, 'free@example.com'))?.id ?? 0;
  const response = await server.request(
    '/api/messages.php',
    json({ member: bProfile, client_id: randomUUID(), kind: 'text', text }, as(a)),
  );
  expect(response.status).toBe(200);
  const { conversation } = sendMessage.response.parse(await response.json()).message;
  await pushed;
  // The push is sent before the mail is queued, and neither is awaited by the send: the mail
  // is this message's once it is newer than the one before.
  const mail = await vi.waitFor(
    async () => {
      const newest = await lastMail(server, 'free@example.com');
      if (!newest || newest.id <= mailBefore) throw new Error('no new mail yet');
      return newest;
    },
    { timeout: 10_000, interval: 20 },
  );
  // B reads it: the next message notifies again.
  const read = await server.request('/api/messages.php', json({ conversation }, as(b, { method: 'PUT' })));
  expect(read.status).toBe(200);
  return { push: decryptPush(arrived.at(-1)!), mail };
}

const setDiscreet = async (discreet: boolean) => {
  const response = await server.request(
    '/api/notifications.php',
    json({ discreet }, as(b, { method: 'PUT' })),
  );
  expect(response.status).toBe(200);
  expect(((await response.json()) as { discreet: boolean }).discreet).toBe(discreet);
};

describe('notices of a new message', () => {
  it("name the sender and show their photo, in the recipient's language", async () => {
    const { push, mail } = await notices('hello there');
    expect(push.title).toBe(`${aName} hat dir eine Nachricht geschickt`);
    expect(push.icon).toEqual(expect.stringContaining('discreet-test/thumb.jpg'));
    expect(push.checkUrl).toMatch(/^\/chats\/\d+$/);
    expect(mail.kind).toBe('newMessage');
    expect(mail.subject).toContain(aName);
    expect(mail.text).toContain(aName);
    expect(mail.text).toContain('/login?redirect=%2Fchats%2F');
  });

  it('name no one and show no photo once the recipient chose discreet notices', async () => {
    await setDiscreet(true);
    const { push, mail } = await notices('hello again');
    expect(push.title).toBe('Neue Nachricht');
    expect(push.body).toBe('Du hast eine neue Nachricht.');
    expect(push).not.toHaveProperty('icon');
    expect(JSON.stringify(push)).not.toContain(aName);
    expect(mail.kind).toBe('newMessage');
    expect(mail.subject).toBe('Du hast eine neue Nachricht auf Amori');
    for (const part of [mail.subject, mail.text, mail.html, mail.raw]) {
      expect(part).not.toContain(aName);
      expect(part).not.toContain('discreet-test');
    }

    // And back: names again.
    await setDiscreet(false);
    expect((await notices('and again')).push.title).toContain(aName);
  });
});
