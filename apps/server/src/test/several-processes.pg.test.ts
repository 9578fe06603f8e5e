import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed';
import { expectError, json } from './expect';

// Several server processes on one PostgreSQL (ARCHITECTURE.md, "scale-out"): real processes, as
// a site that has outgrown one runs them, sharing sessions, their invalidation (LISTEN/NOTIFY)
// and rate limits through the database. PostgreSQL only: PGlite is one process's database.
// Runs in the `postgres` Vitest project, which .ci/run runs with DATABASE_URL set.

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl)
  throw new Error('The postgres tests need DATABASE_URL (a PostgreSQL database they may use)');

const main = path.resolve(import.meta.dirname, '../main.ts');
const database = `amori_processes_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const adminUrl = new URL(databaseUrl);
adminUrl.pathname = '/postgres';
const url = new URL(databaseUrl);
url.pathname = `/${database}`;
const mediaDir = mkdtempSync(path.join(tmpdir(), 'amori-processes-'));

const children: ChildProcess[] = [];

/** Starts a server process (API only) on the shared database; answers its base URL. */
function startProcess(): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      PORT: '0',
      HOST: '127.0.0.1',
      SERVE_SITE: '0',
      SEED_DEMO: '1',
      SEED_MEMBERS: '3',
      MEDIA_DIR: mediaDir,
      LOG_LEVEL: 'warn',
      RATE_LOGIN_PER_MINUTE: '4',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = /running at (http:\/\/\S+?)\/? /.exec(out);
      if (match) resolve(match[1]!.replace('localhost', '127.0.0.1'));
    });
    child.on('exit', (code) => reject(new Error(`the server process exited (${code}): ${out}`)));
  });
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let a: string;
let b: string;
beforeAll(async () => {
  await admin(`create database ${database}`);
  a = await startProcess(); // migrates and seeds
  b = await startProcess();
}, 120_000);
afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map(
      (c) => new Promise((resolve) => (c.exitCode !== null ? resolve(null) : c.on('exit', resolve))),
    ),
  );
  await admin(`drop database if exists ${database} with (force)`);
  rmSync(mediaDir, { recursive: true, force: true });
});

const client = { 'x-request-type': 'client' };

async function login(base: string, password = DEMO_PASSWORD) {
  return fetch(`${base}/api/user.php`, json({ email: 'premium@example.com', password }, { headers: client }));
}

describe('two server processes on one PostgreSQL', () => {
  it('share sessions: logged in on one, known to the other; logged out on the other, ended on both at once', async () => {
    const response = await login(a);
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
    const user = (base: string) => fetch(`${base}/api/user.php`, { headers: { ...client, cookie } });
    expect((await user(a)).status).toBe(200); // now kept in a's session cache
    expect((await user(b)).status).toBe(200);
    expect((await fetch(`${b}/api/logout.php`, { headers: { ...client, cookie } })).status).toBe(200);
    // a hears b's NOTIFY and drops the session it kept, well before its 2 s cache would expire.
    await expect.poll(async () => (await user(a)).status, { timeout: 1500, interval: 20 }).toBe(403);
  });

  it('share rate limits: logins from one address are counted across both (4 a minute here)', async () => {
    const statuses = [];
    for (const base of [a, b, a, b]) statuses.push((await login(base, 'wrong')).status);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    await expectError(await login(b, 'wrong'), 429, 'rate_limited');
    await expectError(await login(a, 'wrong'), 429, 'rate_limited');
  });
});
