// bench/chat (QUALITY.md "Chat"): N WebSocket clients in conversation pairs on one server, each
// sending 1 message/s on a Poisson schedule (every message persisted and charged through the
// ledger, sent over HTTP naming the sender's socket as the site does, delivered over the peer's
// socket); delivery latency p50/p99 and messages/s, lost and duplicated messages, credit drift,
// and the time for every client to catch up after all are disconnected at once; a bare `ws`
// relay in the same run is the floor.
//
// Warm-up: the clients send at the same rate for `--warmup` seconds (3) before the `--seconds`
// measured, as bench/api does: a server runs for hours, and its first seconds under load (cold
// code, cold database backends; docs/performance.md) are not what a member meets. The latency
// of the whole run, warm-up included ("from start"), is printed beside it; lost, duplicated and
// credit drift count every message, the warm-up's too.
//
//   node --import tsx bench/chat/run.mjs [--n 100,1000,2000] [--seconds 20] [--warmup 3] [--db pglite,postgres]
// PostgreSQL runs when DATABASE_URL is set (a database of its own is made and dropped).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chatBenchDrift, prepareChatBench } from '../../apps/server/src/db/seed/chat-bench.ts';

const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(path.join(root, 'apps/server/package.json'));
const WebSocket = require('ws');
const { Pool } = require('undici');

const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    db: { type: 'string', default: process.env.DATABASE_URL ? 'pglite,postgres' : 'pglite' },
  },
});
const SIZES = values.n.split(',').map(Number);
const SECONDS = Number(values.seconds);
const WARMUP = Number(values.warmup);
const MESSAGE_CREDITS = 10;
const MISSED_PER_CLIENT = 5;

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : NaN;
const fmt = (ms) => (Number.isFinite(ms) ? `${ms.toFixed(1)} ms` : '-');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** The wait before the next send of a Poisson process of 1 a second. */
const nextGap = () => -Math.log(1 - Math.random()) * 1000;

function startServer(options) {
  // Profiling the server: SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'.
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        // PGlite's server must not see the DATABASE_URL this benchmark was given for PostgreSQL.
        ...(options.databaseUrl
          ? { DATABASE_URL: options.databaseUrl }
          : { DATABASE_URL: '', DATA_DIR: options.dataDir }),
        PORT: '0',
        HOST: '127.0.0.1',
        SERVE_SITE: '0',
        SEED_DEMO: '0',
        // Without demo data the server wants a payment provider named; nothing here pays.
        PAYMENT_PROVIDER: 'sandbox',
        LOG_LEVEL: 'warn',
        RATE_WRITES_PER_MINUTE_IP: '100000000',
        RATE_WRITES_PER_MINUTE_ACCOUNT: '100000000',
        RATE_MESSAGES_PER_MINUTE: '100000000',
        MAX_CONNECTIONS_PER_ADDRESS: '0',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /running at (http:\/\/\S+?)\/? /.exec(out);
      if (match) resolve({ base: match[1].replace('localhost', '127.0.0.1'), child });
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}

/** Stops a server; one that has not exited 15 s after SIGTERM is killed, so a run cannot hang here. */
function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const kill = setTimeout(() => {
      console.log('  (the server did not stop within 15 s of SIGTERM: killed)');
      child.kill('SIGKILL');
    }, 15_000);
    child.on('exit', () => (clearTimeout(kill), resolve()));
    child.kill('SIGTERM');
  });
}

// Sends go over a bounded pool of kept-alive connections, as a browser's would: with fetch each
// send would open a connection of its own, and the catch-up burst (5 per client at once) would
// overflow the server's accept queue (connect timeouts, at large N). undici's pool, not
// node:http: this client shares the server's two cores, and node:http's client takes a larger
// share of them, which shows in the server's latency (docs/performance.md).
const sendPool = (base) => new Pool(base, { connections: 256 });

/** POSTs JSON; the status, or 0 when the request failed (counted as refused, never a crash). */
async function post(pool, path, cookie, body) {
  try {
    const response = await pool.request({
      path,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-type': 'client', cookie },
      body: JSON.stringify(body),
    });
    await response.body.dump();
    return response.statusCode;
  } catch {
    return 0;
  }
}

