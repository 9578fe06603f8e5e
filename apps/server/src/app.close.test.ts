import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from './app';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migratedPglite } from './test/db-template';
import { listenOnLoopback } from './test/listen';
import { relaxedLimits } from './test/server';

let handle: DatabaseHandle;
let app: FastifyInstance;
let url: string;
let arrived: () => void;
const underWay = new Promise<void>((resolve) => (arrived = resolve));
let answer: () => void;
const answered = new Promise<void>((resolve) => (answer = resolve));

beforeAll(async () => {
  // No data needed: the request below never reaches the database.
  handle = await openDatabase({ pglite: await migratedPglite() });
  app = await buildApp({ db: handle.db, limits: relaxedLimits, rateLimitSyncMs: 0 });
  app.get('/held', async () => {
    arrived();
    await answered;
    return { ok: true };
  });
  url = await listenOnLoopback(app);
});
afterAll(() => handle.close());

it('closes once the requests under way are answered, without waiting out their keep-alive', async () => {
  // Answered once the server stopped listening: the close ended the idle connections by then.
  const close = app.server.close.bind(app.server);
  app.server.close = (callback) => {
    const server = close(callback);
    answer();
    return server;
  };
  const response = fetch(`${url}/held`);
  await underWay;
  const closed = app.close();
  expect((await response).status).toBe(200);
  // Kept alive, the answered connection would hold the close for the keep-alive timeout (72 s),
  // far beyond this test's time.
  await closed;
});
