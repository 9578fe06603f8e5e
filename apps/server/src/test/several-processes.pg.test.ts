import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxSignature } from '../adapters/payments';
import { DEMO_PASSWORD } from '../db/seed';
import { getUser, LIVE_CLOSE, sendMessage } from '@amori/contract';
import { expectError, json } from './expect';
import { openLive, type LiveSocket } from './live-client';
import { ownDatabase } from './own-database';
import { serverProcesses } from './processes';

// Several server processes on one PostgreSQL (ARCHITECTURE.md, "scale-out"): real processes, as
// a site that has outgrown one runs them, sharing sessions, their invalidation (LISTEN/NOTIFY)
// and rate limits through the database. PostgreSQL only: PGlite is one process's database.
// Runs in the `postgres` Vitest project, which .ci/run runs with DATABASE_URL set.

const database = ownDatabase('amori_processes');
const mediaDir = mkdtempSync(path.join(tmpdir(), 'amori-processes-'));
const processes = serverProcesses({
  databaseUrl: database.url,
  mediaDir,
  env: { RATE_LOGIN_PER_MINUTE: '4' },
});

let a: string;
let b: string;
beforeAll(async () => {
  await database.create();
  a = (await processes.start()).url; // migrates and seeds
  b = (await processes.start()).url;
}, 300_000);
afterAll(async () => {
  await processes.stopAll();
  await database.drop();
  rmSync(mediaDir, { recursive: true, force: true });
});

const client = { 'x-request-type': 'client' };

async function login(base: string, password = DEMO_PASSWORD, email = 'premium@example.com') {
  return fetch(`${base}/api/user.php`, json({ email, password }, { headers: client }));
}

/** A query on the shared database. */
async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  try {
    return (await db.query<T>(sql, params)).rows;
  } finally {
    await db.end();
  }
}

/** The first row of a query (there must be one). */
async function one<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await query<T>(sql, params);
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
}

// First: the login rate limit (4 a minute here) is used up by the test after it.
describe('payments on two server processes', () => {
  it('complete one order once: its webhook delivered 10 times to each process at once', async () => {
    const loggedIn = await login(a, DEMO_PASSWORD, 'free@example.com');
    const cookie = loggedIn.headers.getSetCookie()[0]!.split(';')[0]!;
    const headers = { ...client, cookie };
    const credits = await (await fetch(`${a}/api/credits.php`, { headers })).json();
    const placed = await fetch(
      `${a}/api/orders.php`,
      json({ package_id: credits.packages[1].id, payment_method: credits.payment_methods[0] }, { headers }),
    );
    expect(placed.status).toBe(200);
    const { order } = await placed.json();
    const { credits: before } = await one<{ credits: number }>(
      `select credits from users where email = 'free@example.com'`,
    );
    const { provider_payment_id: id } = await one<{ provider_payment_id: string }>(
      'select provider_payment_id from orders where id = $1',
      [order.id],
    );
    await query(`update sandbox_payments set status = 'paid' where id = $1`, [id]);
    const { value: secret } = await one<{ value: string }>(
      `select value #>> '{}' as value from server_settings where key = 'sandbox_payment_secret'`,
    );
    const deliver = (base: string) =>
      fetch(`${base}/api/payment-webhook.php?provider=sandbox`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-sandbox-signature': sandboxSignature(secret, id, 'paid'),
        },
        body: JSON.stringify({ id, status: 'paid' }),
      });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => deliver(i % 2 ? a : b)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const { credits: after, paid_user: paid } = await one<{ credits: number; paid_user: boolean }>(
      `select credits, paid_user from users where email = 'free@example.com'`,
    );
    expect(after).toBe(before + order.credits);
    expect(paid).toBe(true);
    const rows = await query(`select 1 from credit_ledger where reason = 'purchase' and reference = $1`, [
      `order:${order.id}`,
    ]);
    expect(rows).toHaveLength(1);
    const { sum } = await one<{ sum: string }>(
      `select sum(delta)::text as sum from credit_ledger l join users u on u.id = l.user_id where u.email = 'free@example.com'`,
    );
    expect(Number(sum)).toBe(after);
  });
});

