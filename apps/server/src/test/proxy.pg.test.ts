import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getUser, LIVE_CLOSE, LIVE_PATH, likeMember, sendMessage, uploadPhoto } from '@amori/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxSignature } from '../adapters/payments';
import { DEMO_PASSWORD } from '../db/seed';
import { json } from './expect';
import { jpegWithGps } from './images';
import { openLive } from './live-client';
import { findNginx, startNginx, type Nginx } from './nginx';
import { ownDatabase } from './own-database';
import { queryOn, serverProcesses } from './processes';
import { startS3Server, type S3Server } from './s3-server';

// Three server processes on one PostgreSQL behind a real nginx (round robin over HTTP and the
// live WebSocket), as docs/deploy.md runs them: the members' steps each go through the proxy,
// and each step's requests are answered by different processes. Photos go to an S3 bucket
// (test/s3-server.ts) that all three share. nginx comes from Debian's packages (.ci/run
// installs it); where it is absent this file says so and runs nothing.

const nginx = findNginx();
if (!nginx) {
  console.warn(
    'proxy.pg.test.ts skipped: nginx is not installed (apt-get install nginx-light; .ci/run installs it).',
  );
}

describe.runIf(nginx)('three processes behind nginx', () => {
  const database = ownDatabase('amori_proxy');
  const dir = mkdtempSync(path.join(tmpdir(), 'amori-proxy-'));
  const processes = serverProcesses({ databaseUrl: database.url, mediaDir: path.join(dir, 'media') });
  let proxy: Nginx;
  let s3: S3Server;
  const client = { 'x-request-type': 'client' };

  beforeAll(async () => {
    await database.create();
    s3 = await startS3Server();
    const env = { ...s3.env, S3_PREFIX: 'amori/' };
    const first = await processes.start(env); // migrates and seeds
    const others = await Promise.all([processes.start(env), processes.start(env)]);
    proxy = await startNginx(
      nginx!,
      path.join(dir, 'nginx'),
      [first, ...others].map((server) => new URL(server.url).host),
    );
  }, 300_000);
  afterAll(async () => {
    await proxy?.stop();
    await processes.stopAll();
    await s3?.close();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function login(email: string): Promise<string> {
    const response = await fetch(
      `${proxy.url}/api/user.php`,
      json({ email, password: DEMO_PASSWORD }, { headers: client }),
    );
    expect(response.status).toBe(200);
    return response.headers.getSetCookie()[0]!.split(';')[0]!;
  }

  const perStep: Record<string, string[]> = {};
  /** Runs a step and records which processes answered its requests. */
  async function step(name: string, requests: number, run: () => Promise<void>) {
    const from = proxy.log().length;
    await run();
    // nginx writes a request's line once it has sent the answer, a moment after the test has it.
    await expect.poll(() => proxy.log().length - from).toBe(requests);
    const entries = proxy.log().slice(from);
    perStep[name] = entries.map((entry) => entry.upstream);
    // Round robin: no two requests of a step in a row on one process. A WebSocket is logged when
    // it closes, out of its place in the order, so only the other requests are compared.
    const by = entries.filter((entry) => entry.path !== LIVE_PATH).map((entry) => entry.upstream);
    expect(by.length).toBeGreaterThanOrEqual(2);
    expect(
      by.every((upstream, i) => i === 0 || upstream !== by[i - 1]),
      by.join(' '),
    ).toBe(true);
  }

  it("runs a payment with its webhook, a chat, a like and match, a photo upload and a suspension's logout", async () => {
    const premium = await login('premium@example.com');
    const free = await login('free@example.com');
    const get = (cookie: string, url: string) =>
      fetch(`${proxy.url}${url}`, { headers: { ...client, cookie } });
    const post = (cookie: string, url: string, body: object) =>
      fetch(`${proxy.url}${url}`, json(body, { headers: { ...client, cookie } }));
    const freeUser = getUser.response.parse(await (await get(free, '/api/user.php')).json());
    const premiumUser = getUser.response.parse(await (await get(premium, '/api/user.php')).json());
    // Two logins and two reads so far: all logged before the steps count theirs.
    await expect.poll(() => proxy.log().length).toBe(4);

    // First: the payment makes the free member premium, who may then write in a third conversation.
    await step('payment and webhook', 4, async () => {
      const credits = await (await get(free, '/api/credits.php')).json();
      const placed = await post(free, '/api/orders.php', {
        package_id: credits.packages[0].id,
        payment_method: credits.payment_methods[0],
      });
      expect(placed.status, await placed.clone().text()).toBe(200);
      const { order } = await placed.json();
      const [{ id } = { id: '' }] = await queryOn<{ id: string }>(
        database.url,
        'select provider_payment_id as id from orders where id = $1',
        [order.id],
      );
      await queryOn(database.url, `update sandbox_payments set status = 'paid' where id = $1`, [id]);
      const [{ secret } = { secret: '' }] = await queryOn<{ secret: string }>(
        database.url,
        `select value #>> '{}' as secret from server_settings where key = 'sandbox_payment_secret'`,
      );
      const hook = await fetch(`${proxy.url}/api/payment-webhook.php?provider=sandbox`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-sandbox-signature': sandboxSignature(secret, id, 'paid'),
        },
        body: JSON.stringify({ id, status: 'paid' }),
      });
      expect(hook.status).toBe(200);
      const after = await (await get(free, `/api/order.php?id=${order.id}`)).json();
      expect(after).toMatchObject({ status: 'completed' });
    });

    await step('chat', 4, async () => {
      // The receiver's live socket through the proxy, on whichever process it lands.
      const socket = await openLive(proxy.url, { cookie: free });
      try {
        await socket.next('ready');
        const sent = await post(premium, '/api/messages.php', {
          client_id: randomUUID(),
          kind: 'text',
          member: freeUser.profile.id,
          text: 'Through the proxy',
        });
        expect(sent.status, await sent.clone().text()).toBe(200);
        const message = sendMessage.response.parse(await sent.json()).message;
        await socket.next('message', (event) => event.message.id === message.id);
        const reply = await post(free, '/api/messages.php', {
          client_id: randomUUID(),
          kind: 'text',
          conversation: message.conversation,
          text: 'And back',
        });
        expect(reply.status, await reply.clone().text()).toBe(200);
        const replied = sendMessage.response.parse(await reply.json()).message;
        const messages = await get(premium, `/api/messages.php?conversation=${message.conversation}`);
        expect(messages.status).toBe(200);
        expect(JSON.stringify(await messages.json())).toContain(String(replied.id));
      } finally {
        await socket.close();
      }
    });

    await step('like and match', 2, async () => {
      const first = await post(premium, '/api/likes.php', { id: freeUser.profile.id });
      expect(first.status, await first.clone().text()).toBe(200);
      expect(likeMember.response.parse(await first.json()).match).toBe(false);
      const back = await post(free, '/api/likes.php', { id: premiumUser.profile.id });
      expect(back.status, await back.clone().text()).toBe(200);
      expect(likeMember.response.parse(await back.json()).match).toBe(true);
    });

    await step('photo upload', 3, async () => {
      const uploaded = await fetch(`${proxy.url}/api/photos.php`, {
        method: 'POST',
        headers: { ...client, cookie: premium, 'content-type': 'image/jpeg' },
        body: new Uint8Array(await jpegWithGps(800, 600)),
      });
      expect(uploaded.status, await uploaded.clone().text()).toBe(200);
      const { photo } = uploaded.ok
        ? uploadPhoto.response.parse(await uploaded.json())
        : { photo: { src: '' } };
      // The file went to the bucket: the other processes read it from there and serve it.
      const stored = await s3.object(`amori/${photo.src.replace(/^\/media\//, '')}`);
      expect(stored?.type).toMatch(/^image\//);
      for (let i = 0; i < 2; i++) {
        const file = await get(premium, photo.src);
        expect(file.status).toBe(200);
        expect(file.headers.get('content-type')).toBe(stored!.type);
        expect(Buffer.from(await file.arrayBuffer())).toEqual(stored!.body);
      }
    });

    // Last, as it ends the free member's sessions. Round robin puts the socket and the moderator's
    // action on different processes: the suspension reaches the socket through PostgreSQL.
    await step("suspension's logout", 6, async () => {
      const moderator = await login('moderator@example.com');
      const reported = await post(premium, '/api/reports.php', {
        profile: freeUser.profile.id,
        place: 'profile',
        reason: 'scam',
      });
      expect(reported.status, await reported.clone().text()).toBe(200);
      const queue = (await (await get(moderator, '/api/admin/reports.php')).json()) as {
        reports: { id: number; reported: { id: number } }[];
      };
      const report = queue.reports.find((r) => r.reported.id === freeUser.profile.id)!;
      const socket = await openLive(proxy.url, { cookie: free });
      let closedWith: number | undefined;
      socket.socket.once('close', (code) => (closedWith = code));
      await socket.next('ready');
      const acted = await post(moderator, '/api/admin/moderation.php', {
        report: report.id,
        action: 'suspend',
        ground: 'scam',
        reason: 'Asked members for money.',
        days: 7,
      });
      expect(acted.status, await acted.clone().text()).toBe(200);
      await expect.poll(() => closedWith, { timeout: 10_000 }).toBe(LIVE_CLOSE.sessionEnded);
      const refused = await get(free, '/api/user.php');
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
        'authentication_required',
      );
    });
    const entries = proxy.log();
    const upstreamOf = (path: string) => entries.findLast((entry) => entry.path === path)!.upstream;
    expect(upstreamOf(LIVE_PATH)).not.toBe(upstreamOf('/api/admin/moderation.php'));

    const total = new Map<string, number>();
    for (const upstream of proxy.log().map((entry) => entry.upstream)) {
      total.set(upstream, (total.get(upstream) ?? 0) + 1);
    }
    console.log(
      'behind nginx, requests per process: ' +
        [...total].map(([upstream, n]) => `${upstream} ${n}`).join(', ') +
        '; by step: ' +
        Object.entries(perStep)
          .map(([name, by]) => `${name} ${by.length} over ${new Set(by).size} processes`)
          .join(', '),
    );
    expect(total.size).toBe(3);
  }, 300_000);
});
