import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getUser, LIVE_CLOSE, sendMessage, type LiveServerEvent } from '@amori/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_PASSWORD } from '../db/seed';
import { json } from './expect';
import { ownDatabase } from './own-database';
import { queryOn, serverProcesses, type ServerProcess } from './processes';

// A restart of one of three processes during a chat burst (a deploy rolls them one by one): the
// restarted process finishes what it was answering, tells its live sockets to go away (4004), and
// the member's socket resumes on another process from its last message. Nothing is lost, nothing
// is stored or shown twice. PostgreSQL only (several processes on one database).

const database = ownDatabase('amori_restart');
const mediaDir = mkdtempSync(path.join(tmpdir(), 'amori-restart-'));
const processes = serverProcesses({
  databaseUrl: database.url,
  mediaDir,
  env: {
    RATE_MESSAGES_PER_MINUTE: '10000',
    RATE_WRITES_PER_MINUTE_ACCOUNT: '10000',
    RATE_WRITES_PER_MINUTE_IP: '10000',
  },
});

let servers: ServerProcess[];
beforeAll(async () => {
  await database.create();
  servers = [await processes.start()]; // migrates and seeds
  servers.push(...(await Promise.all([processes.start(), processes.start()])));
}, 300_000);
afterAll(async () => {
  await processes.stopAll();
  await database.drop();
  rmSync(mediaDir, { recursive: true, force: true });
});

const client = { 'x-request-type': 'client' };

