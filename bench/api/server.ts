// The API alone (no site) on a fresh database, for bench/api/run.mjs: prints "READY <port>".
import { buildApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedDemo } from '../../apps/server/src/db/seed';

const databaseUrl = process.env.DATABASE_URL || undefined;
const handle = await openDatabase({ databaseUrl, dataDir: process.env.DATA_DIR ?? 'memory://' });
await handle.migrate();
await seedDemo(handle.db, { members: 50, photos: false });
const minute = 60_000;
const many = { max: 1_000_000_000, windowMs: minute };
const app = await buildApp({
  db: handle.db,
  pubsub: handle.pubsub,
  limits: { loginPerIp: many, writePerIp: many, writePerAccount: many },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
const stop = async () => {
  await app.close();
  await handle.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
