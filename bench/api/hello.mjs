// A bare Fastify hello-world: the baseline of bench/api. Prints "READY <port>".
import { createRequire } from 'node:module';
import path from 'node:path';

// The same fastify the server uses.
const serverRequire = createRequire(path.resolve(import.meta.dirname, '../../apps/server/package.json'));
const { default: Fastify } = await import(serverRequire.resolve('fastify'));

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`READY ${app.server.address().port}`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