async function login(base: string, email: string): Promise<string> {
  const response = await fetch(
    `${base}/api/user.php`,
    json({ email, password: DEMO_PASSWORD }, { headers: client }),
  );
  expect(response.status).toBe(200);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/**
 * The site's live client, as far as this test needs it (apps/site/src/data/live.ts): resumes
 * from its last message id on another process after a close, and shows a message once by its id.
 */
class Receiver {
  /** How many times each message id arrived (a resume may resend a few before `after`). */
  readonly arrivals = new Map<number, number>();
  readonly closes: number[] = [];
  last = 0;
  socket: WebSocket | undefined;
  /** When the going-away close came, and when the next socket was ready (ms). */
  away: number | undefined;
  resumed: number | undefined;

  constructor(
    private readonly cookie: string,
    private readonly pick: () => string,
  ) {}

  connect(): Promise<void> {
    const base = this.pick();
    const url = new URL(`/api/live?after=${this.last}`, base.replace(/^http/, 'ws'));
    const socket = new WebSocket(url, { headers: { cookie: this.cookie, origin: base } });
    this.socket = socket;
    return new Promise((resolve, reject) => {
      socket.once('error', reject);
      socket.on('message', (data) => {
        const event = JSON.parse(String(data)) as LiveServerEvent;
        if (event.type === 'message') {
          const id = event.message.id;
          this.arrivals.set(id, (this.arrivals.get(id) ?? 0) + 1);
          this.last = Math.max(this.last, id);
        } else if (event.type === 'ready') {
          this.last = Math.max(this.last, event.last);
          if (this.away !== undefined) this.resumed ??= performance.now();
          resolve();
        }
      });
      socket.once('close', (code) => {
        this.closes.push(code);
        if (code === LIVE_CLOSE.goingAway) {
          this.away = performance.now();
          void this.connect();
        }
      });
    });
  }
}

describe('a graceful restart of one of three processes during a chat burst', () => {
  it('loses no message and stores or shows none twice', async () => {
    const [a, b, c] = servers as [ServerProcess, ServerProcess, ServerProcess];
    await queryOn(database.url, `update users set credits = 100000 where email = 'premium@example.com'`);
    const sender = await login(a.url, 'premium@example.com');
    const receiverCookie = await login(b.url, 'free@example.com');
    const me = getUser.response.parse(
      await (await fetch(`${b.url}/api/user.php`, { headers: { ...client, cookie: receiverCookie } })).json(),
    );
    // The receiver's socket is on c, the process restarted; it resumes on a.
    let first = true;
    const receiver = new Receiver(receiverCookie, () => (first ? ((first = false), c.url) : a.url));
    await receiver.connect();

    // The processes a proxy would spread the sends over: c drops out while it restarts.
    const up = new Set([a, b, c]);
    let turn = 0;
    let retried = 0;
    const sendOnce = async (body: object) => {
      for (;;) {
        const target = [...up][turn++ % up.size]!;
        try {
          const response = await fetch(
            `${target.url}/api/messages.php`,
            json(body, { headers: { ...client, cookie: sender } }),
          );
          // 503: the process is closing and answered on a connection it already had.
          if (response.status === 503) throw new Error('closing');
          expect(response.status, await response.clone().text()).toBe(200);
          return sendMessage.response.parse(await response.json()).message;
        } catch (error) {
          if ((error as { name?: string }).name === 'AssertionError') throw error;
          // Refused or cut: the same message (its client_id) again, elsewhere, as a proxy retries.
          retried += 1;
        }
      }
    };
    const PER_LANE = 30;
    const LANES = 3;
    const sentIds: number[] = [];
    const opening = await sendOnce({
      client_id: randomUUID(),
      kind: 'text',
      member: me.profile.id,
      text: 'Hi',
    });
    const conversation = opening.conversation;
    sentIds.push(opening.id);
    let restartedAt = -1;
    let inFlightAtTerm = 0;
    let inFlight = 0;
    let restart: Promise<void> | undefined;
    const lane = async (index: number) => {
      for (let i = 0; i < PER_LANE; i++) {
        const n = index * PER_LANE + i;
        if (n === 20 && !restart) {
          // The restart: SIGTERM, then a new process in its place, while the other lanes send.
          restartedAt = sentIds.length;
          inFlightAtTerm = inFlight;
          restart = (async () => {
            c.child.kill('SIGTERM');
            up.delete(c);
            expect(await c.exited).toBe(0);
            up.add(await processes.start());
          })();
        }
        inFlight += 1;
        const message = await sendOnce({
          client_id: randomUUID(),
          kind: 'text',
          conversation,
          text: `burst ${n}`,
        });
        inFlight -= 1;
        sentIds.push(message.id);
      }
    };
    await Promise.all(Array.from({ length: LANES }, (_, index) => lane(index)));
    await restart;

    await expect
      .poll(() => sentIds.filter((id) => !receiver.arrivals.has(id)).length, {
        timeout: 15_000,
        interval: 20,
      })
      .toBe(0);
    const stored = await queryOn<{ n: number; distinct_clients: number }>(
      database.url,
      'select count(*)::int as n, count(distinct client_id)::int as distinct_clients from messages where conversation_id = $1',
      [conversation],
    );
    const lost = sentIds.filter((id) => !receiver.arrivals.has(id)).length;
    const storedTwice = stored[0]!.n - stored[0]!.distinct_clients;
    const resent = [...receiver.arrivals.values()].reduce((sum, times) => sum + times - 1, 0);
    receiver.socket?.close();
    console.log(
      `graceful restart: ${sentIds.length} messages sent over 3 processes, process restarted after ` +
        `${restartedAt} (${inFlightAtTerm} sends in flight), ${retried} sends retried elsewhere; ` +
        `lost ${lost}, duplicated ${storedTwice} ` +
        `(repeats a resume sent, which the client drops by id: ${resent}); live socket closed with ${receiver.closes.join(', ')}, ` +
        `caught up ${Math.round((receiver.resumed ?? NaN) - (receiver.away ?? NaN))} ms later`,
    );
    expect(new Set(sentIds).size).toBe(LANES * PER_LANE + 1);
    expect(stored[0]!.n).toBe(LANES * PER_LANE + 1);
    expect(lost).toBe(0);
    expect(storedTwice).toBe(0);
    expect(receiver.closes[0]).toBe(LIVE_CLOSE.goingAway);
    expect(receiver.resumed).toBeDefined();
  }, 300_000);
});
