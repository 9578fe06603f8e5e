// `pnpm bench:api`: autocannon (-c 100 -d 10) against GET /api/settings.php and GET /api/user.php
// (logged in) on PGlite and on PostgreSQL (when it answers), beside a bare Fastify hello-world
// started in the same run. Prints req/s, p99, the ratio to hello-world, and p99 at a steady
// 200 req/s (open loop, autocannon's overallRate). Not part of `pnpm test`. The load average
// is printed with the table: on a busy machine req/s say little, so the server's requests per
// CPU-second (its process tree's CPU time from /proc, Linux) and their ratio are printed too.
import { loadavg } from 'node:os';
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
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

/**
 * CPU time (ms) a process and its descendants have used, from /proc (Linux; null elsewhere).
 * Requests per CPU-second of the server is the figure other load on the machine disturbs least.
 */
function treeCpuMs(pid) {
  const ticks = (id) => {
    const stat = readFileSync(`/proc/${id}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    let sum = Number(fields[11]) + Number(fields[12]); // utime + stime
    for (const task of readdirSync(`/proc/${id}/task`)) {
      const children = readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(' ') : []) sum += ticks(Number(child));
    }
    return sum;
  };
  try {
    return ticks(pid) * 10; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

async function measure(name, url, headers = {}, pid = undefined) {
  const cpuBefore = pid ? treeCpuMs(pid) : null;
  const closed = await load(url, headers);
  const cpuAfter = pid ? treeCpuMs(pid) : null;
  const cpuMs = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null;
  // Open loop at a steady 200 req/s: latency as a person would see it under moderate load.
  const steady = await load(url, headers, { connections: 20, overallRate: 200 });
  const non2xx = closed.non2xx + steady.non2xx;
  return {
    name,
    rps: closed.requests.average,
    perCpuSecond: cpuMs ? (closed.requests.total / cpuMs) * 1000 : null,
    p99: closed.latency.p99,
    steadyP99: steady.latency.p99,
    non2xx,
  };
}

const rows = [];
async function measureHello(name) {
  const hello = await start(process.execPath, [path.join(root, 'bench/api/hello.mjs')]);
  try {
    return await measure(name, `${hello.url}/`, {}, hello.child.pid);
  } finally {
    await stop(hello.child);
  }
}
// Hello-world is measured first and again last; the ratios use the faster of the two, so a load
// spike from elsewhere on the machine during one of them cannot flatter the ratios.
rows.push(await measureHello('bare Fastify hello-world (first)'));

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
      rows.push(
        await measure(
          `${target.kind}: GET /api/settings.php`,
          `${server.url}/api/settings.php`,
          {},
          server.child.pid,
        ),
      );
      rows.push(
        await measure(
          `${target.kind}: GET /api/user.php (logged in)`,
          `${server.url}/api/user.php`,
          {
            cookie,
            'x-request-type': 'client',
          },
          server.child.pid,
        ),
      );
    } finally {
      await stop(server.child);
    }
  }
} finally {
  if (database)
    spawnSync('psql', ['-w', '-q', PG_ADMIN_URL, '-c', `drop database if exists ${database} with (force)`]);
}

rows.push(await measureHello('bare Fastify hello-world (last)'));
const hellos = rows.filter((r) => r.name.startsWith('bare Fastify'));
const helloRow = hellos.reduce((a, b) => (b.rps > a.rps ? b : a));
const helloPerCpu = Math.max(...hellos.map((r) => r.perCpuSecond ?? 0));

const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);
console.log(
  `\nAPI load (autocannon -c ${CONNECTIONS} -d ${DURATION}; steady = 200 req/s open loop; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')})\n`,
);
console.log(
  `${pad('target', 44)}${lpad('req/s', 10)}${lpad('p99 ms', 9)}${lpad('ratio', 8)}${lpad('steady p99', 12)}${lpad('non-2xx', 9)}${lpad('req/CPU-s', 11)}${lpad('CPU ratio', 11)}`,
);
for (const row of rows) {
  console.log(
    `${pad(row.name, 44)}${lpad(Math.round(row.rps), 10)}${lpad(row.p99, 9)}${lpad((row.rps / helloRow.rps).toFixed(2), 8)}${lpad(row.steadyP99, 12)}${lpad(row.non2xx, 9)}` +
      (row.perCpuSecond && helloPerCpu
        ? `${lpad(Math.round(row.perCpuSecond), 11)}${lpad((row.perCpuSecond / helloPerCpu).toFixed(2), 11)}`
        : ''),
  );
}
