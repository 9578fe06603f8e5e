// `pnpm bench:api`: autocannon (-c 100 -d 10) against GET /api/settings.php and GET /api/user.php
// (logged in) on PGlite and on PostgreSQL (when it answers), beside a bare Fastify hello-world
// started in the same run. Prints req/s, p99, the ratio to hello-world, and p99 at a steady
// 200 req/s (open loop, autocannon's overallRate). Not part of `pnpm test`.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const autocannon = (await import(createRequire(path.join(root, 'package.json')).resolve('autocannon')))
  .default;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function start(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /READY (\d+)/.exec(out);
      if (match) resolve({ child, url: `http://127.0.0.1:${match[1]}` });
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}
const stop = (child) =>
  new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });

const load = (url, headers, extra = {}) =>
  autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers, ...extra });

async function measure(name, url, headers = {}) {
  const closed = await load(url, headers);
  // Open loop at a steady 200 req/s: latency as a person would see it under moderate load.
  const steady = await load(url, headers, { connections: 20, overallRate: 200 });
  const non2xx = closed.non2xx + steady.non2xx;
  return {
    name,
    rps: closed.requests.average,
    p99: closed.latency.p99,
    steadyP99: steady.latency.p99,
    non2xx,
  };
}

const rows = [];
const hello = await start(process.execPath, [path.join(root, 'bench/api/hello.mjs')]);
const helloRow = await measure('bare Fastify hello-world', `${hello.url}/`);
await stop(hello.child);
rows.push(helloRow);

const tsx = path.join(root, 'node_modules/.bin/tsx');
const targets = [{ kind: 'PGlite', env: { DATABASE_URL: '' } }];
const pgReachable =
  spawnSync('psql', ['-w', '-q', PG_ADMIN_URL, '-c', 'select 1'], { stdio: 'ignore' }).status === 0;
let database;
if (pgReachable) {
  database = `amori_bench_${Date.now()}`;
  spawnSync('psql', ['-w', '-q', PG_ADMIN_URL, '-c', `create database ${database}`], { stdio: 'inherit' });
  targets.push({
    kind: 'PostgreSQL',
    env: { DATABASE_URL: `${PG_ADMIN_URL.replace(/\/[^/]*$/, '')}/${database}` },
  });
} else {
  console.log(`PostgreSQL skipped: cannot log in at ${PG_ADMIN_URL}`);
}

try {
  for (const target of targets) {
    const server = await start(tsx, [path.join(root, 'bench/api/server.ts')], target.env);
    try {
      const login = await fetch(`${server.url}/api/user.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-type': 'client' },
        body: JSON.stringify({ email: 'premium@example.com', password: 'Demo-pass-2026' }),
      });
      const cookie = login.headers
        .getSetCookie()
        .find((c) => c.startsWith('auth.session='))
        ?.split(';')[0];
      if (!cookie) throw new Error(`login failed: ${login.status}`);
      rows.push(await measure(`${target.kind}: GET /api/settings.php`, `${server.url}/api/settings.php`));
      rows.push(
        await measure(`${target.kind}: GET /api/user.php (logged in)`, `${server.url}/api/user.php`, {
          cookie,
          'x-request-type': 'client',
        }),
      );
    } finally {
      await stop(server.child);
    }
  }
} finally {
  if (database)
    spawnSync('psql', ['-w', '-q', PG_ADMIN_URL, '-c', `drop database if exists ${database} with (force)`]);
}

const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);
console.log(`\nAPI load (autocannon -c ${CONNECTIONS} -d ${DURATION}; steady = 200 req/s open loop)\n`);
console.log(
  `${pad('target', 44)}${lpad('req/s', 10)}${lpad('p99 ms', 9)}${lpad('ratio', 8)}${lpad('steady p99', 12)}${lpad('non-2xx', 9)}`,
);
for (const row of rows) {
  console.log(
    `${pad(row.name, 44)}${lpad(Math.round(row.rps), 10)}${lpad(row.p99, 9)}${lpad((row.rps / helloRow.rps).toFixed(2), 8)}${lpad(row.steadyP99, 12)}${lpad(row.non2xx, 9)}`,
  );
}