/** Opens a member's live socket; `onMessage` gets every message event, with its arrival time. */
function connect(base, member, after, onMessage) {
  const url = new URL('/api/live', base.replace(/^http/, 'ws'));
  if (after !== undefined) url.searchParams.set('after', String(after));
  const socket = new WebSocket(url, { headers: { cookie: member.cookie, origin: base } });
  return new Promise((resolve, reject) => {
    socket.on('message', (data) => {
      const event = JSON.parse(String(data));
      if (event.type === 'message') onMessage(event.message, performance.now());
      else if (event.type === 'ready') {
        // Named in this member's sends, as the site's tab does: not sent back to this socket.
        member.socketName = event.socket;
        resolve(socket);
      }
    });
    socket.once('error', reject);
    socket.once('unexpected-response', (_q, r) => {
      let body = '';
      r.on('data', (chunk) => (body += chunk));
      r.on('end', () => reject(new Error(`live refused: ${r.statusCode} ${body}`)));
    });
  });
}

async function benchServer(kind, n) {
  const { options, drop, members } = await prepareChatBench(
    kind,
    n,
    ((SECONDS + WARMUP) * 4 + 50 + MISSED_PER_CLIENT) * MESSAGE_CREDITS,
  );
  const { base, child } = await startServer(options);
  const pool = sendPool(base);
  const latencies = []; // after the warm-up
  const fromStart = []; // the whole run
  const sentAt = new Map(); // text -> scheduled time
  const received = new Map(); // text -> times received by the peer
  const lastId = new Map();
  let accepted = 0;
  let acceptedMeasured = 0;
  let refused = 0;
  const missedSeen = new Map(); // member index -> the ids of the missed messages received, in order
  const onMessage = (member) => (message, at) => {
    lastId.set(member.index, Math.max(lastId.get(member.index) ?? 0, message.id));
    if (message.from_me) return;
    if (message.text.includes(':missed:')) {
      missedSeen.set(member.index, [...(missedSeen.get(member.index) ?? []), message.id]);
    }
    received.set(message.text, (received.get(message.text) ?? 0) + 1);
    const scheduled = sentAt.get(message.text);
    if (scheduled !== undefined && (received.get(message.text) ?? 0) === 1) {
      fromStart.push(at - scheduled);
      if (scheduled >= measured) latencies.push(at - scheduled);
    }
  };
  let measured = Infinity; // when the measured seconds start, after the warm-up
  let sockets = await Promise.all(members.map((m) => connect(base, m, undefined, onMessage(m))));

  const send = async (member, text, scheduled = -Infinity) => {
    const status = await post(pool, '/api/messages.php', member.cookie, {
      conversation: member.conversation,
      client_id: randomUUID(),
      kind: 'text',
      text,
      ...(member.socketName ? { socket: member.socketName } : {}),
    });
    if (status === 200) {
      accepted += 1;
      if (scheduled >= measured) acceptedMeasured += 1;
    } else refused += 1;
    return status;
  };

  // This client's own event-loop delay while it sends: when it is large, the client (1,000
  // sockets and their POSTs in one process, on the server's cores) delays what it measures.
  const clientDelay = monitorEventLoopDelay({ resolution: 1 });
  clientDelay.enable();
  const started = performance.now();
  measured = started + WARMUP * 1000;
  const end = measured + SECONDS * 1000;
  const inFlight = [];
  await Promise.all(
    members.map(async (member) => {
      let seq = 0;
      let next = started + nextGap();
      while (next < end) {
        await sleep(Math.max(0, next - performance.now()));
        const text = `${member.index}:${seq++}`;
        // A timer may fire up to a millisecond early: then the send left before its schedule.
        const scheduled = Math.min(next, performance.now());
        sentAt.set(text, scheduled);
        inFlight.push(send(member, text, scheduled));
        next += nextGap();
      }
    }),
  );
  await Promise.all(inFlight);
  clientDelay.disable();
  const elapsed = (performance.now() - measured) / 1000;
  const acceptedLive = accepted;
  // Deliveries still on their way.
  for (let i = 0; i < 100 && [...received.keys()].length < accepted; i += 1) await sleep(100);
  const unique = received.size;
  const duplicated = [...received.values()].reduce((s, c) => s + c - 1, 0);
  const lost = accepted - unique;

  // Catch-up: every client disconnected at once; their peers write MISSED_PER_CLIENT each; all
  // reconnect with their last id; the time until every missed message has arrived.
  await Promise.all(sockets.map((s) => new Promise((r) => (s.once('close', r), s.close()))));
  for (const member of members) member.socketName = undefined;
  const before = received.size;
  const missed = [];
  for (const member of members) {
    if (!member.peer) continue;
    for (let k = 0; k < MISSED_PER_CLIENT; k += 1) missed.push(send(member, `${member.index}:missed:${k}`));
  }
  await Promise.all(missed);
  const expectedAfter = before + members.filter((m) => m.peer).length * MISSED_PER_CLIENT;
  const catchStart = performance.now();
  sockets = await Promise.all(members.map((m) => connect(base, m, lastId.get(m.index) ?? 0, onMessage(m))));
  while (received.size < expectedAfter && performance.now() - catchStart < 60_000) await sleep(5);
  const catchUp = performance.now() - catchStart;
  const caughtUp = received.size >= expectedAfter;
  // No gap: every client got its peer's missed messages once each, in the server's order (ids
  // rising; the five are sent at once, so their ids, not their texts, give the order).
  const gaps = members.filter((m) => {
    if (!m.peer) return false;
    const ids = missedSeen.get(m.index) ?? [];
    return ids.length !== MISSED_PER_CLIENT || ids.some((id, i) => i > 0 && id <= ids[i - 1]);
  }).length;
  await Promise.all(sockets.map((s) => new Promise((r) => (s.once('close', r), s.close()))));
  await pool.close();

  // Credit drift, from the database once the server has stopped: balances against what was
  // charged, and against the ledger.
  await stop(child);
  const drift = await chatBenchDrift(options, members, accepted);
  await drop();
  latencies.sort((a, b) => a - b);
  fromStart.sort((a, b) => a - b);
  return {
    kind,
    n,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    fromStart: { p50: percentile(fromStart, 0.5), p99: percentile(fromStart, 0.99) },
    rate: acceptedMeasured / elapsed,
    accepted: acceptedLive,
    refused,
    lost: Math.max(0, lost),
    duplicated,
    drift,
    catchUp: caughtUp ? catchUp : NaN,
    gaps,
    clientDelay: { p99: clientDelay.percentile(99) / 1e6, max: clientDelay.max / 1e6 },
  };
}