describe('two server processes on one PostgreSQL', () => {
  it('share sessions: logged in on one, known to the other; logged out on the other, ended on both at once', async () => {
    const response = await login(a);
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
    const user = (base: string) => fetch(`${base}/api/user.php`, { headers: { ...client, cookie } });
    expect((await user(a)).status).toBe(200); // now kept in a's session cache
    expect((await user(b)).status).toBe(200);
    const socket = await openLive(a, { cookie });
    const closed = new Promise<number>((resolve) => socket.socket.once('close', resolve));
    await socket.next('ready');
    expect((await fetch(`${b}/api/logout.php`, { headers: { ...client, cookie } })).status).toBe(200);
    // a hears b's NOTIFY and drops the session it kept, well before its 2 s cache would expire,
    // and closes the session's live socket.
    await expect.poll(async () => (await user(a)).status, { timeout: 1500, interval: 20 }).toBe(403);
    expect(await closed).toBe(LIVE_CLOSE.sessionEnded);
  });

  it('deliver chat live: a message sent through one arrives on a socket of the other, once on each', async () => {
    const cookieOf = async (response: Response) => {
      expect(response.status).toBe(200);
      return response.headers.getSetCookie()[0]!.split(';')[0]!;
    };
    const premium = await cookieOf(await login(a));
    const free = await cookieOf(
      await fetch(
        `${b}/api/user.php`,
        json({ email: 'free@example.com', password: DEMO_PASSWORD }, { headers: client }),
      ),
    );
    const me = getUser.response.parse(
      await (await fetch(`${b}/api/user.php`, { headers: { ...client, cookie: free } })).json(),
    );
    const socket = await openLive(b, { cookie: free });
    // The sender's own socket, on the process that stores the message: it delivers its own
    // events at once and must not deliver them again when NOTIFY brings them back.
    const own = await openLive(a, { cookie: premium });
    try {
      await socket.next('ready');
      const ownName = (await own.next('ready')).socket;
      const send = async (base: string, cookie: string, body: object) => {
        const response = await fetch(
          `${base}/api/messages.php`,
          json({ client_id: randomUUID(), kind: 'text', ...body }, { headers: { ...client, cookie } }),
        );
        expect(response.status, await response.clone().text()).toBe(200);
        return sendMessage.response.parse(await response.json()).message;
      };
      const message = await send(a, premium, { member: me.profile.id, text: 'Across processes' });
      const arrived = await socket.next('message', (e) => e.message.id === message.id);
      expect(arrived.message).toMatchObject({ text: 'Across processes', from_me: false });
      // A reply through the other process: its NOTIFY reaches `a` after the first message's.
      const reply = await send(b, free, { conversation: message.conversation, text: 'And back' });
      await own.next('message', (e) => e.message.id === reply.id);
      await socket.next('message', (e) => e.message.id === reply.id);
      const times = (live: LiveSocket, id: number) =>
        live.events.filter((e) => e.type === 'message' && e.message.id === id).length;
      expect([times(own, message.id), times(own, reply.id)]).toEqual([1, 1]);
      expect([times(socket, message.id), times(socket, reply.id)]).toEqual([1, 1]);
      // Sent through `b` by a tab whose socket is on `a`, naming it: `a` does not send it back.
      const named = await send(b, premium, {
        conversation: message.conversation,
        text: 'Named',
        socket: ownName,
      });
      await socket.next('message', (e) => e.message.id === named.id);
      const after = await send(b, premium, { conversation: message.conversation, text: 'Unnamed' });
      await own.next('message', (e) => e.message.id === after.id);
      expect(times(own, named.id)).toBe(0);
    } finally {
      await socket.close();
      await own.close();
    }
  });

  it('share rate limits: logins from one address are counted across both (4 a minute here)', async () => {
    const statuses = [];
    for (const base of [a, b, a, b]) statuses.push((await login(base, 'wrong')).status);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    await expectError(await login(b, 'wrong'), 429, 'rate_limited');
    await expectError(await login(a, 'wrong'), 429, 'rate_limited');
  });
});
