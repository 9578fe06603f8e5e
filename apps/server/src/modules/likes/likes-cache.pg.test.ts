import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { seedDemo } from '../../db/seed';
import { as, json } from '../../test/expect';
import { likesFirstLoad } from '../../test/likes';
import { listenOnLoopback } from '../../test/listen';
import { ownDatabase } from '../../test/own-database';
import { relaxedLimits } from '../../test/server';

// The likes answer that a process keeps (likes.cache.ts) is dropped in every process when a
// like changes, through LISTEN/NOTIFY. Two servers on one PostgreSQL database, each with its own
// connections and its own LISTEN connection, as two processes have: one keeps a member's answer,
// the other takes the like. The answers are kept for an hour here, so that only the NOTIFY can
// make the first server's next answer fresh. PostgreSQL only (the `postgres` Vitest project).

const database = ownDatabase('amori_likes');

interface Server {
  handle: DatabaseHandle;
  app: FastifyInstance;
  base: string;
}
const servers: Server[] = [];

/** A server with connections of its own to the shared database; answers kept for an hour. */
async function startServer(): Promise<Server> {
  const handle = await openDatabase({ databaseUrl: database.url });
  const app = await buildApp({
    db: handle.db,
    pubsub: handle.pubsub,
    limits: relaxedLimits,
    sessionCacheMs: 3_600_000,
  });
  const server = { handle, app, base: await listenOnLoopback(app) };
  servers.push(server);
  return server;
}

let first: Server;
let second: Server;
beforeAll(async () => {
  await database.create();
  const setup = await openDatabase({ databaseUrl: database.url });
  await setup.migrate();
  await seedDemo(setup.db, { members: 4, photos: false });
  await setup.close();
  first = await startServer();
  second = await startServer();
}, 120_000);
afterAll(async () => {
  for (const { app, handle } of servers) {
    await app.close();
    await handle.close();
  }
  await database.drop();
});

const client = { 'x-request-type': 'client' };

async function login(server: Server, email: string): Promise<string> {
  const response = await fetch(
    `${server.base}/api/user.php`,
    json({ email, password: 'Demo-pass-2026' }, { headers: client }),
  );
  expect(response.status).toBe(200);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

async function likesOf(server: Server, cookie: string) {
  const response = await fetch(`${server.base}/api/likes.php`, as(cookie, { headers: client }));
  expect(response.status).toBe(200);
  return likesFirstLoad(await response.json());
}

async function profileIdOf(server: Server, cookie: string): Promise<number> {
  const response = await fetch(`${server.base}/api/user.php`, as(cookie, { headers: client }));
  return ((await response.json()) as { profile: { id: number } }).profile.id;
}

/**
 * Resolves once `server` has heard every message sent before this call: a message of our own,
 * sent now, arrives on its LISTEN connection after them (PostgreSQL delivers in commit order),
 * and by then the server's own listeners have run for the earlier ones.
 */
async function heardAllSoFar(server: Server): Promise<void> {
  const channel = `amori_test_${randomUUID().replaceAll('-', '')}`;
  let heard!: () => void;
  const arrived = new Promise<void>((resolve) => (heard = resolve));
  await server.handle.pubsub.subscribe(channel, () => heard()); // listening once this resolves
  await second.handle.pubsub.publish(channel, '');
  await arrived;
}

describe('the likes answer kept by one process, a like taken by another', () => {
  it("is fresh in the first process's next answer, not kept stale", async () => {
    const free = await login(first, 'free@example.com');
    const premium = await login(second, 'premium@example.com');
    const freeId = await profileIdOf(first, free);
    const premiumId = await profileIdOf(second, premium);
    await fetch(
      `${second.base}/api/likes.php`,
      json({ id: freeId }, as(premium, { headers: client, method: 'DELETE' })),
    );
    await heardAllSoFar(first);

    const before = await likesOf(first, free);
    expect(before.liked_by.some((l) => l.id === premiumId)).toBe(false);
    // Kept: a like written behind both servers' backs (no message) is not in the next answer.
    const direct = new pg.Client({ connectionString: database.url });
    await direct.connect();
    try {
      const { rows } = await direct.query<{ id: number }>(
        `select id from profiles where id not in ($1, $2) order by id limit 1`,
        [freeId, premiumId],
      );
      await direct.query(`insert into likes (from_profile_id, to_profile_id) values ($1, $2)`, [
        rows[0]!.id,
        freeId,
      ]);
      expect(await likesOf(first, free)).toEqual(before);
    } finally {
      await direct.end();
    }

    // The like, through the second server.
    const liked = await fetch(
      `${second.base}/api/likes.php`,
      json({ id: freeId }, as(premium, { headers: client })),
    );
    expect(liked.status).toBe(200);
    await heardAllSoFar(first);
    const after = await likesOf(first, free);
    expect(after.liked_by.filter((l) => l.id === premiumId)).toEqual([{ id: premiumId, like_new: true }]);
    expect(after.total_new_likes).toBe(before.total_new_likes + 2);
  });
});
