import { randomUUID } from 'node:crypto';
import { LIVE_CLOSE, sendMessage } from '@amori/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, json } from '../test/expect';
import { openLive } from '../test/live-client';
import { client, login, profileIdOf, twoServers, type Server } from '../test/two-servers';
import { LISTENER_NAME, postgresPubSub } from './pubsub';

// The connection that LISTENs is lost (PostgreSQL restarted, a proxy dropped it): each process
// opens it again, listens to every channel again, and drops what it kept on the strength of the
// messages it may have missed. PostgreSQL only (the `postgres` Vitest project).

const servers = twoServers('amori_pubsub', {});
let first: Server;
let second: Server;
let admin: pg.Pool;
beforeAll(async () => {
  [first, second] = await servers.start();
  admin = new pg.Pool({ connectionString: servers.url, max: 1 });
}, 120_000);
afterAll(async () => {
  await admin.end();
  await servers.stop();
});

/**
 * Ends listening connections on the test's database: those whose last statement was `lastQuery`
 * (a connection listening to a channel of its own), or all. Answers how many it ended.
 */
async function loseListeners(lastQuery?: string): Promise<number> {
  const { rowCount } = await admin.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = $1 and datname = current_database() and ($2::text is null or query = $2)`,
    [LISTENER_NAME, lastQuery ?? null],
  );
  return rowCount ?? 0;
}

describe('postgresPubSub, its listening connection lost', () => {
  it('listens again, hears what is published after, and tells onMissed once', async () => {
    const pubsub = postgresPubSub(admin, servers.url, 20);
    const heard: string[] = [];
    let arrived = () => {};
    const next = () => new Promise<void>((resolve) => (arrived = resolve));
    let missed = 0;
    let back = () => {};
    const isBack = new Promise<void>((resolve) => (back = resolve));
    try {
      await pubsub.subscribe('amori_gap_test', (payload) => {
        heard.push(payload);
        arrived();
      });
      pubsub.onMissed(() => {
        missed += 1;
        back();
      });
      let heardIt = next();
      await pubsub.publish('amori_gap_test', 'before');
      await heardIt;

      // This one's (the servers' listen to channels of their own).
      expect(await loseListeners('listen "amori_gap_test"')).toBe(1);
      await isBack;
      heardIt = next();
      await pubsub.publish('amori_gap_test', 'after');
      await heardIt;
      expect(heard).toEqual(['before', 'after']);
      expect(missed).toBe(1);
    } finally {
      await pubsub.close();
    }
  });
});

describe('two processes whose listening connections were lost', () => {
  it('close their sockets to be resumed, and deliver across processes again', async () => {
    const premium = await login(first, 'premium@example.com');
    const free = await login(second, 'free@example.com');
    const freeProfile = await profileIdOf(second, free);
    const socket = await openLive(second.base, { cookie: free });
    await socket.next('ready');
    const closed = new Promise<number>((resolve) => socket.socket.once('close', resolve));

    expect(await loseListeners()).toBe(2);
    // Told once its listener is back: every socket is closed, and resumes from its last message.
    expect(await closed).toBe(LIVE_CLOSE.missed);

    const again = await openLive(second.base, { cookie: free });
    try {
      await again.next('ready');
      const response = await fetch(
        `${first.base}/api/messages.php`,
        json(
          { member: freeProfile, client_id: randomUUID(), kind: 'text', text: 'After the gap' },
          as(premium, { headers: client }),
        ),
      );
      expect(response.status, await response.clone().text()).toBe(200);
      const { message } = sendMessage.response.parse(await response.json());
      // Stored through the first process, heard by the second on its new listening connection.
      await again.next('message', (e) => e.message.id === message.id);
    } finally {
      await again.close();
      await socket.close();
    }
  });
});
