// `pnpm bench:api`: autocannon (-c 100 -d 10) against GET /api/settings.php and GET /api/user.php
// (logged in) on PGlite and on PostgreSQL (when it answers), beside a bare Fastify hello-world
// started in the same run. Prints req/s, p99, the ratio to hello-world, and p99 at a steady
// 200 req/s (open loop, autocannon's overallRate). Not part of `pnpm test`. The server measured
// is the production build that `pnpm start` runs (site included), on a fresh database, and every
// server, hello-world too, is warmed up for WARMUP seconds first: a server runs for hours, so
// the figures are of optimised code, not of the JIT's first seconds. The load average
// is printed with the table: on a busy machine req/s say little, so the server's requests per
// CPU-second (its process tree's CPU time from /proc, Linux) and their ratio are printed too.
import { loadavg, tmpdir } from 'node:os';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureServerBuilt, ensureSiteBuilt, serverEntry } from '../../scripts/lib.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const autocannon = (await import(createRequire(path.join(root, 'package.json')).resolve('autocannon')))
  .default;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Starts a server that prints its port as `READY <port>` (hello-world) or `running at http://host:<port>/`. */
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
      const match = /READY (\d+)|running at http:\/\/[^:/]+:(\d+)\//.exec(out);
      if (match) resolve({ child, url: `http://127.0.0.1:${match[1] ?? match[2]}` });
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
  if (WARMUP > 0) await autocannon({ url, connections: CONNECTIONS, duration: WARMUP, headers });
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
async function measureHello(name, body = undefined) {
  const hello = await start(process.execPath, [path.join(root, 'bench/api/hello.mjs')], {
    HELLO_BODY: body ?? '',
  });
  try {
    return await measure(name, `${hello.url}/`, {}, hello.child.pid);
  } finally {
    await stop(hello.child);
  }
}
// Hello-world is measured first and again last; the ratios use the faster of the two, so a load
// spike from elsewhere on the machine during one of them cannot flatter the ratios.
rows.push(await measureHello('bare Fastify hello-world (first)'));

ensureSiteBuilt();
ensureServerBuilt();
const mediaDir = mkdtempSync(path.join(tmpdir(), 'amori-bench-media-'));
const many = '1000000000';
const serverEnv = {
  PORT: '0',
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  SEED_DEMO: '1',
  SEED_MEMBERS: '50',
  MEDIA_DIR: mediaDir,
  LOG_LEVEL: 'warn',
  RATE_LOGIN_PER_MINUTE: many,
  RATE_WRITES_PER_MINUTE_IP: many,
  RATE_WRITES_PER_MINUTE_ACCOUNT: many,
};
// The settings answer is about 1.4 KB against hello-world's 17 bytes; a bare Fastify sending that
// same text is measured too, to show how much of the gap is the answer's size alone.
let settingsBody;
const targets = [{ kind: 'PGlite', env: { ...serverEnv, DATABASE_URL: '', DATA_DIR: 'memory://' } }];
const pgReachable =
  spawnSync('psql', ['-w', '-q', PG_ADMIN_URL, '-c', 'select 1'], { stdio: 'ignore' }).status === 0;
let database;
if (pgReachable) {
  database = `amori_bench_${Date.now()}`;
  spawnSync('psql', ['-w', '-q', PG_ADMIN_URL, '-c', `create database ${database}`], { stdio: 'inherit' });
  targets.push({
    kind: 'PostgreSQL',
    env: { ...serverEnv, DATABASE_URL: `${PG_ADMIN_URL.replace(/\/[^/]*$/, '')}/${database}` },
  });
} else {
  console.log(`PostgreSQL skipped: cannot log in at ${PG_ADMIN_URL}`);
}

try {
  for (const target of targets) {
    const server = await start(process.execPath, [serverEntry], target.env);
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
      settingsBody ??= await (await fetch(`${server.url}/api/settings.php`)).text();
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
  rmSync(mediaDir, { recursive: true, force: true });
  if (database)
    spawnSync('psql', ['-w', '-q', PG_ADMIN_URL, '-c', `drop database if exists ${database} with (force)`]);
}

if (settingsBody) {
  rows.push(await measureHello('bare Fastify, the settings answer as text', settingsBody));
}
rows.push(await measureHello('bare Fastify hello-world (last)'));
const hellos = rows.filter((r) => r.name.startsWith('bare Fastify hello-world'));
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

// QUALITY.md's targets, judged on this run.
const sameSize = rows.find((r) => r.name.startsWith('bare Fastify, the settings'));
console.log('\nTargets (QUALITY.md)');
for (const row of rows.filter((r) => r.name.includes('/api/'))) {
  const want = row.name.includes('settings.php') ? 0.8 : 0.5;
  const ratio = row.rps / helloRow.rps;
  console.log(
    `${pad(row.name, 44)} ratio ${ratio.toFixed(2)} ${ratio >= want ? 'PASS' : 'FAIL'} ≥${want}` +
      `   steady p99 ${row.steadyP99} ms ${row.steadyP99 <= 25 ? 'PASS' : 'FAIL'} ≤25` +
      (sameSize && row.name.includes('settings.php')
        ? `   (${(row.rps / sameSize.rps).toFixed(2)} of a bare Fastify sending the same text)`
        : ''),
  );
}
