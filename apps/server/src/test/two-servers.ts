import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp, type AppDeps } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { DEMO_PASSWORD, seedDemo } from '../db/seed';
import { as, json } from './expect';
import { listenOnLoopback } from './listen';
import { ownDatabase } from './own-database';
import { relaxedLimits } from './server';

export interface Server {
  handle: DatabaseHandle;
  app: FastifyInstance;
  base: string;
}

export const client = { 'x-request-type': 'client' };

/**
 * Two servers on one PostgreSQL database of their own (seeded with the demo logins and 4
 * members), each with its own connections and its own LISTEN connection, as two processes have:
 * for tests of what one process keeps while the other changes it. `deps` are both servers'
 * (how long they keep things). PostgreSQL only (the `postgres` Vitest project).
 */
export function twoServers(prefix: string, deps: Partial<AppDeps>) {
  const database = ownDatabase(prefix);
  const servers: Server[] = [];
  const start = async (own: Partial<AppDeps> = deps): Promise<Server> => {
    const handle = await openDatabase({ databaseUrl: database.url });
    const app = await buildApp({ db: handle.db, pubsub: handle.pubsub, limits: relaxedLimits, ...own });
    const server = { handle, app, base: await listenOnLoopback(app) };
    servers.push(server);
    return server;
  };
  return {
    /** The database's URL, for writes behind both servers' backs. */
    url: database.url,
    async start(): Promise<[Server, Server]> {
      await database.create();
      const setup = await openDatabase({ databaseUrl: database.url });
      await setup.migrate();
      await seedDemo(setup.db, { members: 4, photos: false });
      await setup.close();
      return [await start(), await start()];
    },
    /** One more server on the database, with deps of its own (once `start` has made it). */
    another: (own: Partial<AppDeps>) => start(own),
    async stop(): Promise<void> {
      for (const { app, handle } of servers) {
        await app.close();
        await handle.close();
      }
      await database.drop();
    },
  };
}

/** Logs in on a server; answers the session cookie. */
export async function login(server: Server, email: string): Promise<string> {
  const response = await fetch(
    `${server.base}/api/user.php`,
    json({ email, password: DEMO_PASSWORD }, { headers: client }),
  );
  expect(response.status).toBe(200);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

export async function profileIdOf(server: Server, cookie: string): Promise<number> {
  const response = await fetch(`${server.base}/api/user.php`, as(cookie, { headers: client }));
  return ((await response.json()) as { profile: { id: number } }).profile.id;
}

/**
 * Resolves once `server` has heard every message sent (by `from`) before this call: a message of
 * our own, sent now, arrives on its LISTEN connection after them (PostgreSQL delivers in commit
 * order), and by then the server's own listeners have run for the earlier ones.
 */
export async function heardAllSoFar(server: Server, from: Server): Promise<void> {
  const channel = `amori_test_${randomUUID().replaceAll('-', '')}`;
  let heard!: () => void;
  const arrived = new Promise<void>((resolve) => (heard = resolve));
  await server.handle.pubsub.subscribe(channel, () => heard()); // listening once this resolves
  await from.handle.pubsub.publish(channel, '');
  await arrived;
}
