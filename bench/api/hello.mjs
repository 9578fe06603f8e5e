// A bare Fastify hello-world: the baseline of bench/api. Prints "READY <port>". With HELLO_BODY it
// answers that text as JSON instead (a baseline with an answer as large as a real one).
import { createRequire } from 'node:module';
import path from 'node:path';

// The same fastify the server uses.
const serverRequire = createRequire(path.resolve(import.meta.dirname, '../../apps/server/package.json'));
const { default: Fastify } = await import(serverRequire.resolve('fastify'));

const app = Fastify({ logger: false });
const body = process.env.HELLO_BODY;
app.get('/', async (_request, reply) =>
  body ? reply.type('application/json; charset=utf-8').send(body) : { hello: 'world' },
);
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`READY ${app.server.address().port}`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
