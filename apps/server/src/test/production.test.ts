import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { seedDemo } from '../db/seed';

// NODE_ENV=production: none of the demo's helpers unless each is switched on by name,
// and no start with a setting that would let anyone in. The real server, started as `pnpm start`
// starts it, on an embedded database (PGlite), with DATABASE_URL cleared.

const main = path.resolve(import.meta.dirname, '../main.ts');
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const SETTINGS = new Set([
  'DATABASE_URL',
  'SEED_DEMO',
  'DEV_MAILBOX',
  'DEV_SMS',
  'ALLOW_SANDBOX_PAYMENTS',
  'PAYMENT_PROVIDER',
  'MOLLIE_API_KEY',
  'PUSH_ALLOWED_HOSTS',
]);
const MOLLIE = { PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM' };

interface Started {
  /** The base URL, once it listens. */
  url?: string;
  /** Everything it wrote, when it exited on its own. */
  exit?: { code: number | null; output: string };
  stop(): Promise<void>;
}

/** Starts the server in production mode with `env`: it listens, or exits and says why. */
function start(env: Record<string, string>): Promise<Started> {
  // Only what the test names: nothing of the settings this run's environment may hold.
  const inherited = { ...process.env };
  for (const name of Object.keys(inherited)) if (SETTINGS.has(name)) delete inherited[name];
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...inherited,
      DATA_DIR: 'memory://',
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      SERVE_SITE: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      const match = /running at (http:\/\/\S+?)\/? /.exec(output);
      if (match) resolve({ url: match[1]!.replace('localhost', '127.0.0.1'), stop });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => resolve({ exit: { code, output }, stop }));
  });
}

/** The start is refused: exit code 1, and the one line that says what to change. */
async function refused(env: Record<string, string>): Promise<string> {
  const started = await start(env);
  await started.stop();
  expect(started.url, 'it started').toBeUndefined();
  expect(started.exit!.code).toBe(1);
  const output = started.exit!.output;
  expect(output).toMatch(/^Amori did not start\. /m);
  // A setting to change, not a crash: no stack trace.
  expect(output).not.toMatch(/^\s+at /m);
  return output;
}

// Each test starts the real server once: seconds on a quiet machine, many times
// that on a loaded one. No figure is measured here.
describe('a production start', { timeout: 180_000 }, () => {
  // Which settings are refused is config.test.ts's (the sandbox without its switch, demo data
  // alone, a private push host): here, that a refused setting stops the real start in one line.
  it('is refused without a payment provider', async () => {
    expect(await refused({})).toMatch(/PAYMENT_PROVIDER is not set/);
  });

  it('is refused on a database whose demo logins still open with the demo password', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'amori-production-'));
    folders.push(dataDir);
    const handle = await openDatabase({ dataDir });
    await handle.migrate();
    await seedDemo(handle.db, { members: 0, photos: false });
    await handle.close();
    const output = await refused({ ...MOLLIE, DATA_DIR: dataDir });
    expect(output).toMatch(/operator@example\.com/);
    expect(output).toMatch(/SEED_DEMO=1/);
  });

  it('with safe settings serves no dev mailbox, no dev SMS page and no sandbox checkout', async () => {
    const started = await start(MOLLIE);
    try {
      expect(started.exit?.output).toBeUndefined();
      for (const url of ['/dev/mailbox', '/dev/mailbox/1', '/dev/sms', '/sandbox/checkout/sb_1']) {
        expect((await fetch(`${started.url}${url}`)).status, url).toBe(404);
      }
      expect((await fetch(`${started.url}/api/health`)).status).toBe(200);
    } finally {
      await started.stop();
    }
  });

  it('serves each of them when it is switched on by name (a public demo)', async () => {
    const started = await start({
      SEED_DEMO: '1',
      SEED_MEMBERS: '0',
      DEV_MAILBOX: '1',
      DEV_SMS: '1',
      ALLOW_SANDBOX_PAYMENTS: '1',
    });
    try {
      expect(started.exit?.output).toBeUndefined();
      for (const url of ['/dev/mailbox', '/dev/sms']) {
        expect((await fetch(`${started.url}${url}`)).status, url).toBe(200);
      }
      // The sandbox's checkout page is there (an unknown payment: its own 404 page, not the API's).
      const checkout = await fetch(`${started.url}/sandbox/checkout/sb_1`);
      expect(checkout.headers.get('content-type')).toMatch(/text\/html/);
    } finally {
      await started.stop();
    }
  });
});