async function benchRelay(n) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'relay.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve) => {
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
      const m = /relay at (\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
  });
  const latencies = [];
  const sentAt = new Map();
  let delivered = 0;
  const sockets = await Promise.all(
    Array.from(
      { length: n },
      (_, i) =>
        new Promise((resolve) => {
          const socket = new WebSocket(`${url}/?id=${i}`);
          socket.on('message', (data) => {
            const at = performance.now();
            const { text } = JSON.parse(String(data));
            delivered += 1;
            latencies.push(at - sentAt.get(text));
          });
          socket.once('open', () => resolve(socket));
        }),
    ),
  );
  const started = performance.now();
  const end = started + SECONDS * 1000;
  await Promise.all(
    sockets.map(async (socket, i) => {
      const peer = i % 2 ? i - 1 : i + 1;
      if (peer >= n) return;
      let seq = 0;
      let next = started + nextGap();
      while (next < end) {
        await sleep(Math.max(0, next - performance.now()));
        const text = `${i}:${seq++}`;
        sentAt.set(text, Math.min(next, performance.now()));
        socket.send(JSON.stringify({ to: peer, text }));
        next += nextGap();
      }
    }),
  );
  await sleep(500);
  const elapsed = (performance.now() - started) / 1000;
  for (const s of sockets) s.close();
  child.kill('SIGTERM');
  latencies.sort((a, b) => a - b);
  return {
    kind: 'ws relay',
    n,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    rate: delivered / elapsed,
  };
}

console.log(
  `bench/chat: ${SECONDS} s measured after ${WARMUP} s of warm-up, 1 message/s per client (Poisson), message_credits ${MESSAGE_CREDITS}`,
);
for (const n of SIZES) {
  const relay = await benchRelay(n);
  console.log(
    `N=${n} ${relay.kind.padEnd(9)} p50 ${fmt(relay.p50)}  p99 ${fmt(relay.p99)}  ${relay.rate.toFixed(0)} msg/s`,
  );
  for (const kind of values.db.split(',')) {
    const r = await benchServer(kind, n);
    console.log(
      `N=${n} ${kind.padEnd(9)} p50 ${fmt(r.p50)}  p99 ${fmt(r.p99)}  ${r.rate.toFixed(0)} msg/s` +
        `  (from start, warm-up included: p50 ${fmt(r.fromStart.p50)}  p99 ${fmt(r.fromStart.p99)})` +
        `  accepted ${r.accepted}  refused ${r.refused}  lost ${r.lost}  duplicated ${r.duplicated}  credit drift ${r.drift}` +
        `  catch-up after all disconnected ${Number.isFinite(r.catchUp) ? `${(r.catchUp / 1000).toFixed(2)} s` : 'NOT caught up'}` +
        ` (clients with a gap or out of order: ${r.gaps})` +
        `  client event-loop delay p99 ${fmt(r.clientDelay.p99)} max ${fmt(r.clientDelay.max)}`,
    );
  }
}
